import PresentationKit
import Prestyle
import TestSupport
import Testing

/// `traits.systemVersion`: the era a style runs in, from the window.
@Suite struct SystemVersionBindingTests {
    @Test(arguments: SystemVersion.allCases)
    func aStyleReadsTheErasMajorVersionFromItsTraits(version: SystemVersion) throws {
        let styles = TemporaryStyles()
        styles.write("era", """
            return style {
              presentation = {
                presentationWillBegin = function(self)
                  trace("era", self.traits.systemVersion, self.presented.traits.systemVersion)
                end,
              },
            }
            """)
        let registry = try styles.registry()
        withStyleScene(try registry.transitioningDelegate(for: "era")) { scene in
            scene.window.systemVersion = version
            scene.present()
            let traces = scene.window.trace.events.filter { $0.call == "trace" }.map(\.detail)
            #expect(traces == ["era \(version.major) \(version.major)"])
        }
    }
}
