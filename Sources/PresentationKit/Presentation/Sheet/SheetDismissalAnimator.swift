/// The animation a swipe on a sheet drives when the transitioning delegate vends no animator of its own: the
/// sheet slides straight down out of the container from where the swipe started it (the smallest detent, or
/// where a flick let go), linearly, so that at any fraction of the transition the sheet's top edge is exactly
/// where the finger put it (the dismissal's fraction is the share of the way from that start to the
/// container's bottom edge).
///
/// Lasts ``SheetMetrics/swipeDismissalDuration`` at speed 1; the swipe's interaction controller speeds the
/// rest up to the finger's speed on release.
public final class SheetDismissalAnimator: ViewControllerAnimatedTransitioning {
    /// The animator; it has no settings.
    public init() {}

    /// `SheetDismissalAnimator`.
    public var traceName: String { "SheetDismissalAnimator" }

    /// ``SheetMetrics/swipeDismissalDuration``, or 0 when the transition is not animated.
    public func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> Double {
        transitionContext?.isAnimated == false ? 0 : SheetMetrics.swipeDismissalDuration
    }

    /// Slides the sheet straight down below the container, linearly, and completes the transition (putting the
    /// sheet back where it started when the swipe was cancelled).
    public func animateTransition(using context: ViewControllerContextTransitioning) {
        guard let sheet = context.view(forKey: .from) else {
            context.completeTransition(!context.transitionWasCancelled)
            return
        }
        let clock = context.clock
        let start = sheet.frame
        let below = start.offsetBy(dx: 0, dy: Swift.max(0, context.containerView.bounds.maxY - start.minY))
        clock.animate(AnimationParameters(duration: transitionDuration(using: context), timing: .linear),
                      label: traceName, animations: { sheet.frame = below }, completion: { _ in
            if context.transitionWasCancelled {
                clock.performWithoutAnimation { sheet.frame = start }
            } else {
                sheet.removeFromSuperview()
            }
            context.completeTransition(!context.transitionWasCancelled)
        })
    }
}
