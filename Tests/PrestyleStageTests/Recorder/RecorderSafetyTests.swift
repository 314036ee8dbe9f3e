import PresentationKit
import Testing

@testable import PrestyleExport
@testable import PrestyleStage
@testable import RecordingTesting

@Suite("Recorder: broken styles never hang a run")
struct RecorderSafetyTests {
    @Test func theWatchdogCompletesAnAnimatorThatNeverDoes() throws {
        let recording = try record(Stage(transitioningDelegate: StyleDelegate(present: SilentAnimator())))
        #expect(recording.phases.map(\.name) == ["present", "dismiss"])
        for phase in recording.phases {
            #expect(isClose(phase.duration, SilentAnimator.duration + 1))
            #expect(phase.completed)
            #expect(phase.event("completeTransition(true)") != nil)
        }
        // The same report in both phases, word for word, is listed once.
        #expect(recording.diagnostics.count == 1)
        let diagnostic = try #require(recording.diagnostics.first)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.hook == "animateTransition")
        #expect(diagnostic.message.contains("did not call completeTransition"))
        #expect(diagnostic.message.hasSuffix("(reported 2 times)"))
    }

    @Test func withoutAWatchdogAStuckPhaseEndsWhenNothingIsLeftToRun() throws {
        let stage = Stage(transitioningDelegate: StyleDelegate(present: SilentAnimator()))
        let recording = try record(stage, .init(watchdog: nil), checkingInvariants: false)
        #expect(recording.phases.map(\.name) == ["present"])
        let present = recording.phases[0]
        #expect(!present.completed)
        #expect(present.duration == 0)
        #expect(present.final.view(named: "presented") != nil)
        #expect(recording.diagnostics.map(\.severity) == [.error, .warning])
        #expect(recording.diagnostics[0].message.contains("the present phase never ended"))
        #expect(recording.diagnostics[1].message.contains("not run: dismiss"))
        #expect(stage.window.isTransitioning)
    }

    @Test func aPhaseThatNeverSettlesIsCutShortAndTheRunGoesOn() throws {
        let delegate = StyleDelegate(present: FadeAnimator()) { presented, presenting in
            TickingPresentationController(presentedViewController: presented, presenting: presenting)
        }
        let recording = try record(Stage(transitioningDelegate: delegate), .init(maximumPhaseDuration: 2))
        let present = try #require(recording.phase(named: "present"))
        #expect(present.duration == 2)
        #expect(present.completed, "its transition completed at 0.3 s; only the ticker ran on")
        #expect(present.frames.count == 121)
        #expect(present.event("completeTransition(true)")?.t == 0.3)
        #expect(recording.diagnostics.map(\.severity) == [.error])
        #expect(recording.diagnostics.first?.message.contains("longest a phase may take") == true)
        // The transition itself completed, so the dismissal runs; the ticker stops once it leaves the window.
        let dismiss = try #require(recording.phase(named: "dismiss"))
        #expect(dismiss.completed)
        #expect(dismiss.final.view(named: "ticker") == nil)
    }

    @Test func aTransitionLongerThanTheSampledStretchRunsOnToItsCompletion() throws {
        let delegate = StyleDelegate(present: FadeAnimator(duration: 3))
        let recording = try record(Stage(transitioningDelegate: delegate), .init(maximumPhaseDuration: 2))
        let present = try #require(recording.phase(named: "present"))
        #expect(present.completed)
        #expect(isClose(present.duration, 3))
        #expect(present.frames.count == 121, "sampled for the first 2 s only")
        #expect(present.event("completion(present)") != nil)
        #expect(present.final.view(named: "presented")?.alpha == 1)
        #expect(recording.diagnostics.map(\.severity) == [.note, .note])
        #expect(recording.diagnostics.allSatisfy { $0.message.contains("phase's transition took 3 s") })
        #expect(try #require(recording.phase(named: "dismiss")).completed)
    }

    @Test func aRecordingHoldsAtMostItsViewStatesAndStillRunsEveryPhaseToItsEnd() throws {
        let delegate = StyleDelegate(present: FadeAnimator())
        let recording = try record(Stage(transitioningDelegate: delegate), .init(maximumViewStates: 100))
        let present = try #require(recording.phase(named: "present"))
        let dismiss = try #require(recording.phase(named: "dismiss"))
        #expect(present.completed && dismiss.completed)
        #expect(isClose(present.duration, 0.3) && isClose(dismiss.duration, 0.3))
        let held = (present.frames + dismiss.frames).reduce(0) { $0 + $1.views.count }
        #expect(held <= 100 && held > 50, "\(held) view states")
        #expect(present.final.view(named: "presented")?.alpha == 1)
        #expect(recording.diagnostics.contains { $0.severity == .note && $0.message.contains("at most 100 view states") })
        #expect(throws: RecorderError.self) { try Recorder.Options(maximumViewStates: 0).validate() }
    }

    @Test func aPhaseThatSchedulesWorkWithoutEndIsStopped() throws {
        let stage = Stage()
        let sampler = FrameSampler(window: stage.window) { _ in nil }
        let recorder = PhaseRecorder(
            window: stage.window, sampler: sampler, fps: 60, maximumDuration: 30, extraSample: nil, maximumSteps: 50)
        let ticker = Ticker(clock: stage.window.clock, interval: 0.0001)
        let phase = recorder.record(name: "present", action: ticker.tick, didComplete: { true })
        #expect(!phase.completed)
        #expect(ticker.ticks == 1 + 50)
        #expect(isClose(phase.duration, 50 * 0.0001))
        #expect(stage.window.diagnostics.diagnostics(withCode: "phaseRunaway").count == 1)
    }

    @Test func aRefusedPresentationIsRecordedAsNotCompleted() throws {
        let recording = try record(Stage(presentationStyle: ModalPresentationStyle.none))
        #expect(recording.phases.map(\.name) == ["present"])
        #expect(!recording.phases[0].completed)
        #expect(recording.phases[0].duration == 0)
        #expect(recording.phases[0].frames.count == 1)
        #expect(recording.diagnostics.map(\.severity) == [.error, .warning])
        #expect(recording.diagnostics[1].message.contains("nothing is presented"))
    }

    @Test func aCancelledPresentationIsRecordedAsNotCompleted() throws {
        let recording = try record(Stage(transitioningDelegate: StyleDelegate(present: FadeAnimator(outcome: false))))
        let present = try #require(recording.phases.first)
        #expect(recording.phases.count == 1)
        #expect(!present.completed)
        #expect(present.duration == 0.3)
        #expect(present.event("presentationTransitionDidEnd(false)") != nil)
        #expect(present.final.view(named: "container") == nil)
        #expect(present.final.view(named: "presented") == nil)
    }

    @Test func anAnimationThatRepeatsForEverIsNotedNotWaitedFor() throws {
        let delegate = StyleDelegate(present: FadeAnimator()) { presented, presenting in
            PulsingPresentationController(presentedViewController: presented, presenting: presenting)
        }
        let recording = try record(Stage(transitioningDelegate: delegate), .init(steps: [.present]))
        #expect(recording.phases[0].duration == 0.3)
        #expect(recording.phases[0].completed)
        #expect(recording.diagnostics.map(\.severity) == [.note])
        #expect(recording.diagnostics.first?.message.contains("'pulse' (alpha)") == true)
    }
}

/// Schedules itself again every `interval`, for ever.
final class Ticker {
    let clock: AnimationClock
    let interval: Double
    private(set) var ticks = 0

    init(clock: AnimationClock, interval: Double) {
        self.clock = clock
        self.interval = interval
    }

    func tick() {
        ticks += 1
        clock.schedule(after: interval) { [weak self] in self?.tick() }
    }
}

/// Chrome that pulses for ever (a repeating, autoreversing animation).
final class PulsingPresentationController: PresentationController {
    let pulse = View(name: "pulse")

    override func presentationTransitionWillBegin() {
        guard let containerView, let clock = containerView.clock else { return }
        pulse.frame = Rect(x: 0, y: 0, width: 20, height: 20)
        containerView.addSubview(pulse)
        clock.animate(withDuration: 0.5, options: [.repeat, .autoreverse]) { self.pulse.alpha = 0.2 }
    }
}
