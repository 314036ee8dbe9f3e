import PresentationKit
import Prestyle
import Testing
import TestSupport

/// `self.traitOverrides`: a style overrides its presentation's traits trait by trait (UIKit's
/// `traitOverrides`, `overrideTraitCollection` before iOS 17), and the presented controller inherits them.
@Suite struct TraitOverridesBindingTests {
    private func style(_ presentationWillBegin: String) -> String {
        """
        return style {
          summary = "overrides",
          presentation = {
            presentationWillBegin = function(self, coordinator)
        \(presentationWillBegin)
            end,
          },
        }
        """
    }

    @Test func aStylesOverridesReachThePresentedController() throws {
        let styles = TemporaryStyles()
        styles.write("overrides", style("""
              self.traitOverrides.horizontal = "regular"
              self.traitOverrides.displayScale = 2
              assert(self.traitOverrides:contains("horizontal") and not self.traitOverrides:contains("vertical"))
              assert(self.traits.horizontal == "regular", "self.traits sees it at once")
              assert(self.presented.traits.scale == 2)
              self.traitOverrides:remove("displayScale")
              assert(self.traitOverrides.scale == 0)
            """))
        let registry = try styles.registry()
        withStyleScene(try registry.transitioningDelegate(for: "overrides")) { scene in
            scene.present()
            #expect(scene.presented.traitCollection.horizontalSizeClass == .regular)
            #expect(scene.presented.traitCollection.displayScale == 3)
            #expect(scene.presented.presentationController?.overrideTraitCollection == TraitCollection(horizontalSizeClass: .regular),
                    "the same overrides as UIKit's overrideTraitCollection")
            #expect(scene.presenting.traitCollection.horizontalSizeClass == .compact)
        }
    }

    @Test func aBadValueIsAnErrorAtItsLine() throws {
        let styles = TemporaryStyles()
        styles.write("overrides", style("""
              self.traitOverrides.horizontal = "wide"
            """))
        let registry = try styles.registry()
        try withStyleScene(try registry.transitioningDelegate(for: "overrides"), allowing: [.style.styleHookFailed]) { scene in
            scene.present()
            let problem = try #require(scene.problems.first)
            #expect(problem.contains("overrides.lua:5"))
            #expect(problem.contains("traitOverrides.horizontal must be \"compact\", \"regular\" or \"unspecified\", not \"wide\""))
            #expect(scene.presented.traitCollection.horizontalSizeClass == .compact, "nothing was overridden")
        }
    }
}
