import PresentationKit
import Prestyle
import TestSupport
import Testing

/// A coordinator a style keeps past its hook (in a table its hooks share, or as garbage Lua has not collected)
/// does not keep the transition's window, controllers and clock alive after the window goes, as `ctx` does not:
/// the engine owns the coordinator while its transition runs. Read later, a kept coordinator answers as an ended
/// transition's, and `alongside` on it is reported and ignored.
@Suite struct KeptCoordinatorTests {
    let styles = TemporaryStyles()

    struct Gone {
        weak var window: Window?
        weak var clock: AnimationClock?
        weak var presented: ViewController?
    }

    func presentAndDismiss(with registry: StyleRegistry) throws -> (Gone, [Diagnostic]) {
        let scene = StyleScene(try registry.transitioningDelegate(for: "keeper"))
        scene.present(settle: false)
        _ = scene.clock.runUntilIdle(maximumTime: 60)
        scene.dismiss(settle: false)
        _ = scene.clock.runUntilIdle(maximumTime: 60)
        #expect(scene.presentCompletions == 1 && scene.dismissCompletions == 1)
        #expect(scene.window.invariantViolations() == [])
        return (Gone(window: scene.window, clock: scene.clock, presented: scene.presented), scene.diagnostics)
    }

    @Test func aCoordinatorKeptByTheStyleLetsGoOfTheWindowOnceItIsGone() throws {
        styles.write("keeper", """
            local kept = {}
            return style {
              presentation = {
                presentationWillBegin = function(self, coordinator) kept.present = coordinator end,
                dismissalWillBegin = function(self, coordinator)
                  -- The presentation's coordinator, kept from the earlier hook: its transition ended.
                  kept.stale = { kept.present.isAnimated, kept.present.duration, kept.present.container == nil }
                  kept.present:alongside(function() end)
                  kept.dismiss = coordinator
                end,
              },
            }
            """)
        let registry = try styles.registry()
        let (gone, diagnostics) = try presentAndDismiss(with: registry)
        // The registry, and the Lua state holding both coordinators, live on.
        #expect(gone.window == nil)
        #expect(gone.clock == nil)
        #expect(gone.presented == nil)
        #expect(diagnostics.contains { $0.code == "styleIgnoredCall" && $0.message.contains("coordinator:alongside") })
        withExtendedLifetime(registry) {}
    }
}
