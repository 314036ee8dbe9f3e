import TestSupport
import Testing

@testable import PrestyleStage

/// The bundled styles in the scenes they declare: every one plays a push and pop and a tab switch and back
/// without a diagnostic (the view shown again is put back by the animator, not by the engine's warning), and
/// `Styles/fade.lua`, an animator of the seeds' kind, fades a navigation push and pop, dragged or not.
@Suite("Scenes: the bundled styles push and switch tabs")
struct BundledStyleSceneTests {
    let styles = TemporaryStyles()

    /// Every bundled style, by name, with the scenes it declares.
    static let bundled: [(name: String, scenes: [String])] = {
        guard let registry = try? TemporaryStyles().registry() else { return [] }
        return registry.styles.map { ($0.name, $0.scenes.map(\.rawValue)) }
    }()

    /// The bundled styles that declare `scene`.
    static func declaring(_ scene: String) -> [String] {
        bundled.filter { $0.scenes.contains(scene) }.map(\.name)
    }

    func record(_ style: String, _ scene: StyleScene, steps: [Recorder.Step]? = nil) throws -> (Stage, Recording) {
        let stage = try Stage(style: style, in: styles.registry(), scene: scene)
        let recording = try Recorder.record(
            stage: stage, options: Recorder.Options(steps: steps ?? [scene.showStep, scene.hideStep]))
        return (stage, recording)
    }

    /// The presented view's opacity at `time` into `phase`.
    func presentedAlpha(_ phase: Recording.Phase, at time: Double) throws -> Double? {
        try phase.frame(at: time).view(named: "presented")?.alpha
    }

    @Test func theStylesWithAnAnimatorOfTheirOwnDeclarePushAndTab() {
        for name in ["fade", "cover", "flip", "slide", "fold", "zoom", "cool", "pop"] {
            let scenes = Self.bundled.first { $0.name == name }?.scenes ?? []
            #expect(scenes.contains("push") && scenes.contains("tab"), "\(name): \(scenes)")
        }
        // A sheet, a panel or a popover is a presentation's, not a push's.
        for name in ["sheet", "panel", "note-popover", "pan-sheet", "drop"] {
            #expect(Self.bundled.first { $0.name == name }?.scenes == ["present"], "\(name)")
        }
    }

    @Test(arguments: declaring("push"))
    func aBundledStylePushesAndPopsWithoutADiagnostic(_ name: String) throws {
        let (stage, recording) = try record(name, .push)
        #expect(recording.phases.map(\.name) == ["push", "pop"])
        #expect(recording.phases.allSatisfy { $0.completed })
        #expect(recording.diagnostics.isEmpty, "\(name): \(recording.diagnostics)")
        #expect(recording.phases[1].final.view(named: "presenting") != nil)
        #expect(!stage.isShowingPresented)
    }

    @Test(arguments: declaring("tab"))
    func aBundledStyleSwitchesTabsAndBackWithoutADiagnostic(_ name: String) throws {
        let (stage, recording) = try record(name, .tab)
        #expect(recording.phases.map(\.name) == ["tab", "tab-back"])
        #expect(recording.phases.allSatisfy { $0.completed })
        #expect(recording.diagnostics.isEmpty, "\(name): \(recording.diagnostics)")
        #expect(recording.phases[1].final.view(named: "presenting") != nil)
        #expect(!stage.isShowingPresented)
    }

    @Test func fadeFadesThePushedViewInOverThePresentersAndOutInThePop() throws {
        let (_, recording) = try record("fade", .push)
        #expect(recording.style == "fade" && recording.scene == "push")
        let push = recording.phases[0], pop = recording.phases[1]
        #expect(abs(push.duration - 0.5) < 1e-9 && abs(pop.duration - 0.5) < 1e-9)
        // Pushed: from clear to opaque over the whole screen, the presenter's view under it all the while.
        #expect(try presentedAlpha(push, at: 0) == 0)
        #expect(push.final.view(named: "presented")?.alpha == 1)
        #expect(push.final.view(named: "presented")?.frame == Rect(x: 0, y: 0, width: 393, height: 852))
        // Half way through the ease-in-ease-out curve (symmetric), half way to opaque.
        let halfway = try #require(try presentedAlpha(push, at: 0.25))
        #expect(abs(halfway - 0.5) < 0.01, "\(halfway)")
        #expect(try push.frame(at: 0.25).view(named: "presenting") != nil)
        // Popped: the presenter's view is back under the fading one from the start, and alone at the end.
        let first = try #require(pop.frames.first)
        let order = first.views.map(\.name)
        let under = try #require(order.firstIndex(of: "presenting")), over = try #require(order.firstIndex(of: "presented"))
        #expect(under < over, "\(order)")
        #expect(first.view(named: "presented")?.alpha == 1)
        let popHalfway = try #require(try presentedAlpha(pop, at: 0.25))
        #expect(abs(popHalfway - 0.5) < 0.01, "\(popHalfway)")
        #expect(pop.final.view(named: "presented") == nil)
        #expect(pop.final.view(named: "presenting")?.alpha == 1)
        #expect(recording.diagnostics.isEmpty, "\(recording.diagnostics)")
    }

    @Test(arguments: [true, false])
    func fadesPopDraggedHalfWayFinishesOrCancels(_ finishes: Bool) throws {
        let pop = Recorder.Interaction(direction: .pop, fraction: 0.5, finishes: finishes)
        let (stage, recording) = try record("fade", .push, steps: [.push, .interactive(pop)])
        let phase = recording.phases[1]
        #expect(phase.name == "pop" && phase.completed == finishes)
        #expect(phase.events.contains { $0.call == "animateTransition(using:)" && $0.target == "fade.animator" })
        #expect(phase.events.contains { $0.call == (finishes ? "finishInteractiveTransition" : "cancelInteractiveTransition") })
        // Dragged to half of the 0.5 s fade: half way out where the finger lets go.
        let halfway = try #require(try presentedAlpha(phase, at: 0.25))
        #expect(abs(halfway - 0.5) < 0.01, "\(halfway)")
        // Finished: the pushed view is gone and the presenter's shown; cancelled: opaque again, still pushed.
        if finishes {
            #expect(phase.final.view(named: "presented") == nil)
        } else {
            #expect(phase.final.view(named: "presented")?.alpha == 1)
        }
        #expect(phase.final.view(named: "presenting") != nil || !finishes)
        #expect(stage.isShowingPresented == !finishes)
        #expect(recording.diagnostics.isEmpty, "\(recording.diagnostics)")
    }
}
