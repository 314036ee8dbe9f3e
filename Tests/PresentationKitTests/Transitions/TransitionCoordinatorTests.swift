import PresentationKit
import Testing

/// Animate-alongside, completions, interaction notifications — and the timeline that lets an interaction
/// controller pause and scrub a transition.
@Suite("Transition coordinators and interactive timelines")
struct TransitionCoordinatorTests {
    /// A minimal percent-driven interaction controller: it starts the animator with the transition's timeline
    /// paused, then the test scrubs it and finishes or cancels.
    final class ScrubbingInteraction: ViewControllerInteractiveTransitioning {
        let animator: ViewControllerAnimatedTransitioning
        var context: ViewControllerContextTransitioning?
        init(animator: ViewControllerAnimatedTransitioning) { self.animator = animator }

        func startInteractiveTransition(_ transitionContext: ViewControllerContextTransitioning) {
            context = transitionContext
            transitionContext.timeline.pause()
            animator.animateTransition(using: transitionContext)
        }

        func update(_ percent: Double) {
            guard let context else { return }
            context.updateInteractiveTransition(percent)
            context.timeline.scrub(to: percent * animator.transitionDuration(using: context))
        }

        func finish() {
            guard let context else { return }
            context.finishInteractiveTransition()
            let duration = animator.transitionDuration(using: context)
            let remaining = duration - context.timeline.localTime
            context.timeline.ramp(to: duration, duration: remaining / completionSpeed, curve: completionCurve, rateAfterwards: 1)
        }

        func cancel() {
            guard let context else { return }
            context.cancelInteractiveTransition()
            let elapsed = context.timeline.localTime
            context.timeline.ramp(to: 0, duration: elapsed, curve: .linear)
            context.timeline.schedule(atLocalTime: 0, crossing: .descending) {
                context.timeline.stopAnimations(finished: false)
            }
        }

        var completionCurve: TimingCurve { .linear }
    }

    /// Fades the presented view in over 1 s, linearly, completing with the opposite of cancelled.
    final class LinearFade: ViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> Double { 1 }
        func animateTransition(using context: ViewControllerContextTransitioning) {
            guard let view = context.view(forKey: .to), let presented = context.viewController(forKey: .to) else { return }
            view.frame = context.finalFrame(for: presented)
            view.alpha = 0
            context.containerView.addSubview(view)
            context.clock.animate(AnimationParameters(duration: 1, timing: .curve(.linear)), animations: {
                view.alpha = 1
            }, completion: { _ in
                context.completeTransition(!context.transitionWasCancelled)
            })
        }
    }

    private func presentInteractively(in scene: Scene) -> (ViewController, ScrubbingInteraction, VendingDelegate) {
        let animator = LinearFade()
        let interaction = ScrubbingInteraction(animator: animator)
        let delegate = VendingDelegate.dimming(present: animator, interaction: interaction)
        return (delegate.startPresenting(in: scene), interaction, delegate)
    }

    @Test func anInteractionControllerCanPauseAndScrubTheTransitionIncludingItsChrome() throws {
        try withScene { scene in
            let (presented, interaction, delegate) = presentInteractively(in: scene)
            _ = delegate
            let controller = try #require(presented.presentationController as? DimmingPresentationController)
            let coordinator = try #require(presented.transitionCoordinator)
            var changes: [String] = []
            coordinator.notifyWhenInteractionChanges { context in
                changes.append("interactive: \(context.isInteractive), cancelled: \(context.isCancelled)")
            }
            #expect(coordinator.isInteractive)
            #expect(coordinator.initiallyInteractive)
            scene.clock.advance(by: 5)
            #expect(close(presented.view.presentation.alpha, 0), "paused: nothing moves while the finger rests")
            interaction.update(0.4)
            #expect(close(presented.view.presentation.alpha, 0.4))
            #expect(close(controller.dimmingView.presentation.alpha, 0.4 * 0.4),
                    "the alongside chrome is on the same timeline, with the interaction's (linear) completion curve")
            #expect(close(coordinator.percentComplete, 0.4))
            interaction.update(0.25)
            #expect(close(presented.view.presentation.alpha, 0.25))
            let finishStart = scene.clock.now
            interaction.finish()
            scene.clock.advance(by: 0.375)
            #expect(close(presented.view.presentation.alpha, 0.625))
            scene.settle()
            #expect(close(scene.clock.now, finishStart + 0.75))
            #expect(controller.phase == .presented)
            #expect(changes == ["interactive: false, cancelled: false"])
        }
    }

    @Test func aCancelledInteractivePresentationEndsWithDidEndFalseAndThePresenterUntouched() throws {
        try withScene { scene in
            let (presented, interaction, delegate) = presentInteractively(in: scene)
            _ = delegate
            let controller = try #require(presented.presentationController)
            var completed: Bool?
            presented.transitionCoordinator?.animate(alongsideTransition: nil) { completed = !$0.isCancelled }
            interaction.update(0.5)
            interaction.cancel()
            scene.clock.advance(by: 0.25)
            #expect(close(presented.view.presentation.alpha, 0.25), "running back to the start")
            scene.settle()
            #expect(controller.phase == .cancelled)
            #expect(scene.window.trace.events.first { $0.call == "presentationTransitionDidEnd" }?.detail == "false")
            #expect(completed == false)
            #expect(scene.viewNames == ["window", "presenting"])
            #expect(scene.presenting.appearanceState == .appeared)
            #expect(presented.appearanceState == .disappeared)
        }
    }

    @Test func anAlongsideAnimationInAViewOutsideTheContainerFollowsTheInteraction() throws {
        try withScene { scene in
            let badge = View(name: "badge", frame: Rect(x: 0, y: 0, width: 10, height: 10))
            scene.presenting.view.addSubview(badge)
            let (presented, interaction, delegate) = presentInteractively(in: scene)
            _ = delegate
            let coordinator = try #require(presented.transitionCoordinator)
            #expect(coordinator.animateAlongsideTransition(in: badge, animation: { _ in badge.alpha = 0 }, completion: nil))
            #expect(!badge.isDescendant(of: coordinator.containerView))
            scene.clock.advance(by: 3)
            #expect(badge.presentation.alpha == 1, "held with the paused transition")
            interaction.update(0.5)
            #expect(close(badge.presentation.alpha, 0.5), "scrubbed with it, along the interaction's linear curve")
            interaction.finish()
            scene.settle()
            #expect(badge.presentation.alpha == 0)
        }
    }

    @Test func alongsideBlocksQueuedLaterRunOverTheTimeRemaining() {
        withScene { scene in
            let presented = ViewController(name: "presented")
            presented.modalPresentationStyle = .overFullScreen
            let badge = View(name: "badge", frame: Rect(x: 0, y: 0, width: 10, height: 10))
            scene.presenting.view.addSubview(badge)
            scene.presenting.present(presented, animated: true)
            scene.clock.advance(to: 0.25)
            let coordinator = presented.transitionCoordinator
            #expect(coordinator?.animateAlongsideTransition(in: badge, animation: { _ in badge.alpha = 0 }, completion: nil) == true)
            scene.clock.advance(to: 0.375)
            #expect(close(badge.presentation.alpha, 1 - Reference.easeInEaseOut(0.5)))
            scene.settle()
            #expect(badge.presentation.alpha == 0)
            #expect(coordinator?.animate(alongsideTransition: { _ in }, completion: nil) == false,
                    "a coordinator whose transition ended refuses new blocks")
        }
    }

    @Test func theCoordinatorReportsTheTransitionsDurationAndProgress() throws {
        try withScene { scene in
            let presented = ViewController(name: "presented")
            presented.modalPresentationStyle = .fullScreen
            scene.presenting.present(presented, animated: true)
            let coordinator = try #require(presented.transitionCoordinator)
            #expect(scene.presenting.transitionCoordinator === coordinator)
            #expect(coordinator.percentComplete == 0)
            scene.clock.advance(to: 0.25)
            #expect(coordinator.transitionDuration == 0.5)
            #expect(close(coordinator.percentComplete, 0.5))
            #expect(coordinator.isAnimated)
            #expect(!coordinator.isInteractive)
            #expect(coordinator.presentationStyle == .fullScreen)
            #expect(coordinator.viewController(forKey: .to) === presented)
            #expect(coordinator.viewController(forKey: .from) === scene.presenting)
            #expect(coordinator.targetTransform == .identity)
            scene.settle()
            #expect(presented.transitionCoordinator == nil)
        }
    }
}
