/// The transition a navigation controller plays when it pushes or pops a collection view controller that
/// uses layout-to-layout navigation transitions (``CollectionViewController/useLayoutToLayoutNavigationTransitions``).
///
/// The incoming controller's view takes the container at its final frame, the shared collection view moves
/// into it, and the collection view animates from the outgoing controller's layout to the incoming one's,
/// over the navigation slide's duration and curve (``NavigationTransitionAnimator/duration``, ease in, ease
/// out). Because the cells' animations run on the transition's timeline, the navigation controller's
/// built-in interactive pop (``NavigationController/beginInteractivePop()``) scrubs them: at 50 % the cells
/// are where the transition layout at progress 0.5 puts them (ease-in-ease-out is ½ at ½). Cancelled, the
/// cells run back, and the collection view returns to the outgoing controller with its layout.
///
/// A navigation controller's delegate may vend one with other ``parameters`` — another duration, curve or a
/// spring — as an app's `navigationController(_:animationControllerFor:from:to:)` can return its own animator
/// that calls `setCollectionViewLayout(_:animated:completion:)` inside its own animation block; with a spring
/// the transition layout's progress overshoots 1 and settles, as WWDC 2013 session 218 says it does for free.
public final class LayoutToLayoutNavigationAnimator: ViewControllerAnimatedTransitioning {
    /// A push or a pop.
    public let operation: NavigationController.Operation
    /// The layout change's duration and timing; nil for the navigation slide's (0.35 s, ease in, ease out).
    /// Its delay and options are not used.
    public let parameters: AnimationParameters?

    /// An animator playing the layout-to-layout transition of `operation`, a push or a pop, over the
    /// navigation slide's duration and curve, or `parameters`' when given.
    public init(operation: NavigationController.Operation, parameters: AnimationParameters? = nil) {
        self.operation = operation
        self.parameters = parameters
    }

    /// `LayoutToLayoutNavigationAnimator(push)` or `(pop)`: the operation, so the trace tells the two apart.
    public var traceName: String { "LayoutToLayoutNavigationAnimator(\(operation.rawValue))" }

    /// The navigation slide's ``NavigationTransitionAnimator/duration`` (or ``parameters``' duration) for an
    /// animated transition, 0 for one that is not.
    public func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> Double {
        transitionContext?.isAnimated == false ? 0 : (parameters?.duration ?? NavigationTransitionAnimator.duration)
    }

    /// Moves the shared collection view into the incoming controller's view and animates its layout to the
    /// incoming controller's; completes the context with `!transitionWasCancelled` when the animation ends.
    public func animateTransition(using context: ViewControllerContextTransitioning) {
        guard let from = context.viewController(forKey: .from) as? CollectionViewController,
              let to = context.viewController(forKey: .to) as? CollectionViewController,
              let toView = context.view(forKey: .to) else {
            context.completeTransition(!context.transitionWasCancelled)
            return
        }
        let shared = from.collectionView
        let oldLayout = shared.collectionViewLayout
        let clock = context.clock
        clock.performWithoutAnimation { toView.frame = context.finalFrame(for: to) }
        context.containerView.addSubview(toView)
        to.adopt(shared)
        let change = AnimationParameters(
            duration: transitionDuration(using: context),
            timing: parameters?.timing ?? .curve(NavigationTransitionAnimator.curve))
        shared.setCollectionViewLayout(to.collectionViewLayout, parameters: change) { _ in
            if context.transitionWasCancelled {
                from.adopt(shared)
                clock.performWithoutAnimation {
                    shared.setCollectionViewLayout(oldLayout, parameters: AnimationParameters(duration: 0), completion: nil)
                }
            }
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}
