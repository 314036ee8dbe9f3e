import PresentationKit
import Testing

/// Transitions driven by UIKit Dynamics: the drop dialog (seed 004) dropping in and falling away, completing
/// when the dynamic animator pauses, and its own interactive driver finishing and cancelling.
@Suite("Dynamics-driven transitions")
struct DynamicTransitionTests {
    /// A 300 × 200 card centred in the container.
    final class CardPresentationController: PresentationController {
        override var frameOfPresentedViewInContainerView: Rect {
            let bounds = containerView?.bounds ?? .zero
            return Rect(x: bounds.midX - 150, y: bounds.midY - 100, width: 300, height: 200)
        }
    }

    /// Vends the card controller, the drop animators and the interaction controllers.
    final class DropDelegate: ViewControllerTransitioningDelegate {
        let present = DropTransitionAnimator(presenting: true)
        let dismiss = DropTransitionAnimator(presenting: false)
        var presentInteraction: ViewControllerInteractiveTransitioning?
        var dismissInteraction: ViewControllerInteractiveTransitioning?

        func presentationController(
            forPresented presented: ViewController, presenting: ViewController?, source: ViewController
        ) -> PresentationController? {
            CardPresentationController(presentedViewController: presented, presenting: presenting)
        }

        func animationController(
            forPresented presented: ViewController, presenting: ViewController, source: ViewController
        ) -> ViewControllerAnimatedTransitioning? { present }

        func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? {
            dismiss
        }

        func interactionControllerForPresentation(
            using animator: ViewControllerAnimatedTransitioning
        ) -> ViewControllerInteractiveTransitioning? { presentInteraction }

        func interactionControllerForDismissal(
            using animator: ViewControllerAnimatedTransitioning
        ) -> ViewControllerInteractiveTransitioning? { dismissInteraction }
    }

    private func time(of call: String, in scene: Scene) -> Double? {
        scene.window.trace.events.first { $0.call == call }?.time
    }

    private let card = Rect(x: 393 / 2 - 150, y: 852 / 2 - 100, width: 300, height: 200)

    @Test func theDropDialogFallsInBouncesAndThePresentationCompletesWhenTheAnimatorPauses() throws {
        try withScene { scene in
            let delegate = DropDelegate()
            let presented = Scene.customPresented(with: delegate)
            scene.presenting.present(presented, animated: true)
            scene.clock.advance(by: 0)
            #expect(presented.view.frame.maxY <= 0, "it starts above the container")
            var lowest = -Double.infinity, bounced = false
            while presented.presentationController?.phase == .presenting {
                scene.clock.advance(by: DynamicAnimator.step)
                let bottom = presented.view.frame.maxY
                if bottom < lowest - 1 { bounced = true }
                lowest = max(lowest, bottom)
                if scene.clock.now > 10 { break }
            }
            #expect(bounced, "it came back up off the floor at least once")
            #expect(lowest <= card.maxY + 1e-9, "never below its final frame's bottom edge")
            #expect(presented.presentationController?.phase == .presented)
            #expect(presented.view.frame == card, "at rest exactly on its final frame")
            let paused = try #require(time(of: "dynamicAnimatorDidPause", in: scene))
            let completed = try #require(time(of: "completeTransition", in: scene))
            #expect(completed == paused, "the transition completes when the animator pauses")
            #expect(completed > 0.5, "dropping ~600 points at 2,000 points/s² and bouncing takes a while")
        }
    }

    @Test func theDropDialogFallsAwayAndTheDismissalCompletesOnceItHasLeftTheContainer() throws {
        try withScene { scene in
            let delegate = DropDelegate()
            let presented = scene.presentCustom(with: delegate)
            let controller = try #require(presented.presentationController)
            let mark = scene.window.trace.mark
            presented.dismiss(animated: true)
            scene.settle()
            #expect(controller.phase == .dismissed)
            #expect(presented.view.superview == nil, "the view that fell away is removed")
            #expect(presented.view.frame.minY >= 852, "it left through the bottom")
            #expect(presented.view.transform != .identity, "turning as it fell")
            let completions = scene.window.trace.events.dropFirst(mark).filter { $0.call == "completeTransition" }
            #expect(completions.map(\.detail) == ["true"])
        }
    }

    @Test func theDynamicsDriverMovesTheViewsAlongTheirPathsAndFinishesWithTheDynamics() {
        withScene { scene in
            let delegate = DropDelegate()
            let interaction = DynamicInteractiveTransition()
            delegate.presentInteraction = interaction
            let presented = Scene.customPresented(with: delegate)
            scene.presenting.present(presented, animated: true)
            scene.clock.advance(by: 0)
            #expect(interaction.isInteractive)
            interaction.update(0.5)
            let start = -100.0, end = card.midY
            #expect(presented.view.center.y == start + (end - start) * 0.5, "half-way along its path")
            scene.clock.advance(by: 1)
            #expect(presented.view.center.y == start + (end - start) * 0.5, "nothing moves while interactive")
            #expect(presented.presentationController?.phase == .presenting)
            interaction.finish(velocity: Vector(dx: 0, dy: 300))
            #expect(!interaction.isInteractive)
            scene.settle()
            #expect(presented.presentationController?.phase == .presented)
            #expect(presented.view.frame == card)
            #expect(scene.window.trace.events.contains { $0.call == "finishInteractiveTransition" })
        }
    }

    @Test func theDynamicsDriverCancelsBackToTheStartAndThePresentationIsCancelled() throws {
        try withScene { scene in
            let delegate = DropDelegate()
            let interaction = DynamicInteractiveTransition()
            delegate.presentInteraction = interaction
            let presented = Scene.customPresented(with: delegate)
            scene.presenting.present(presented, animated: true)
            interaction.update(0.4)   // before the start: applied once it has started
            scene.clock.advance(by: 0)
            let controller = try #require(presented.presentationController)
            #expect(presented.view.center.y == -100 + (card.midY + 100) * 0.4)
            interaction.cancel()
            scene.settle()
            #expect(controller.phase == .cancelled)
            #expect(presented.view.window == nil, "a cancelled presentation leaves no view behind")
            let completions = scene.window.trace.events.filter { $0.call == "completeTransition" }
            #expect(completions.map(\.detail) == ["false"])
            #expect(scene.presenting.presentedViewController == nil)
        }
    }

    @Test func anInteractiveDismissalFinishedByTheDriverFallsAway() throws {
        try withScene { scene in
            let delegate = DropDelegate()
            let presented = scene.presentCustom(with: delegate)
            let controller = try #require(presented.presentationController)
            let interaction = DynamicInteractiveTransition()
            delegate.dismissInteraction = interaction
            presented.dismiss(animated: true)
            scene.clock.advance(by: 0)
            interaction.update(0.2)
            #expect(presented.view.center.y == card.midY + (852 + 200 - card.midY) * 0.2)
            interaction.finish(velocity: Vector(dx: 0, dy: 500))
            scene.settle()
            #expect(controller.phase == .dismissed)
            #expect(presented.view.superview == nil)
        }
    }
}
