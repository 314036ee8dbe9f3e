import PresentationKit
import Testing

@testable import PrestyleExport
@testable import PrestyleStage
@testable import RecordingTesting

@Suite("Recorder: options")
struct RecorderOptionsTests {
    static let invalid: [(Recorder.Options, String)] = [
        (.init(fps: 0), "fps must be more than 0"),
        (.init(fps: -5), "fps must be more than 0"),
        (.init(fps: .nan), "fps must be more than 0"),
        (.init(fps: 1000), "at most 240"),
        (.init(maximumPhaseDuration: 0), "the longest phase"),
        (.init(maximumPhaseDuration: .infinity), "the longest phase"),
        (.init(watchdog: TransitionWatchdog(grace: -1)), "grace period"),
        (.init(steps: []), "at least one step"),
        (.init(steps: [.dismiss]), "needs the controller presented; add a present step"),
        (.init(steps: [.present, .present]), "cannot run while the controller is presented"),
        (.init(steps: [.rotate(), .present]), "the rotate phase needs the controller presented"),
        (.init(steps: [.present, .dismiss, .adapt()]), "the adapt phase needs the controller presented"),
        (.init(steps: [.present, .adapt(horizontalSizeClass: .unspecified)]), "to compact or regular, not unspecified"),
        (.init(steps: [.present, .adaptBack]), "the adapt-back phase (--adapt) undoes an adapt phase; add an adapt step"),
        (.init(steps: [.interactive(.init(direction: .present, fraction: 1.5, finishes: true))]),
         "driven to a fraction from 0 to 1, not 1.5"),
        (.init(steps: [.interactive(.init(direction: .present, fraction: .nan, finishes: true))]),
         "driven to a fraction from 0 to 1, not nan"),
        (.init(steps: [.interactive(.init(direction: .dismiss, fraction: 0.5, finishes: true))]),
         "the dismiss phase needs the controller presented"),
        (.init(steps: [.interactive(.init(direction: .present, fraction: 0.5, finishes: false))], animated: false),
         "the interactive present phase (--interactive) needs an animated run"),
        (.init(steps: [.interactive(.init(direction: .present, fraction: 0.5, finishes: false)), .present]),
         "the present phase cannot run while the controller is presented"),
        (.init(at: Moment(phase: "rotate", time: 0.1)), "names phase \"rotate\", which this run does not have"),
        (.init(at: Moment(time: -1)), "0 seconds or later"),
        (.init(at: Moment(time: .nan)), "0 seconds or later"),
    ]

    @Test(arguments: 0..<RecorderOptionsTests.invalid.count)
    func badOptionsAreRefusedBeforeAnythingRuns(_ index: Int) {
        let (options, message) = Self.invalid[index]
        let stage = Stage()
        #expect {
            try Recorder.record(stage: stage, options: options)
        } throws: { error in
            (error as? RecorderError)?.message.contains(message) == true
        }
        #expect(stage.window.trace.events.allSatisfy { $0.call != "present" })
        #expect(!stage.isUsed)
    }

    @Test(arguments: [
        [Recorder.Step.present, .rotate(), .dismiss],
        [.present, .adapt(), .adaptBack, .dismiss],
        [.present, .adapt(horizontalSizeClass: .compact), .rotate(to: .landscapeRight), .adaptBack, .adaptBack],
        [.interactive(.init(direction: .present, fraction: 0.4, finishes: false)), .dismiss],
        [.present, .interactive(.init(direction: .dismiss, fraction: 1, finishes: false)), .present],
        [.interactive(.init(direction: .present, fraction: 0, finishes: true)), .rotate(), .dismiss],
    ])
    func scenariosWithTheExtraStepsAreAccepted(_ steps: [Recorder.Step]) throws {
        // Steps after an interaction are planned as if it finished, whether it is asked to or not.
        try Recorder.Options(steps: steps).validate()
    }

    @Test func aStageRecordsOnce() throws {
        let stage = Stage()
        _ = try record(stage)
        #expect(throws: RecorderError.self) { try Recorder.record(stage: stage) }
    }

    @Test func repeatedStepsMakeNumberedPhases() throws {
        let options = Recorder.Options(steps: [.present, .dismiss, .present, .dismiss])
        #expect(options.phaseNames == ["present", "dismiss", "present-2", "dismiss-2"])
        let recording = try record(Stage(transitioningDelegate: Bouncy.delegate()), options)
        #expect(recording.phases.map(\.name) == options.phaseNames)
        #expect(recording.phases.allSatisfy { $0.completed })
        #expect(recording.diagnostics == [])
    }

    @Test func aMomentBetweenSamplesIsCapturedExactly() throws {
        let recording = try record(Stage(), .init(at: Moment(phase: "present", time: 0.123)))
        let present = try #require(recording.phase(named: "present"))
        #expect(present.frames.count == 31 + 1)
        #expect(zip(present.frames, present.frames.dropFirst()).allSatisfy { $0.t < $1.t })
        let frame = try present.frame(at: 0.123)
        #expect(frame.t == 0.123)
        let expected = 852 * (1 - TimingCurve.easeInEaseOut.progress(at: 0.123 / 0.5))
        #expect(isClose(try #require(frame.view(named: "presented")).frame.minY, expected))
        #expect(recording.phase(named: "dismiss")?.frames.count == 31)
    }

    @Test(arguments: [
        (Moment(time: 0.25), 31),                       // on a sample: nothing to add
        (Moment(time: 0.21), 32),                       // the first phase when none is named
        (Moment(phase: "present", time: 5), 31),        // after the end: the final state is the answer
    ])
    func aMomentAddsASampleOnlyWhenItNeedsOne(_ moment: Moment, _ count: Int) throws {
        let recording = try record(Stage(), .init(at: moment))
        #expect(recording.phases[0].frames.count == count)
    }

    @Test func theSamplingRateSetsTheFrames() throws {
        let recording = try record(Stage(), .init(fps: 7))
        let expected: [Double] = (0...3).map { Double($0) / 7 }
        #expect(recording.phases[0].frames.map(\.t) == expected)
        #expect(recording.phases[0].final.t == 0.5)
    }
}
