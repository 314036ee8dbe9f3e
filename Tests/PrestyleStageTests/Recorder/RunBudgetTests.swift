import PresentationKit
import Testing

@testable import PrestyleExport
@testable import PrestyleStage
@testable import RecordingTesting

/// Long and many gestures are bounded: a phase keeps its touches up to its cut, touch samples count against
/// the recording's allowance, and a run asking past the step, gesture or memory bounds is refused up front,
/// naming the flag.
@Suite("Recorder: a run's budget")
struct RunBudgetTests {
    private func drag(seconds: Double) -> Recorder.Gesture {
        Recorder.Gesture(dragging: "presented", by: Point(x: 40, y: 0), duration: seconds)
    }

    @Test func aTenMinuteDragKeepsOnlyTheTouchesOfThePhasesCut() throws {
        let delegate = StyleDelegate(present: FadeAnimator())
        let options = Recorder.Options(fps: 1, steps: [.present, .gesture(drag(seconds: 600)), .dismiss])
        let recording = try record(Stage(transitioningDelegate: delegate), options)
        let phase = try #require(recording.phase(named: "drag"))
        // 30 s at 60 a second: touch-down, 1,799 moves, lift-off at the cut.
        #expect(phase.touches?.count == 1_801)
        #expect(phase.touches?.last?.t == 30)
        #expect(phase.touches?.last?.phase == "ended")
        #expect(phase.duration <= 30 + 1e-9)
        #expect(recording.diagnostics.contains { $0.message.contains("lifts at t = 30 s, of the 600 s asked") })
    }

    @Test func touchSamplesTakeFromTheRecordingsAllowance() throws {
        let delegate = StyleDelegate(present: FadeAnimator())
        let options = Recorder.Options(fps: 240, steps: [.present, .gesture(drag(seconds: 20)), .dismiss], maximumViewStates: 1_300)
        let recording = try record(Stage(transitioningDelegate: delegate), options)
        let phase = try #require(recording.phase(named: "drag"))
        let touches = try #require(phase.touches?.count)
        let viewStates = recording.phases.reduce(0) { sum, phase in sum + phase.frames.reduce(0) { $0 + $1.views.count } }
        #expect(touches < 1_201)
        #expect(touches + viewStates <= 1_300, "\(touches) touches, \(viewStates) view states")
        #expect(recording.diagnostics.contains { $0.message.contains("the touch samples left in the recording's allowance") })
    }

    @Test func aBudgetCountsEachGesturesTouchesUpToTheCut() {
        let options = Recorder.Options(steps: [.present, .gesture(drag(seconds: 600)), .gesture(Recorder.Gesture(tapping: "dim")), .dismiss])
        let budget = RunBudget(options)
        #expect(budget.steps == 4)
        #expect(budget.gestures == 2)
        // 1,801 for the drag cut at 30 s; a tap of 0.1 s: touch-down, 5 moves, lift-off.
        #expect(budget.touchSamples == 1_801 + 7)
        #expect(budget.estimatedBytes <= RunBudget.memoryCeiling)
    }

    @Test func moreGesturesThanARunTakesAreRefusedNamingTheFlags() {
        let steps = [Recorder.Step.present] + Array(repeating: .gesture(Recorder.Gesture(tapping: "dim")), count: 33) + [.dismiss]
        let error = #expect(throws: RecorderError.self) { try Recorder.Options(steps: steps).validate() }
        #expect(error?.message.hasPrefix("--tap and --drag are given 33 times; a run takes at most 32 gestures") == true)
        let fits = [Recorder.Step.present] + Array(repeating: .gesture(Recorder.Gesture(tapping: "dim")), count: 32) + [.dismiss]
        #expect(throws: Never.self) { try Recorder.Options(steps: fits).validate() }
    }

    @Test func dragsThatWouldPassTheMemoryCeilingAreRefusedNamingTheFlags() {
        let steps = [Recorder.Step.present] + Array(repeating: .gesture(drag(seconds: 30)), count: 30) + [.dismiss]
        let error = #expect(throws: RecorderError.self) { try Recorder.Options(steps: steps).validate() }
        #expect(error?.message.hasPrefix("--tap and --drag keep 54,030 touch samples") == true)
        #expect(error?.message.contains("over the 1,024 MiB a run may use; use fewer or shorter drags") == true)
    }

    @Test func anAllowanceTooLargeForTheCeilingIsRefusedNamingIt() {
        let error = #expect(throws: RecorderError.self) { try Recorder.Options(maximumViewStates: 10_000_000).validate() }
        #expect(error?.message.contains("the recording's allowance of 10,000,000 view states (maximumViewStates) is too large") == true)
    }
}
