import PresentationKit
import Testing

@testable import PrestyleExport
@testable import PrestyleStage
@testable import RecordingTesting

@Suite("Recorder: view names")
struct FrameSamplerTests {
    static func clashingRecording() throws -> Recording {
        let delegate = StyleDelegate(present: FadeAnimator()) { presented, presenting in
            NameClashPresentationController(presentedViewController: presented, presenting: presenting)
        }
        return try record(Stage(transitioningDelegate: delegate))
    }

    @Test func repeatedNamesGetNumberedAndTheStagesViewsKeepTheirs() throws {
        let recording = try Self.clashingRecording()
        let final = try #require(recording.phase(named: "present")?.final)
        #expect(final.views.map(\.name) == [
            "window", "presenting", "toolbar", "list",
            "container", "shadow", "shadow#2", "presented#2", "presented", "header", "body",
        ])
        #expect(final.view(named: "header")?.parent == "presented")
        #expect(final.roles()[final.views.firstIndex { $0.name == "presented" }!] == .presented)
    }

    @Test func everyViewKeepsItsNameInEveryFrameAndPhase() throws {
        let recording = try Self.clashingRecording()
        var parents: [String: String?] = [:]
        for phase in recording.phases {
            for frame in phase.frames + [phase.final] {
                let names = frame.views.map(\.name)
                #expect(Set(names).count == names.count)
                for view in frame.views {
                    if let known = parents[view.name] { #expect(known == view.parent, "\(view.name)") }
                    parents[view.name] = view.parent
                }
            }
        }
        let dismiss = try #require(recording.phase(named: "dismiss"))
        #expect(dismiss.frames[0].view(named: "shadow#2") != nil)
        #expect(dismiss.frames[0].view(named: "presented")?.parent == "container")
    }

    @Test func aTransparentColorIsNoColor() throws {
        let stage = Stage()
        let view = View(name: "glass", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 0)
        stage.window.rootView.addSubview(view)
        let sampler = FrameSampler(window: stage.window) { _ in nil }
        let frame = sampler.frame(at: 0)
        #expect(frame.view(named: "glass")?.color == nil)
        #expect(frame.view(named: "presenting")?.color == Color(hex: "#f2f2f7"))
        #expect(frame.view(named: "window")?.parent == nil)
    }

    @Test func framesShowAlphaAsTheScreenCanShowIt() {
        let stage = Stage()
        let view = View(name: "fade", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        view.alpha = 0.5
        stage.window.rootView.addSubview(view)
        // The cubic spline through 0.5, 0, 1, 1 dips to about -0.013 and rises to about 1.106.
        stage.window.clock.animateKeyframes(withDuration: 1, calculationMode: .cubic, timing: .curve(.linear)) {
            stage.window.clock.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.3) { view.alpha = 0 }
            stage.window.clock.addKeyframe(withRelativeStartTime: 0.3, relativeDuration: 0.2) { view.alpha = 1 }
            stage.window.clock.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 1 }
        }
        let sampler = FrameSampler(window: stage.window) { _ in nil }
        var engine: [Double] = [], recorded: [Double] = []
        for step in 0...100 {
            stage.window.clock.advance(to: Double(step) / 100)
            engine.append(view.presentation.alpha)
            recorded.append(sampler.frame(at: Double(step) / 100).view(named: "fade")?.alpha ?? .nan)
        }
        #expect(engine.min()! < 0 && engine.max()! > 1, "the presentation value overshoots, as Core Animation's does")
        #expect(recorded.min() == 0 && recorded.max() == 1, "the recording shows what is drawn")
    }

    @Test func traceArgumentsAreFoldedIntoTheCall() {
        #expect(Recording.Event.call("viewDidAppear", detail: "true") == "viewDidAppear(true)")
        #expect(Recording.Event.call("willMove(toParent:)", detail: "presenting") == "willMove(toParent: presenting)")
        #expect(Recording.Event.call("animateTransition(using:)", detail: nil) == "animateTransition(using:)")
    }
}
