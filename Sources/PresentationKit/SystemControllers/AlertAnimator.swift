/// How an alert appears and goes. UIKit does not document it; the choice here follows what one sees: the
/// alert fades in while shrinking from 1.2 times its size, in 0.3 s ease-out, and fades out in 0.2 s.
public final class AlertAnimator: ViewControllerAnimatedTransitioning {
    /// How long an alert takes to appear, in seconds: 0.3, an eyeballed figure (UIKit does not publish it).
    public static let presentationDuration = 0.3
    /// How long an alert takes to go, in seconds: 0.2, an eyeballed figure (UIKit does not publish it).
    public static let dismissalDuration = 0.2
    /// The scale the alert starts from.
    public static let initialScale = 1.2

    /// The animator; it has no settings.
    public init() {}

    /// ``presentationDuration`` or ``dismissalDuration``, or 0 when the transition is not animated.
    public func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> Double {
        guard transitionContext?.isAnimated != false else { return 0 }
        return transitionContext?.viewController(forKey: .to)?.isBeingPresented == true
            ? Self.presentationDuration : Self.dismissalDuration
    }

    /// Fades and shrinks the alert in (from ``initialScale``, ease-out), or fades it out, then completes.
    public func animateTransition(using context: ViewControllerContextTransitioning) {
        let isPresenting = context.viewController(forKey: .to)?.isBeingPresented == true
        let view = context.view(forKey: isPresenting ? .to : .from)
        if isPresenting, let view, let alert = context.viewController(forKey: .to) {
            view.frame = context.finalFrame(for: alert)
            context.containerView.addSubview(view)
        }
        let finish: (Bool) -> Void = { _ in
            if !isPresenting { view?.removeFromSuperview() }
            context.completeTransition(true)
        }
        guard context.isAnimated, let view else {
            finish(true)
            return
        }
        let clock = context.clock
        if isPresenting {
            view.alpha = 0
            view.transform = AffineTransform(scaleX: Self.initialScale, y: Self.initialScale)
            clock.animate(AnimationParameters(duration: Self.presentationDuration, timing: .curve(.easeOut)), label: traceName,
                          animations: {
                              view.alpha = 1
                              view.transform = .identity
                          }, completion: finish)
        } else {
            clock.animate(AnimationParameters(duration: Self.dismissalDuration), label: traceName, animations: {
                view.alpha = 0
            }, completion: { finished in
                clock.performWithoutAnimation { view.alpha = 1 }
                finish(finished)
            })
        }
    }
}
