import PresentationKit
import Testing

@testable import PrestyleExport
@testable import PrestyleStage
@testable import RecordingTesting

/// The rotate step (`--rotate`): the device turns while the controller is presented, the change flows through
/// the presentation controller and the presented controller, and the chrome follows the container.
@Suite("Recorder: rotation while presented")
struct RecorderRotationTests {
    static let rotateWhilePresented = Recorder.Options(steps: [.present, .rotate(), .dismiss])

    @Test func theRotatePhaseTurnsThePhoneToLandscapeInAQuarterTurnsTime() throws {
        let recording = try record(Stage(transitioningDelegate: Bouncy.delegate()), Self.rotateWhilePresented)
        #expect(recording.phases.map(\.name) == ["present", "rotate", "dismiss"])
        #expect(recording.phases.map(\.completed) == [true, true, true])
        let rotate = recording.phases[1]
        #expect(rotate.duration == Window.rotationDuration)
        #expect(rotate.frames.count == 25)
        #expect(rotate.frames.first?.view(named: "window")?.frame == Rect(x: 0, y: 0, width: 393, height: 852))
        #expect(rotate.final.view(named: "window")?.frame == Rect(x: 0, y: 0, width: 852, height: 393))
        #expect(rotate.events.first?.call == "rotate(portrait → landscapeLeft)")
        #expect(recording.diagnostics == [])
    }

    @Test func theRecordingKeepsTheInitialDeviceAndEachPhaseAfterTheTurnSaysWhatTheScreenIs() throws {
        let recording = try record(Stage(transitioningDelegate: Bouncy.delegate()), Self.rotateWhilePresented)
        let landscape = Recording.RecordedDevice(.iPhone15, orientation: .landscapeLeft)
        #expect(recording.device == Recording.RecordedDevice(.iPhone15, orientation: .portrait))
        #expect(recording.phases.map(\.device) == [nil, landscape, landscape])
        #expect(recording.device(during: recording.phases[0]) == recording.device)
        #expect(recording.device(during: recording.phases[1]).safeArea == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        #expect(recording.device(during: recording.phases[1]).traits == Recording.Traits(horizontal: .compact, vertical: .compact))
    }

    @Test func theSizeChangeReachesThePresentationControllerAndThePresentedController() throws {
        let recording = try record(Stage(transitioningDelegate: Bouncy.delegate()), Self.rotateWhilePresented)
        let rotate = try #require(recording.phase(named: "rotate"))
        let controller = "BouncyPresentationController(presented)"
        let size = "viewWillTransition(to:with: 852×393)"
        let calls = rotate.events.map { "\($0.call) \($0.target)" }
        let order = [
            "willTransition(to:with: Hcompact Vcompact phone @3x) \(controller)",
            "\(size) presenting", "\(size) \(controller)", "\(size) presented",
            "traitCollectionDidChange(Hcompact Vregular phone @3x → Hcompact Vcompact phone @3x) \(controller)",
            "containerViewWillLayoutSubviews \(controller)", "containerViewDidLayoutSubviews \(controller)",
        ]
        let indices = try order.map { call in try #require(calls.firstIndex(of: call), "\(call)") }
        #expect(indices == indices.sorted())
        #expect(rotate.events.allSatisfy { $0.t == 0 || $0.t == Window.rotationDuration })
        // A custom presentation does not adapt: the style keeps presenting.
        #expect(!rotate.calls.contains("presentationTransitionWillBegin"))
    }

    @Test func theDimAndTheCardFollowTheContainerThroughoutTheTurn() throws {
        let recording = try record(Stage(transitioningDelegate: Bouncy.delegate()), Self.rotateWhilePresented)
        let rotate = try #require(recording.phase(named: "rotate"))
        var widths: [Double] = []
        for frame in rotate.frames + [rotate.final] {
            let screen = try #require(frame.view(named: "window")).frame
            let card = screen.insetBy(dx: Bouncy.inset, dy: Bouncy.inset)
            #expect(frame.view(named: "container")?.frame == screen, "t = \(frame.t)")
            #expect(frame.view(named: "dim")?.frame == screen, "t = \(frame.t)")
            #expect(isClose(try #require(frame.view(named: "presented")).frame, card), "t = \(frame.t)")
            widths.append(screen.width)
        }
        #expect(zip(widths, widths.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(Set(widths).count == rotate.frames.count, "a new width at every sample")
        let half = 393 + (852 - 393) * TimingCurve.easeInEaseOut.progress(at: 0.5)
        #expect(isClose(try #require(rotate.frames[12].view(named: "window")).frame.width, half))
        #expect(rotate.final.view(named: "dim")?.alpha == Bouncy.dimAlpha)

        let dismiss = try #require(recording.phase(named: "dismiss"))
        #expect(dismiss.final.view(named: "presenting")?.frame == Rect(x: 0, y: 0, width: 852, height: 393))
        #expect(dismiss.final.view(named: "toolbar")?.frame.width == 852)
    }

    @Test func aLandscapeStageTurnsToPortrait() throws {
        let stage = Stage(orientation: .landscapeLeft)
        let recording = try record(stage, Self.rotateWhilePresented)
        let rotate = try #require(recording.phase(named: "rotate"))
        #expect(rotate.device == Recording.RecordedDevice(.iPhone15, orientation: .portrait))
        // The default full-screen presentation: the presented view stretches with its container.
        #expect(rotate.final.view(named: "presented")?.frame == Rect(x: 0, y: 0, width: 393, height: 852))
        #expect(recording.phases.map(\.completed) == [true, true, true])
        #expect(recording.diagnostics == [])
    }

    @Test func aHalfTurnTakesTwiceAsLongAndKeepsTheSize() throws {
        let options = Recorder.Options(steps: [.present, .rotate(to: .landscapeRight), .dismiss])
        let recording = try record(Stage(orientation: .landscapeLeft, transitioningDelegate: Bouncy.delegate()), options)
        let rotate = try #require(recording.phase(named: "rotate"))
        #expect(rotate.duration == 2 * Window.rotationDuration)
        #expect(rotate.device == Recording.RecordedDevice(.iPhone15, orientation: .landscapeRight))
        #expect(rotate.final.view(named: "window")?.frame == Rect(x: 0, y: 0, width: 852, height: 393))
        #expect(rotate.calls.contains("viewWillTransition(to:with: 852×393)"), "a half turn still tells the controllers")
    }

    @Test func turningBackLeavesThePhaseWithoutADevice() throws {
        let options = Recorder.Options(steps: [.present, .rotate(), .rotate(), .dismiss])
        #expect(options.phaseNames == ["present", "rotate", "rotate-2", "dismiss"])
        let recording = try record(Stage(transitioningDelegate: Bouncy.delegate()), options)
        #expect(recording.phases.map { $0.device?.orientation } == [nil, .landscapeLeft, nil, nil])
        #expect(recording.phases[2].final.view(named: "presented")?.frame == Rect(x: 30, y: 30, width: 333, height: 792))
    }

    @Test func turningToTheCurrentOrientationChangesNothingAndSaysSo() throws {
        let options = Recorder.Options(steps: [.present, .rotate(to: .portrait), .dismiss])
        let recording = try record(Stage(), options)
        let rotate = try #require(recording.phase(named: "rotate"))
        #expect(rotate.duration == 0)
        #expect(rotate.completed)
        #expect(rotate.device == nil)
        #expect(recording.diagnostics.map(\.severity) == [.note])
        #expect(recording.diagnostics.first?.message == "the rotate phase changed nothing: the window is already portrait")
        #expect(recording.phase(named: "dismiss")?.completed == true)
    }

    @Test func withoutAnimationTheTurnIsImmediate() throws {
        let recording = try record(Stage(transitioningDelegate: Bouncy.delegate()),
                                   .init(steps: [.present, .rotate(), .dismiss], animated: false))
        let rotate = try #require(recording.phase(named: "rotate"))
        #expect(rotate.duration == 0)
        #expect(rotate.frames.count == 1)
        #expect(rotate.frames[0].view(named: "window")?.frame.width == 852)
        #expect(rotate.completed)
    }
}
