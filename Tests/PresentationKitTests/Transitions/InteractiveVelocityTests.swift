import PresentationKit
import Testing

/// An animator that slides the presented view up from below the container with an interruptible
/// PropertyAnimator, and never uses animateTransition's ordinary blocks when driven interactively.
final class SlideUpPropertyAnimator: ViewControllerAnimatedTransitioning {
    let duration: Double
    private var animator: PropertyAnimator?
    private(set) var animateTransitionCalls = 0

    init(duration: Double = 1) { self.duration = duration }

    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> Double { duration }

    func animateTransition(using context: ViewControllerContextTransitioning) {
        animateTransitionCalls += 1
        interruptibleAnimator(using: context)?.startAnimation()
    }

    func interruptibleAnimator(using context: ViewControllerContextTransitioning) -> PropertyAnimator? {
        if let animator { return animator }
        guard let presented = context.viewController(forKey: .to), let view = context.view(forKey: .to) else { return nil }
        let final = context.finalFrame(for: presented)
        view.frame = final.offsetBy(dx: 0, dy: 1000)
        context.containerView.addSubview(view)
        let animator = PropertyAnimator(clock: context.clock, duration: duration, curve: .linear) {
            view.frame = final
        }
        animator.addCompletion { _ in context.completeTransition(!context.transitionWasCancelled) }
        self.animator = animator
        return animator
    }
}

/// Interactive transitions that finish or cancel with the finger's velocity, and interruptible animators
/// caught mid-flight.
@Suite("Interactive transitions with velocity")
struct InteractiveVelocityTests {
    private func present(
        in scene: Scene, animator: ViewControllerAnimatedTransitioning, interaction: PercentDrivenInteractiveTransition
    ) -> (ViewController, VendingDelegate) {
        let delegate = VendingDelegate.dimming(present: animator, interaction: interaction)
        return (delegate.startPresenting(in: scene), delegate)
    }

    private func completionTime(in scene: Scene) -> Double? {
        scene.window.trace.events.first { $0.call == "completeTransition" }?.time
    }

    @Test func finishingWithAVelocityRunsASpringThatStartsWithIt() throws {
        try withScene { scene in
            let interaction = PercentDrivenInteractiveTransition()
            let (presented, delegate) = present(in: scene, animator: FadeAnimator(), interaction: interaction)
            _ = delegate
            interaction.update(0.4)
            let start = scene.clock.now
            interaction.finish(velocity: 1.5)  // 1.5 transitions per second; 0.6 remain: relative 2.5
            let spring = Spring(dampingRatio: 1, initialVelocity: 1.5 / 0.6, duration: 0.6)
            for elapsed in [0.05, 0.15, 0.3, 0.45] {
                scene.clock.advance(to: start + elapsed)
                #expect(close(presented.view.presentation.alpha, 0.4 + 0.6 * spring.progress(atTime: elapsed), 1e-9),
                        "\(elapsed) s after the finger lifted")
            }
            scene.settle()
            let completed = try #require(completionTime(in: scene))
            #expect(close(completed, start + 0.6), "same time as without velocity")
            #expect(presented.presentationController?.phase == .presented)
            #expect(presented.view.presentation.alpha == 1)
        }
    }

    @Test func cancellingWithAVelocityRunsBackWithIt() throws {
        try withScene { scene in
            let interaction = PercentDrivenInteractiveTransition()
            interaction.completionSpeed = 2
            let (presented, delegate) = present(in: scene, animator: FadeAnimator(), interaction: interaction)
            _ = delegate
            let controller = try #require(presented.presentationController)
            interaction.update(0.6)
            let start = scene.clock.now
            interaction.cancel(velocity: -1.2)  // pulled back at 1.2 transitions per second
            let spring = Spring(dampingRatio: 1, initialVelocity: 1.2 / 0.6, duration: 0.3)
            for elapsed in [0.02, 0.1, 0.2] {
                scene.clock.advance(to: start + elapsed)
                #expect(close(presented.view.presentation.alpha, 0.6 - 0.6 * spring.progress(atTime: elapsed), 1e-9))
            }
            scene.settle()
            let completed = try #require(completionTime(in: scene))
            #expect(close(completed, start + 0.3), "completionSpeed still scales it")
            #expect(controller.phase == .cancelled)
            #expect(presented.view.alpha == 0 && presented.view.presentation.alpha == 0)
        }
    }

    @Test func aNonFiniteVelocityFallsBackToTheCompletionCurve() {
        withScene { scene in
            let interaction = PercentDrivenInteractiveTransition()
            interaction.completionCurve = .linear
            let (presented, delegate) = present(in: scene, animator: FadeAnimator(), interaction: interaction)
            _ = delegate
            interaction.update(0.5)
            interaction.finish(velocity: .nan)
            scene.clock.advance(by: 0.25)
            #expect(close(presented.view.presentation.alpha, 0.75))
            scene.settle()
            #expect(presented.presentationController?.phase == .presented)
        }
    }

    @Test func anAbsurdFiniteVelocityIsClampedNotTrapped() {
        withScene { scene in
            let interaction = PercentDrivenInteractiveTransition()
            let (presented, delegate) = present(in: scene, animator: FadeAnimator(), interaction: interaction)
            _ = delegate
            interaction.update(0.9999)
            interaction.finish(velocity: 1e308, dampingRatio: 1e300)
            scene.settle()
            #expect(presented.presentationController?.phase == .presented)
            #expect(presented.view.presentation.alpha == 1)
        }
    }

    @Test func anInterruptibleTransitionIsCaughtMidFlightScrubbedAndThrown() throws {
        try withScene { scene in
            let interaction = PercentDrivenInteractiveTransition()
            interaction.wantsInteractiveStart = false
            let animator = SlideUpPropertyAnimator()
            let (presented, delegate) = present(in: scene, animator: animator, interaction: interaction)
            _ = delegate
            #expect(animator.animateTransitionCalls == 0, "the interaction drives the interruptible animator instead")
            let final = presented.view.frame
            let start = scene.clock.now
            scene.clock.advance(to: start + 0.3)
            #expect(close(presented.view.presentation.frame.minY, final.minY + 700), "running linearly on its own")
            interaction.pause()  // a finger catches the sheet
            #expect(close(interaction.percentComplete, 0.3))
            scene.clock.advance(by: 0.5)
            #expect(close(presented.view.presentation.frame.minY, final.minY + 700), "held by the finger")
            interaction.update(0.5)
            #expect(close(presented.view.presentation.frame.minY, final.minY + 500))
            let thrown = scene.clock.now
            interaction.finish(velocity: 2)  // relative to the 0.5 left: 4
            let spring = Spring(dampingRatio: 1, initialVelocity: 4, duration: 0.5)
            for elapsed in [0.03, 0.1, 0.25] {
                scene.clock.advance(to: thrown + elapsed)
                #expect(close(presented.view.presentation.frame.minY,
                              final.minY + 500 * (1 - spring.progress(atTime: elapsed)), 1e-6))
            }
            scene.settle()
            let completed = try #require(completionTime(in: scene))
            #expect(close(completed, thrown + 0.5))
            #expect(presented.presentationController?.phase == .presented)
            #expect(presented.view.frame == final && presented.view.presentation.frame == final)
            #expect(scene.window.invariantViolations() == [])
        }
    }

    @Test func anInterruptibleTransitionCancelledWithVelocityRunsItsAnimatorBackToTheStart() throws {
        try withScene { scene in
            let interaction = PercentDrivenInteractiveTransition()
            let animator = SlideUpPropertyAnimator()
            let (presented, delegate) = present(in: scene, animator: animator, interaction: interaction)
            _ = delegate
            let controller = try #require(presented.presentationController)
            let final = presented.view.frame
            interaction.update(0.4)
            #expect(close(presented.view.presentation.frame.minY, final.minY + 600))
            let start = scene.clock.now
            interaction.cancel(velocity: -0.8)  // relative to the 0.4 back: 2
            let spring = Spring(dampingRatio: 1, initialVelocity: 2, duration: 0.4)
            scene.clock.advance(to: start + 0.1)
            #expect(close(presented.view.presentation.frame.minY,
                          final.minY + 600 + 400 * spring.progress(atTime: 0.1), 1e-6))
            scene.settle()
            let completed = try #require(completionTime(in: scene))
            #expect(close(completed, start + 0.4))
            #expect(controller.phase == .cancelled)
            #expect(presented.view.frame.minY == final.minY + 1000, "the animator finished at its start")
        }
    }

    @Test func anInterruptibleAnimatorHonoursCompletionSpeedAndCurveWithoutVelocity() throws {
        try withScene { scene in
            let interaction = PercentDrivenInteractiveTransition()
            interaction.completionSpeed = 2
            interaction.completionCurve = .easeIn
            let animator = SlideUpPropertyAnimator()
            let (presented, delegate) = present(in: scene, animator: animator, interaction: interaction)
            _ = delegate
            let final = presented.view.frame
            interaction.update(0.2)
            let start = scene.clock.now
            interaction.finish()  // 0.8 remain at speed 2: 0.4 s along ease-in
            scene.clock.advance(to: start + 0.2)
            #expect(close(presented.view.presentation.frame.minY,
                          final.minY + 800 * (1 - Reference.easeIn(0.5)), 1e-6))
            scene.settle()
            let completed = try #require(completionTime(in: scene))
            #expect(close(completed, start + 0.4))
            #expect(presented.view.presentation.frame == final)
        }
    }
}
