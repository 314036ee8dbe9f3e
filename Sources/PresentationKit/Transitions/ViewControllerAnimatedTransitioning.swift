/// An animator: moves the content of a transition over a fixed time (UIKit's
/// `UIViewControllerAnimatedTransitioning`).
///
///     final class BouncyAnimator: ViewControllerAnimatedTransitioning {
///         func transitionDuration(using context: ViewControllerContextTransitioning?) -> Double { 0.8 }
///         func animateTransition(using context: ViewControllerContextTransitioning) {
///             guard let view = context.view(forKey: .to) else { return }
///             let centre = view.center
///             view.center = Point(x: centre.x, y: -view.bounds.height)
///             context.containerView.addSubview(view)
///             context.clock.animate(withDuration: 0.8, usingSpringWithDamping: 0.6, initialSpringVelocity: 10) {
///                 view.center = centre
///             } completion: { _ in context.completeTransition(true) }
///         }
///     }
public protocol ViewControllerAnimatedTransitioning: AnyObject {
    /// Seconds the transition takes (the coordinator runs animate-alongside blocks for this long).
    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> Double
    /// Adds the views to the container and animates them; calls `completeTransition` when done.
    func animateTransition(using transitionContext: ViewControllerContextTransitioning)
    /// The interruptible animator that performs the transition, if the animator works with one (UIKit's
    /// `interruptibleAnimator(using:)`, iOS 10): return the same ``PropertyAnimator`` for the whole
    /// transition, with a completion that calls `completeTransition(!transitionWasCancelled)`. A
    /// ``PercentDrivenInteractiveTransition`` then drives it — pauses, scrubs, continues, reverses it —
    /// instead of calling `animateTransition`, so a transition can be caught mid-flight and thrown. Optional;
    /// nil by default.
    func interruptibleAnimator(using transitionContext: ViewControllerContextTransitioning) -> PropertyAnimator?
    /// The transition ended (after `completeTransition` and the appearance callbacks). Optional.
    func animationEnded(_ transitionCompleted: Bool)
    /// How the animator appears in the trace; its type's name by default.
    var traceName: String { get }
    /// Where the animator's `animateTransition` is written, for the engine's diagnostics about it (the
    /// watchdog, a presented view never added); nil by default, for an animator written in Swift.
    var sourcePosition: SourcePosition? { get }
}

extension ViewControllerAnimatedTransitioning {
    /// Nil: the transition calls `animateTransition`.
    public func interruptibleAnimator(using transitionContext: ViewControllerContextTransitioning) -> PropertyAnimator? {
        nil
    }
    /// Does nothing.
    public func animationEnded(_ transitionCompleted: Bool) {}
    /// The animator's type name.
    public var traceName: String { String(describing: type(of: self)) }
    /// Nil: an animator written in Swift.
    public var sourcePosition: SourcePosition? { nil }
}
