import PresentationKit
import Testing

@testable import PrestyleExport
@testable import PrestyleStage
@testable import RecordingTesting

/// Interactive steps (`--interactive P --finish|--cancel`): the transition is dragged to a fraction at the
/// transition's own pace, then finishes or cancels; a cancelled presentation leaves the window as it was.
@Suite("Recorder: interactive transitions")
struct RecorderInteractionTests {
    static func options(_ fraction: Double, finishes: Bool, direction: Recorder.Interaction.Direction = .present)
        -> Recorder.Options {
        let step = Recorder.Step.interactive(.init(direction: direction, fraction: fraction, finishes: finishes))
        return direction == .present ? .init(steps: [step, .dismiss]) : .init(steps: [.present, step])
    }

    /// What the stage's window shows before anything runs.
    static func initialState(of stage: Stage) -> [Recording.RecordedView] {
        FrameSampler(window: stage.window) { _ in nil }.frame(at: 0).views
    }

    @Test func aCancelledPresentationLeavesTheWindowAsItWasAndTheDismissalIsSkippedWithANote() throws {
        let stage = Stage(transitioningDelegate: Bouncy.delegate())
        let before = Self.initialState(of: stage)
        let recording = try record(stage, Self.options(0.4, finishes: false))
        #expect(recording.phases.map(\.name) == ["present"])
        let present = recording.phases[0]
        #expect(!present.completed)
        #expect(isClose(present.duration, 2 * 0.4 * Bouncy.presentDuration))
        #expect(present.final.views == before, "the presenter untouched; the container and the dim gone")
        #expect(present.calls.contains("presentationTransitionDidEnd(false)"))
        #expect(present.calls.contains("completeTransition(false)"))
        #expect(stage.presented.presentingViewController == nil)
        #expect(recording.diagnostics.map(\.severity) == [.note])
        #expect(recording.diagnostics.first?.message
            == "not run: dismiss — the interactive present phase was cancelled, as asked, so nothing is presented")
    }

    @Test func theDragFollowsTheFingerThenRunsBack() throws {
        let letGo = 0.4 * Bouncy.presentDuration
        var options = Self.options(0.4, finishes: false)
        options.at = Moment(phase: "present", time: letGo)
        let recording = try record(Stage(transitioningDelegate: Bouncy.delegate()), options)
        let present = recording.phases[0]
        let start = try #require(present.event("startInteractiveTransition"))
        #expect(start.t == 0 && start.target == "PercentDrivenInteractiveTransition")
        let updates = present.events.filter { $0.call.hasPrefix("updateInteractiveTransition") }
        #expect(updates.count == 20, "60 reports a second for 0.32 s, the last at 0.32 s")
        #expect(updates.last?.call == "updateInteractiveTransition(0.4)")
        #expect(isClose(try #require(updates.last).t, letGo))
        #expect(isClose(try #require(present.event("cancelInteractiveTransition")).t, letGo))
        #expect(isClose(try #require(present.event("completeTransition(false)")).t, 2 * letGo))
        // The dim fades in with the drag and out on the way back, riding the card's spring (alongside blocks run
        // in the animator's animation): at every frame it shows the share of its change the card shows of its drop.
        let dims = present.track("dim").compactMap { $0.view?.alpha }
        let cards = present.track("presented").compactMap { $0.view?.frame }
        #expect(dims.count == cards.count && !dims.isEmpty)
        let top = -cards[0].height, rest = Bouncy.inset
        for (dim, card) in zip(dims, cards) {
            #expect(isClose(dim, Bouncy.dimAlpha * (card.minY - top) / (rest - top), 1e-3))
        }
        let release = try #require(present.frames.firstIndex { $0.t == letGo }, "the extra sample at the moment the finger lets go")
        #expect(dims.first == 0 && dims[release] > 0.05)
        #expect(try #require(dims.last) < 0.01, "and back to nothing by the last frame")
    }

    @Test func aFinishedPresentationRunsTheRestInTheRemainingShareOfItsDuration() throws {
        let recording = try record(Stage(transitioningDelegate: Bouncy.delegate()), Self.options(0.4, finishes: true))
        #expect(recording.phases.map(\.completed) == [true, true])
        let present = recording.phases[0]
        let letGo = try #require(present.event("finishInteractiveTransition")).t
        let end = try #require(present.event("completeTransition(true)")).t
        #expect(isClose(letGo, 0.4 * Bouncy.presentDuration))
        #expect(isClose(end - letGo, (1 - 0.4) * Bouncy.presentDuration))
        #expect(isClose(present.duration, Bouncy.presentDuration))
        #expect(present.final.view(named: "presented")?.frame == Rect(x: 30, y: 30, width: 333, height: 792))
        // The dismissal is the style's own, not interactive.
        let dismiss = recording.phases[1]
        #expect(!dismiss.calls.contains("startInteractiveTransition"))
        #expect(dismiss.event("animateTransition(using:)")?.target == "BouncyAnimator")
        #expect(dismiss.duration == Bouncy.dismissDuration)
        #expect(recording.diagnostics == [])
    }

    @Test func cancellingTheDefaultFullScreenPresentationPutsThePresentersViewBack() throws {
        let stage = Stage()
        let before = Self.initialState(of: stage)
        let recording = try record(stage, Self.options(0.5, finishes: false))
        let present = recording.phases[0]
        #expect(!present.completed)
        #expect(present.event("animateTransition(using:)")?.target == "ModalTransitionAnimator(coverVertical)")
        #expect(present.final.views == before)
        #expect(isClose(present.duration, 0.5))
    }

    @Test func anInteractiveDismissalCanFinishOrCancel() throws {
        let finished = try record(Stage(transitioningDelegate: Bouncy.delegate()),
                                  Self.options(0.5, finishes: true, direction: .dismiss))
        #expect(finished.phases.map(\.name) == ["present", "dismiss"])
        #expect(finished.phases[1].completed)
        #expect(isClose(finished.phases[1].duration, Bouncy.dismissDuration, 1e-6))
        #expect(finished.phases[1].final.view(named: "presented") == nil)

        let stage = Stage(transitioningDelegate: Bouncy.delegate())
        let cancelled = try record(stage, Self.options(0.5, finishes: false, direction: .dismiss))
        let dismiss = cancelled.phases[1]
        #expect(!dismiss.completed)
        #expect(isClose(dismiss.duration, Bouncy.dismissDuration))
        #expect(dismiss.final.view(named: "presented")?.frame == Rect(x: 30, y: 30, width: 333, height: 792))
        #expect(dismiss.final.view(named: "dim")?.alpha == Bouncy.dimAlpha)
        #expect(stage.presented.presentingViewController === stage.presenting)
        #expect(cancelled.diagnostics == [])
    }

    @Test(arguments: [(0.0, true), (0.0, false), (1.0, true), (1.0, false), (0.25, true)])
    func theEndsOfTheRangeTimeAsTheFractionSays(_ fraction: Double, _ finishes: Bool) throws {
        let recording = try record(Stage(transitioningDelegate: Cool.delegate()), Self.options(fraction, finishes: finishes))
        let present = recording.phases[0]
        #expect(present.completed == finishes)
        let completion = try #require(present.events.first { $0.call.hasPrefix("completeTransition") })
        let expected = finishes ? Cool.duration : 2 * fraction * Cool.duration
        #expect(isClose(completion.t, expected, 1e-6))
        let updates = present.events.filter { $0.call.hasPrefix("updateInteractiveTransition") }
        #expect(updates.count == Int((fraction * Cool.duration * 60).rounded(.up)))
    }

    @Test func theFingerReportsAtTheTouchRateWhateverTheSamplingRate() throws {
        let step = Recorder.Step.interactive(.init(direction: .present, fraction: 0.6, finishes: true))
        let slow = try record(Stage(transitioningDelegate: Bouncy.delegate()), .init(fps: 7, steps: [step]))
        let fast = try record(Stage(transitioningDelegate: Bouncy.delegate()), .init(fps: 120, steps: [step]))
        // The end is found by solving the completion curve, to within nanoseconds that depend on the steps
        // taken: the same at the export's precision.
        #expect(slow.rounded().phases[0].events == fast.rounded().phases[0].events)
        #expect(slow.phases[0].frames.count < fast.phases[0].frames.count)
    }
}
