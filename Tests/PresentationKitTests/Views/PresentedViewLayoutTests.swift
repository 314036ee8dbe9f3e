import PresentationKit
import Testing

/// A controller that counts its `viewWillLayoutSubviews`.
private final class LayoutCountingController: ViewController {
    var layouts = 0
    override func viewWillLayoutSubviews() { layouts += 1 }
}

/// A presentation controller that places the presented view in `containerViewWillLayoutSubviews` — the guide's
/// idiom — and counts how often it is asked to.
private final class PlacingPresentationController: PresentationController {
    var containerLayouts = 0
    override var frameOfPresentedViewInContainerView: Rect { containerView!.bounds.insetBy(dx: 30, dy: 100) }
    override func containerViewWillLayoutSubviews() {
        containerLayouts += 1
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

private final class PlacingDelegate: ViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? {
        PlacingPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

/// A layout pass visits what changed: a new size of the presented view lays out that view — its controller's
/// `viewWillLayoutSubviews` — and not the container, whose `containerViewWillLayoutSubviews` runs when the
/// container itself is laid out (its bounds change, a subview comes or goes, something asks). Apple's
/// `layoutSubviews`, `setNeedsLayout()`, `viewWillLayoutSubviews()` and `containerViewWillLayoutSubviews()`
/// documentation; the guide's idiom (place the presented view in `containerWillLayout`) must not undo a drag.
@Suite("Layout passes of the presented view")
struct PresentedViewLayoutTests {
    private func present(in scene: Scene, delegate: PlacingDelegate) throws -> (LayoutCountingController, PlacingPresentationController) {
        let presented = LayoutCountingController(name: "presented")
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        scene.presenting.present(presented, animated: false)
        scene.settle()
        let controller = try #require(presented.presentationController as? PlacingPresentationController)
        return (presented, controller)
    }

    @Test func aDragThatResizesThePresentedViewKeepsItsFrame() throws {
        try withScene { scene in
            let delegate = PlacingDelegate()
            let (presented, controller) = try present(in: scene, delegate: delegate)
            let placed = controller.frameOfPresentedViewInContainerView
            #expect(presented.view.frame == placed)
            // The guide's drag: the handler pulls the view's top edge with the finger, growing it.
            let pan = PanGestureRecognizer()
            pan.addAction { recognizer in
                guard let pan = recognizer as? PanGestureRecognizer else { return }
                let dy = pan.translation(in: nil).y
                presented.view.frame = Rect(x: placed.minX, y: placed.minY + dy, width: placed.width, height: placed.height - dy)
            }
            presented.view.addGestureRecognizer(pan)
            controller.containerLayouts = 0
            presented.layouts = 0
            _ = scene.window.scheduleTouches(along: try TouchPath.drag(from: Point(x: 196, y: 300), dx: 0, dy: -80, duration: 0.3))
            scene.settle()
            let dragged = presented.view.frame
            #expect(dragged.minY < placed.minY - 60, "the view followed the finger up: \(dragged)")
            #expect(dragged.maxY == placed.maxY)
            #expect(controller.containerLayouts == 0, "the container was not laid out: nothing asked it to be")
            #expect(presented.layouts > 0, "the presented view's new sizes laid it out")
        }
    }

    @Test func theContainerStillLaysOutWhenItsBoundsChangeOrSomethingAsks() throws {
        try withScene { scene in
            let delegate = PlacingDelegate()
            let (presented, controller) = try present(in: scene, delegate: delegate)
            presented.view.frame = Rect(x: 0, y: 0, width: 100, height: 100)
            scene.settle()
            #expect(presented.view.frame.size == Size(width: 100, height: 100))
            controller.containerLayouts = 0
            controller.containerView?.setNeedsLayout()
            scene.settle()
            #expect(controller.containerLayouts == 1)
            #expect(presented.view.frame == controller.frameOfPresentedViewInContainerView, "asked, the container placed it again")
            controller.containerLayouts = 0
            presented.view.frame = Rect(x: 0, y: 0, width: 100, height: 100)
            #expect(scene.window.transition(toSize: Size(width: 852, height: 393), animated: false))
            scene.settle()
            #expect(controller.containerLayouts >= 1, "the container's new bounds lay it out")
            #expect(presented.view.frame == controller.frameOfPresentedViewInContainerView)
        }
    }

    @Test func aContainerPassStillBracketsThePresentedControllersCallbacksOnce() throws {
        try withScene { scene in
            let delegate = PlacingDelegate()
            let (presented, controller) = try present(in: scene, delegate: delegate)
            controller.containerLayouts = 0
            presented.layouts = 0
            let mark = scene.window.trace.mark
            controller.containerView?.setNeedsLayout()
            scene.settle()
            let calls = scene.window.trace.events[mark...].map(\.call).filter { $0.contains("LayoutSubviews") }
            #expect(calls == ["viewWillLayoutSubviews", "containerViewWillLayoutSubviews", "viewDidLayoutSubviews",
                              "containerViewDidLayoutSubviews"])
        }
    }
}
