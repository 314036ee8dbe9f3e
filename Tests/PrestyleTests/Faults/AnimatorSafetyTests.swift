import PresentationKit
import PrestyleExport
import PrestyleStage
import Prestyle
import TestSupport
import Testing

/// Animators that never complete, and style code that would keep the clock at one instant for ever.
@Suite struct AnimatorSafetyTests {
    static let neverCompletes = """
        -- an animator that moves the view and forgets ctx:complete
        return style {
          summary = "never completes",
          animator = {
            duration = 0.4,
            animate = function(ctx)
              local v = ctx.toView or ctx.fromView
              ctx.container:add(v)
              animate { duration = ctx.duration, changes = function() v.alpha = 0.5 end }
            end,
          },
        }
        """

    @Test func anAnimatorThatNeverCompletesIsCompletedAfterItsDurationPlusGraceAndReported() throws {
        let styles = TemporaryStyles()
        let path = styles.write("forgetful", Self.neverCompletes)
        let registry = try styles.registry()
        let delegate = try registry.transitioningDelegate(for: "forgetful")
        try withStyleScene(delegate, allowing: ["transitionWatchdog", "styleNeverCompleted"]) { scene in
            scene.present(settle: false)
            #expect(scene.window.transitionWatchdog == TransitionWatchdog(grace: 1))
            scene.clock.advance(by: 0)
            scene.clock.advance(to: 1.39)
            #expect(scene.presentCompletions == 0)
            scene.clock.advance(to: 1.41)
            #expect(scene.presentCompletions == 1)
            scene.clock.runUntilIdle()
            let report = try #require(scene.diagnostics.first { $0.code == "styleNeverCompleted" })
            #expect(report.file == path && report.line == 6 && report.hook == "animator.animate")
            #expect(report.description.contains("never called ctx:complete"))
            // The engine's own report names the animate function too.
            let watchdog = try #require(scene.diagnostics.first { $0.code == "transitionWatchdog" })
            #expect(watchdog.file == path && watchdog.line == 6)
            scene.dismiss()
            #expect(scene.dismissCompletions == 1)
            #expect(scene.presenting.presentedViewController == nil)
            #expect(scene.diagnostics.filter { $0.code == "styleNeverCompleted" }.count == 1)
        }
    }

    @Test func theRecorderFinishesARunOfABrokenStyleAndItsDiagnosticsNameTheFileAndAnimate() throws {
        let styles = TemporaryStyles()
        let path = styles.write("forgetful", Self.neverCompletes)
        let registry = try styles.registry()
        let delegate = try registry.transitioningDelegate(for: "forgetful")
        let stage = Stage(style: Stage.Style(name: "forgetful", source: path), transitioningDelegate: delegate)
        let recording = try Recorder.record(stage: stage, options: .init(fps: 10))
        #expect(recording.phases.map(\.name) == ["present", "dismiss"])
        #expect(recording.phases.allSatisfy { $0.completed })
        #expect(recording.diagnostics.contains { $0.file == path && $0.hook == "animator.animate" && $0.line == 6 })
        #expect(stage.window.invariantViolations() == [])
    }

    @Test func completionsThatStartAnimationsAtTheSameInstantForEverAreStoppedAndReported() throws {
        let styles = TemporaryStyles()
        let path = styles.write("runaway", """
            -- each completion starts another zero-length animation: the clock would never leave this instant
            local function again(v)
              animate { duration = 0, changes = function() v.alpha = 1 end, completion = function() again(v) end }
            end
            return style {
              summary = "runaway",
              presentation = {
                presentationDidEnd = function(self) again(self.presentedView) end,
              },
            }
            """)
        let registry = try StyleRegistry(
            searchPaths: [styles.folder], configuration: { var c = StyleRegistry.Configuration.testing; c.maximumAnimationsPerInstant = 50; return c }())
        try withStyleScene(try registry.transitioningDelegate(for: "runaway"), allowing: ["styleRunaway"]) { scene in
            scene.present()
            #expect(scene.presentCompletions == 1)
            #expect(scene.clock.isIdle)
            let report = try #require(scene.diagnostics.first { $0.code == "styleRunaway" })
            #expect(report.file == path && report.line == 3 && report.hook == "presentationDidEnd (completion)")
            #expect(scene.diagnostics.filter { $0.code == "styleRunaway" }.count == 1)
            scene.dismiss()
            #expect(scene.dismissCompletions == 1)
        }
    }
}
