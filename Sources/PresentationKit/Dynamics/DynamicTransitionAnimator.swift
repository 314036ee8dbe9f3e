/// An animator whose transition is driven by UIKit Dynamics instead of an animation block: it starts a
/// ``DynamicAnimator`` in the container and completes the transition when the animator pauses — every item
/// at rest — or, for views whose ends lie outside the container (falling away, they never come to rest),
/// when all of those have left it.
///
/// Subclass and override ``prepareTransition(using:)`` (add the views, put them at their start),
/// ``paths(using:)`` (each moving view's start and end centre) and ``behaviors(towardsEnd:using:)`` (what
/// moves them: to the end, or back to the start when an interaction cancels). The WWDC 2013 talk's drop
/// dialog is the model (seed 004: "a dialog that comes in … bounced a little bit, and now I want to dismiss
/// it"); ``DropTransitionAnimator`` is that dialog.
///
/// The percent-driven interaction controller "only works if your transition is using the UIView animation
/// API" (the same talk): drive this animator interactively with ``DynamicInteractiveTransition`` instead.
///
/// On completion the moving views whose paths end within a point of where they came to rest are put exactly
/// at their ends, so a landed view's frame is its final frame to the last bit, and views that fell out of
/// the container are removed from it.
open class DynamicTransitionAnimator: ViewControllerAnimatedTransitioning, DynamicAnimatorDelegate {
    /// The duration reported to the engine: how long alongside animations take, and what the watchdog (if
    /// on) waits for. The dynamics take as long as they take.
    public let duration: Double
    /// The dynamic animator of the running transition, once it runs.
    public private(set) var dynamicAnimator: DynamicAnimator?
    private weak var context: ViewControllerContextTransitioning?
    private var towardsEnd = true
    private var completed = false

    /// An animator reporting `duration` seconds to the engine.
    public init(duration: Double = 1) {
        self.duration = duration
    }

    open var traceName: String { String(describing: type(of: self)) }

    /// Adds the views to the container and puts them at their start. By default adds the view arriving at
    /// its final frame (behind the view leaving, when that is in the container) and moves every path's view
    /// to the path's start.
    open func prepareTransition(using context: ViewControllerContextTransitioning) {
        if let to = context.viewController(forKey: .to), let view = context.view(forKey: .to) {
            view.frame = context.finalFrame(for: to)
            if let from = context.view(forKey: .from), from.superview === context.containerView {
                context.containerView.insertSubview(view, belowSubview: from)
            } else {
                context.containerView.addSubview(view)
            }
        }
        for path in paths(using: context) { path.view.center = path.start }
    }

    /// The views that move and where they start and end. None by default.
    open func paths(using context: ViewControllerContextTransitioning) -> [DynamicTransitionPath] { [] }

    /// The behaviours that take the views to their ends (`towardsEnd`) or back to their starts. By default a
    /// critically damped snap of each path's view to its end or start.
    open func behaviors(towardsEnd: Bool, using context: ViewControllerContextTransitioning) -> [DynamicBehavior] {
        paths(using: context).map { path in
            let snap = SnapBehavior(item: path.view, snapTo: towardsEnd ? path.end : path.start)
            snap.damping = 1
            return snap
        }
    }

    public func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> Double {
        duration
    }

    /// Prepares the views and runs the behaviours towards the end.
    open func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        prepareTransition(using: transitionContext)
        run(towardsEnd: true, using: transitionContext)
    }

    /// Starts (or restarts) the dynamics towards the end or the start; the transition completes when they
    /// come to rest. The views start from where they are, with the velocity `release` gives each.
    public func run(
        towardsEnd: Bool, using context: ViewControllerContextTransitioning, release: [Vector] = []
    ) {
        self.context = context
        self.towardsEnd = towardsEnd
        completed = false
        dynamicAnimator?.delegate = nil
        dynamicAnimator?.removeAllBehaviors()
        let animator = DynamicAnimator(referenceView: context.containerView)
        animator.delegate = self
        dynamicAnimator = animator
        let container = context.containerView
        // The views whose ends are outside the container: falling away, they never rest.
        let leaving = paths(using: context).filter { path in
            let end = towardsEnd ? path.end : path.start
            let size = path.view.bounds.size
            let frame = Rect(x: end.x - size.width / 2, y: end.y - size.height / 2, width: size.width, height: size.height)
            return !frame.intersects(container.bounds)
        }.map(\.view)
        let moving = paths(using: context).map(\.view)
        let root = DynamicBehavior()
        for behavior in behaviors(towardsEnd: towardsEnd, using: context) { root.addChildBehavior(behavior) }
        if !release.isEmpty {
            let velocities = DynamicItemBehavior(items: moving)
            for (view, velocity) in zip(moving, release) { velocities.addLinearVelocity(velocity, for: view) }
            root.addChildBehavior(velocities)
        }
        root.action = { [weak animator] in
            // A view falling away never rests: the transition is over once every such view is outside.
            guard let animator, !leaving.isEmpty,
                  leaving.allSatisfy({ !$0.frame.intersects(container.bounds) }) else { return }
            animator.removeAllBehaviors()
        }
        animator.addBehavior(root)
    }

    public func dynamicAnimatorDidPause(_ animator: DynamicAnimator) {
        guard animator === dynamicAnimator, !completed, let context else { return }
        completed = true
        let container = context.containerView.bounds
        for path in paths(using: context) {
            let end = towardsEnd ? path.end : path.start
            if path.view.center.distance(to: end) < 1 { path.view.center = end }
            // A view that fell away is gone, as an animator removes the view it dismisses.
            if !path.view.frame.intersects(container) { path.view.removeFromSuperview() }
        }
        animator.removeAllBehaviors()
        context.completeTransition(!context.transitionWasCancelled)
    }

    open func animationEnded(_ transitionCompleted: Bool) {
        dynamicAnimator?.delegate = nil
        dynamicAnimator = nil
    }
}
