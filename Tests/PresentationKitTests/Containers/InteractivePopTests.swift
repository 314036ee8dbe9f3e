import PresentationKit
import Testing

/// The interactive pop — the edge-swipe gesture's model — finished and cancelled, with the standard slide
/// and with a delegate's animator and interaction controller.
@Suite("Interactive pops (and pushes)")
struct InteractivePopTests {
    private let appearanceCalls: Set<String> = ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"]

    /// A navigation controller showing `detail` above `root`, at rest.
    private func stack(in scene: Scene) -> (NavigationController, root: ViewController, detail: ViewController) {
        let navigation = scene.installNavigation()
        let detail = ViewController(name: "detail")
        navigation.pushViewController(detail, animated: false)
        scene.settle()
        return (navigation, navigation.viewControllers[0], detail)
    }

    @Test func aCancelledInteractivePopLeavesTheStackAsItWasWithUIKitsCallbacks() throws {
        try withScene { scene in
            let (navigation, root, detail) = stack(in: scene)
            let delegate = RecordingNavigationDelegate()
            navigation.delegate = delegate
            let mark = scene.window.trace.mark
            let interaction = try #require(navigation.beginInteractivePop())
            #expect(navigation.viewControllers.map(\.name) == ["root"], "the stack changes at once")
            scene.clock.advance(by: 0)
            interaction.update(0.5)
            let width = scene.window.bounds.width
            let shown = Reference.easeInEaseOut(0.5)
            #expect(close(detail.view.presentation.frame.minX, width * shown), "the finger dragged half the time")
            #expect(detail.transitionCoordinator?.isInteractive == true)
            var cancelled: Bool?
            detail.transitionCoordinator?.notifyWhenInteractionEnds { cancelled = $0.isCancelled }
            interaction.cancel()
            #expect(cancelled == true)
            scene.settle()

            #expect(navigation.viewControllers.map(\.name) == ["root", "detail"])
            #expect(detail.parent === navigation)
            #expect(detail.view.frame == navigation.contentView.bounds)
            #expect(detail.view.presentation.frame == navigation.contentView.bounds, "back at its start, model and display")
            #expect(root.view.window == nil)
            #expect(scene.lines(since: mark, calls: appearanceCalls) == [
                "viewWillDisappear detail true", "viewWillAppear root true",
                "viewWillDisappear root true", "viewDidDisappear root true",
                "viewWillAppear detail true", "viewDidAppear detail true",
            ])
            #expect(scene.lines(since: mark, calls: ["willMove(toParent:)", "didMove(toParent:)"]) == [
                "willMove(toParent:) detail nil", "didMove(toParent:) detail navigation",
            ], "the containment calls balance: detail stays a child")
            #expect(delegate.heard == ["willShow root", "animator pop detail→root", "didShow detail"],
                    "didShow names the controller that stayed, so the delegate can tell a cancelled pop")

            #expect(navigation.popViewController(animated: true) === detail, "a later pop works")
            scene.settle()
            #expect(navigation.viewControllers.map(\.name) == ["root"])
        }
    }

    @Test func aFinishedInteractivePopEndsLikeATappedBackButton() throws {
        try withScene { scene in
            let (navigation, root, detail) = stack(in: scene)
            let interaction = try #require(navigation.beginInteractivePop())
            scene.clock.advance(by: 0)
            interaction.update(0.6)
            let start = scene.clock.now
            interaction.finish()
            scene.settle()
            let completion = try #require(scene.window.trace.events.last { $0.call == "completeTransition" })
            #expect(close(completion.time, start + 0.4 * 0.35))
            #expect(navigation.viewControllers.map(\.name) == ["root"])
            #expect(detail.parent == nil)
            #expect(root.appearanceState == .appeared)
        }
    }

    @Test func aDelegatesAnimatorAndInteractionControllerDriveAPopThatCanBeCancelled() throws {
        withScene { scene in
            let (navigation, root, detail) = stack(in: scene)
            let interaction = PercentDrivenInteractiveTransition()
            interaction.completionCurve = .linear
            let delegate = RecordingNavigationDelegate(animator: SlideAnimator(reversed: true), interaction: interaction)
            navigation.delegate = delegate
            #expect(navigation.beginInteractivePop() == nil, "the delegate's interaction controller drives it instead")
            scene.clock.advance(by: 0)
            interaction.update(0.4)
            let width = scene.window.bounds.width
            #expect(close(detail.view.presentation.frame.minX, 0.4 * width))
            interaction.cancel()
            scene.clock.advance(by: 0.1)
            #expect(close(detail.view.presentation.frame.minX, 0.2 * width), "running back linearly")
            scene.settle()
            #expect(navigation.topViewController === detail)
            #expect(detail.view.presentation.frame.minX == 0)
            #expect(root.view.window == nil)
            #expect(delegate.heard == ["willShow root", "animator pop detail→root", "interaction", "didShow detail"])
        }
    }

    @Test func aCancelledInteractivePushTakesTheNewcomerOutOfTheStackAndItsParent() {
        withScene { scene in
            let navigation = scene.installNavigation()
            let root = navigation.viewControllers[0]
            let interaction = PercentDrivenInteractiveTransition()
            let delegate = RecordingNavigationDelegate(animator: SlideAnimator(), interaction: interaction)
            navigation.delegate = delegate
            let detail = ViewController(name: "detail")
            navigation.pushViewController(detail, animated: true)
            scene.clock.advance(by: 0)
            interaction.update(0.5)
            interaction.cancel()
            scene.settle()
            #expect(navigation.viewControllers.map(\.name) == ["root"])
            #expect(detail.parent == nil)
            #expect(detail.view.window == nil)
            #expect(root.appearanceState == .appeared)
            #expect(scene.lines(calls: ["willMove(toParent:)", "didMove(toParent:)"]) == [
                "willMove(toParent:) detail navigation", "willMove(toParent:) detail nil", "didMove(toParent:) detail nil",
            ])
            #expect(detail.transitionCoordinator == nil)
            #expect(delegate.heard.last == "didShow root")
        }
    }
}
