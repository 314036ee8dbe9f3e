import PresentationKit
import Testing

/// Slides the presented view up from 1000 points below its final frame, or down again, linearly over one
/// second on the root timeline, and completes the presentation as soon as its animation is under way (as
/// animators that hand back control early do), so a dismissal can start while the view is still rising.
private final class EarlyCompletingSlideAnimator: ViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> Double { 1 }

    func animateTransition(using context: ViewControllerContextTransitioning) {
        let presenting = context.viewController(forKey: .to)?.isBeingPresented == true
        let clock = context.clock
        let linear = AnimationParameters(duration: 1, timing: .linear)
        if presenting, let presented = context.viewController(forKey: .to), let view = context.view(forKey: .to) {
            let final = context.finalFrame(for: presented)
            view.frame = final.offsetBy(dx: 0, dy: 1000)
            context.containerView.addSubview(view)
            clock.animate(linear, timeline: clock.rootTimeline, animations: { view.frame = final })
            context.completeTransition(true)
        } else if let view = context.view(forKey: .from) {
            clock.animate(linear, timeline: clock.rootTimeline, animations: {
                view.center = Point(x: view.center.x, y: view.center.y + 1000)
            }, completion: { _ in
                view.removeFromSuperview()
                context.completeTransition(true)
            })
        }
    }
}

@Suite("A dismissal that interrupts a presentation")
struct InterruptedPresentationTests {
    private func presentThenDismiss(in scene: Scene, at time: Double) -> (ViewController, VendingDelegate, Double) {
        let animator = EarlyCompletingSlideAnimator()
        let delegate = VendingDelegate.dimming(present: animator)
        delegate.dismissAnimator = animator
        let presented = delegate.startPresenting(in: scene)
        let start = scene.clock.now
        scene.clock.advance(to: start + time)
        presented.dismiss(animated: true)
        scene.clock.advance(by: 0)
        return (presented, delegate, start)
    }

    @Test func theDismissalBlendsWithTheRisingPresentationAsOnADevice() {
        withScene { scene in
            let (presented, delegate, start) = presentThenDismiss(in: scene, at: 0.3)
            _ = delegate
            let finalY = presented.view.center.y - 1000  // the model already heads 1000 points down
            // finalY + 1000 + (rising − finalY) + (falling − (finalY + 1000)), both linear. With two linear
            // curves at the same speed the view stands still until the presentation's animation ends, then
            // falls: what a device shows (iosoteric.com, "Additive animations: animateWithDuration in iOS 8";
            // the "freezes while the previous animation finishes" report on Stack Overflow, iOS 10).
            for time in [0.4, 0.5, 0.8, 1.0, 1.2] {
                scene.clock.advance(to: start + time)
                let rising = time < 1 ? 1000 * (1 - time) : 0
                let falling = 1000 * min(1, time - 0.3) - 1000
                #expect(close(presented.view.presentation.center.y, finalY + 1000 + rising + falling, 1e-6),
                        "at \(time)")
            }
            scene.settle()
            #expect(presented.presentingViewController == nil)
        }
    }

    @Test func iOS7sReplacingBlendingTurnsAtOnce() {
        withScene { scene in
            scene.clock.blending = .replacing
            let (presented, delegate, start) = presentThenDismiss(in: scene, at: 0.3)
            _ = delegate
            let finalY = presented.view.center.y - 1000
            scene.clock.advance(to: start + 0.5)
            // From the displayed finalY + 700 to finalY + 1000 over one second.
            #expect(close(presented.view.presentation.center.y, finalY + 700 + 300 * 0.2, 1e-6))
        }
    }
}
