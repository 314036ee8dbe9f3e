import PresentationKit
import Prestyle
import PrestyleExport
import PrestyleStage
import TestSupport
import Testing

/// `--interactive` runs with the style's `interaction` table: the recorder's drag finishes and cancels at
/// the style's completion speed, along its completion curve.
@Suite struct InteractionSettingsTests {
    /// An animator that fades the presented view in (and out) linearly over one second, so the alpha shows
    /// how far the transition's timeline is.
    static func style(interaction: String) -> String {
        """
        return style {
          \(interaction)
          animator = {
            duration = 1,
            animate = function(ctx)
              local v = ctx.toView or ctx.fromView
              ctx.container:add(v)
              if ctx.isPresenting then withoutAnimation(function() v.alpha = 0 end) end
              animate { duration = 1, curve = "linear",
                changes = function() v.alpha = ctx.isPresenting and 1 or 0 end,
                completion = function() ctx:complete(not ctx.wasCancelled) end }
            end,
          },
        }
        """
    }

    let styles = TemporaryStyles()

    /// Records an interactive present dragged to 0.4 that then finishes or cancels, sampling at `at`.
    func record(interaction: String, finishes: Bool, at time: Double, usingStyleSettings: Bool = true) throws -> Recording.Phase {
        styles.write("fader", Self.style(interaction: interaction))
        let delegate = try styles.registry().transitioningDelegate(for: "fader")
        let stage = Stage(
            style: Stage.Style(name: "fader", source: styles.folder + "/fader.lua"), transitioningDelegate: delegate,
            makeInteractionController: usingStyleSettings ? delegate.makeInteractionController : nil)
        let step = Recorder.Step.interactive(.init(direction: .present, fraction: 0.4, finishes: finishes))
        let options = Recorder.Options(fps: 10, steps: [step], at: Moment(phase: "present", time: time))
        let recording = try Recorder.record(stage: stage, options: options)
        return try #require(recording.phases.first)
    }

    func completion(_ phase: Recording.Phase) -> Recording.Event? {
        phase.events.first { $0.call.hasPrefix("completeTransition") }
    }

    func alpha(_ phase: Recording.Phase, at time: Double) -> Double? {
        phase.frames.first { abs($0.t - time) < 1e-6 }?.views.first { $0.name == "presented" }?.alpha
    }

    @Test func aFinishRunsAtTheStylesCompletionSpeedAlongItsCurve() throws {
        // The finger lets go at 0.4 s; the remaining 0.6 s of the timeline run at speed 2, in 0.3 s.
        let quarter = 0.4 + 0.3 / 4
        let phase = try record(
            interaction: "interaction = { completionSpeed = 2, completionCurve = \"easeIn\" },", finishes: true, at: quarter)
        #expect(phase.completed)
        let done = try #require(completion(phase))
        #expect(done.call == "completeTransition(true)")
        #expect(abs(done.t - 0.7) < 1e-6, "\(done.t)")
        let shown = try #require(alpha(phase, at: quarter))
        let expected = 0.4 + 0.6 * TimingCurve.easeIn.progress(at: 0.25)
        #expect(abs(shown - expected) < 1e-3, "\(shown) ≠ \(expected): the style's ease-in")
        #expect(abs(shown - (0.4 + 0.6 * TimingCurve.easeInEaseOut.progress(at: 0.25))) > 0.01, "not the default curve")
    }

    @Test func aCancelRunsBackAtTheStylesCompletionSpeed() throws {
        let phase = try record(interaction: "interaction = { completionSpeed = 4, completionCurve = \"linear\" },",
                               finishes: false, at: 0.45)
        #expect(!phase.completed)
        let done = try #require(completion(phase))
        #expect(done.call == "completeTransition(false)")
        #expect(abs(done.t - 0.5) < 1e-6, "0.4 s of timeline back at speed 4: \(done.t)")
        let shown = try #require(alpha(phase, at: 0.45))
        #expect(abs(shown - 0.2) < 1e-3, "half way back along the linear curve: \(shown)")
    }

    @Test func withoutTheStylesSettingsTheDragTakesUIKitsDefaults() throws {
        let phase = try record(interaction: "interaction = { completionSpeed = 2 },", finishes: true, at: 0.5,
                               usingStyleSettings: false)
        #expect(abs(try #require(completion(phase)).t - 1) < 1e-6)
        let defaults = try record(interaction: "", finishes: true, at: 0.5)
        #expect(abs(try #require(completion(defaults)).t - 1) < 1e-6)
    }

    @Test func aStyleThatDoesNotStartInteractivelyIsCaughtByTheFingerAndStillFinishesAtItsSpeed() throws {
        let phase = try record(
            interaction: "interaction = { completionSpeed = 2, wantsInteractiveStart = false },", finishes: true, at: 0.5)
        #expect(phase.completed)
        let calls = phase.events.map(\.call)
        #expect(calls.contains { $0.hasPrefix("pauseInteractiveTransition") || $0.hasPrefix("pause") }, "\(calls)")
        #expect(calls.last { $0.hasPrefix("updateInteractiveTransition") } == "updateInteractiveTransition(0.4)")
        #expect(abs(try #require(completion(phase)).t - 0.7) < 1e-6)
    }
}
