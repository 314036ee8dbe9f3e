import TestSupport
import Testing

@testable import PrestyleStage

/// One animator in every scene: a presentation, a navigation push and pop, a tab switch and back, a
/// layout-to-layout push and pop and a presentation from a split view's secondary — each recorded like the
/// present scene, its phases named for what it does and its export naming the scene.
@Suite("Scenes: one style in every scene")
struct SceneRecordingTests {
    let styles = TemporaryStyles()

    init() { styles.write("slider", SceneStyles.slider) }

    /// The style recorded in `scene`, showing `presented` then taking it away.
    func record(_ scene: StyleScene, steps: [Recorder.Step]? = nil, style: String = "slider") throws -> (Stage, Recording) {
        let stage = try Stage(style: style, in: styles.registry(), scene: scene)
        let recording = try Recorder.record(
            stage: stage, options: Recorder.Options(steps: steps ?? [scene.showStep, scene.hideStep]))
        return (stage, recording)
    }

    /// The presented view's x at the start and at the end of a phase, as recorded.
    func presentedX(_ phase: Recording.Phase) -> (start: Double?, end: Double?) {
        (phase.frames.first?.view(named: "presented")?.frame.minX, phase.final.view(named: "presented")?.frame.minX)
    }

    @Test(arguments: [StyleScene.present, .push, .tab])
    func theAnimatorSlidesThePresentedViewInAndOutInEachScene(_ scene: StyleScene) throws {
        let (stage, recording) = try record(scene)
        let names = [scene.showStep.phaseName, scene.hideStep.phaseName]
        #expect(recording.phases.map(\.name) == names)
        #expect(recording.phases.allSatisfy { $0.completed })
        #expect(recording.diagnostics.isEmpty, "\(recording.diagnostics)")
        #expect(recording.scene == (scene == .present ? nil : scene.rawValue))
        let show = recording.phases[0]
        #expect(abs(show.duration - 0.4) < 1e-9)
        #expect(presentedX(show).start == 393)
        #expect(presentedX(show).end == 0)
        // Halfway through the linear slide, halfway across.
        #expect(try show.frame(at: 0.2).view(named: "presented")?.frame.minX == 196.5)
        #expect(show.events.contains { $0.call == "animateTransition(using:)" && $0.target == "slider.animator" })
        // Taken away: slid out to the right edge, and the presenter's view shown again.
        let hide = recording.phases[1]
        #expect(try hide.frame(at: 0.2).view(named: "presented")?.frame.minX == 196.5)
        #expect(hide.final.view(named: "presenting") != nil)
        #expect(!stage.isShowingPresented)
    }

    @Test func theSceneIsInTheExportAndReadBack() throws {
        let (_, push) = try record(.push)
        let json = try push.jsonText()
        #expect(json.contains("\"scene\": \"push\""))
        #expect(try Recording(json: json).scene == "push")
        let (_, present) = try record(.present)
        #expect(!(try present.jsonText()).contains("\"scene\""), "a presentation's export is as before")
    }

    @Test func theLayoutScenePushesALayoutToLayoutControllerAndPopsIt() throws {
        let (stage, recording) = try record(.layout)
        #expect(recording.phases.map(\.name) == ["push", "pop"])
        #expect(recording.phases.allSatisfy { $0.completed })
        #expect(recording.diagnostics.isEmpty, "\(recording.diagnostics)")
        let push = recording.phases[0]
        #expect(push.events.contains { $0.target == "LayoutToLayoutNavigationAnimator(push)" })
        // The shared collection view's items move from the grid to the rows.
        let first = try #require(push.frames.first), last = push.final
        let moved = first.views.filter { view in
            guard let after = last.view(named: view.name), view.parent == after.parent else { return false }
            return view.frame != after.frame && view.frame.width == 80 && after.frame.width == 340
        }
        #expect(!moved.isEmpty, "\(last.views.map(\.name))")
        #expect(!stage.isShowingPresented)
    }

    @Test func theSplitSceneCollapsesAndExpandsUnderThePresentation() throws {
        let (stage, recording) = try record(.split, steps: [.present, .adapt(), .adaptBack, .dismiss])
        let split = try #require(stage.container as? SplitViewController)
        #expect(recording.phases.map(\.name) == ["present", "adapt", "adapt-back", "dismiss"])
        #expect(recording.phases.allSatisfy { $0.completed })
        #expect(!recording.diagnostics.contains { $0.severity == .error }, "\(recording.diagnostics)")
        // Collapsed on a phone; the adapt step's regular width expands it, adapt-back collapses it again.
        #expect(recording.phases[1].events.contains { $0.call == "separate" && $0.target == "split" })
        #expect(recording.phases[2].events.contains { $0.call == "collapse" && $0.target == "split" })
        #expect(split.isCollapsed)
        // The presentation stayed through both: the presented view is on screen at the end of each.
        #expect(recording.phases[1].final.view(named: "presented") != nil)
        #expect(recording.phases[2].final.view(named: "presented") != nil)
    }

    @Test func theSplitSceneIsExpandedWhileThePresentationStaysAfterAnAdapt() throws {
        let (stage, recording) = try record(.split, steps: [.present, .adapt()])
        let split = try #require(stage.container as? SplitViewController)
        #expect(!split.isCollapsed)
        #expect(stage.isShowingPresented)
        #expect(recording.phases.allSatisfy { $0.completed })
    }

    @Test(arguments: [true, false])
    func theInteractivePopFinishesOrCancels(_ finishes: Bool) throws {
        let pop = Recorder.Interaction(direction: .pop, fraction: 0.5, finishes: finishes)
        let (stage, recording) = try record(.push, steps: [.push, .interactive(pop)])
        let phase = recording.phases[1]
        #expect(phase.name == "pop")
        #expect(phase.completed == finishes)
        #expect(phase.events.contains { $0.call.hasPrefix("updateInteractiveTransition") })
        #expect(phase.events.contains { $0.call == (finishes ? "finishInteractiveTransition" : "cancelInteractiveTransition") })
        // Dragged to 0.5 of 0.4 s: halfway out at 0.2 s, whichever way it then goes.
        #expect(try phase.frame(at: 0.2).view(named: "presented")?.frame.minX == 196.5)
        #expect(stage.isShowingPresented == !finishes)
        let navigation = try #require(stage.container as? NavigationController)
        #expect(navigation.viewControllers.count == (finishes ? 1 : 2))
    }

    @Test(arguments: [true, false])
    func theBuiltInInteractivePopScrubsTheLayoutTransition(_ finishes: Bool) throws {
        let pop = Recorder.Interaction(direction: .pop, fraction: 0.5, finishes: finishes)
        let (stage, recording) = try record(.layout, steps: [.push, .interactive(pop)])
        let phase = recording.phases[1]
        #expect(phase.completed == finishes)
        #expect(phase.events.contains { $0.target == "LayoutToLayoutNavigationAnimator(pop)" })
        #expect(phase.events.contains { $0.call.hasPrefix("updateInteractiveTransition") })
        #expect(phase.events.contains { $0.call == (finishes ? "finishInteractiveTransition" : "cancelInteractiveTransition") })
        #expect(stage.isShowingPresented == !finishes)
    }

    @Test func aStepOfAnotherSceneIsRefused() throws {
        let stage = try Stage(style: "slider", in: styles.registry(), scene: .push)
        #expect(throws: RecorderError.self) { try Recorder.record(stage: stage) }
        let tab = try Stage(style: "slider", in: styles.registry(), scene: .tab)
        let pop = Recorder.Interaction(direction: .pop, fraction: 0.5, finishes: true)
        #expect(throws: RecorderError.self) { try Recorder.record(stage: tab, options: .init(steps: [.tab, .interactive(pop)])) }
    }

    @Test func aBundledStylePlaysInThePushScene() throws {
        // overlay has no animator: the navigation controller's own slide plays, from the right edge and back.
        let (stage, recording) = try record(.push, style: "overlay")
        #expect(recording.style == "overlay" && recording.scene == "push")
        #expect(recording.phases.map(\.name) == ["push", "pop"])
        #expect(recording.diagnostics.isEmpty, "\(recording.diagnostics)")
        let push = recording.phases[0], pop = recording.phases[1]
        #expect(presentedX(push).start == 393 && presentedX(push).end == 0)
        let midway = try #require(push.frame(at: push.duration / 2).view(named: "presented")?.frame.minX)
        #expect(midway > 0 && midway < 393)
        #expect(pop.frames.first?.view(named: "presented")?.frame.minX == 0)
        #expect(pop.final.view(named: "presenting")?.frame.minX == 0)
        #expect(!stage.isShowingPresented)
    }

    @Test func aBundledStylesPushSceneTakesTheNavigationsOwnInteractivePop() throws {
        let pop = Recorder.Interaction(direction: .pop, fraction: 0.5, finishes: true)
        let (stage, recording) = try record(.push, steps: [.push, .interactive(pop)], style: "overlay")
        let phase = recording.phases[1]
        #expect(phase.completed && !stage.isShowingPresented)
        #expect(phase.events.contains { $0.target == "NavigationTransitionAnimator(pop)" })
        // Where the finger lets go, half of the 0.35 s timeline, the slide is part of the way out.
        let halfway = try #require(phase.frame(at: 0.175).view(named: "presented")?.frame.minX)
        #expect(halfway > 0 && halfway < 393, "\(halfway)")
    }
}
