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
public final class LayoutToLayoutNavigationAnimator: ViewControllerAnimatedTransitioning {
    public let operation: NavigationController.Operation

    public init(operation: NavigationController.Operation) {
        self.operation = operation
    }

    public var traceName: String { "LayoutToLayoutNavigationAnimator(\(operation.rawValue))" }

    public func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> Double {
        transitionContext?.isAnimated == false ? 0 : NavigationTransitionAnimator.duration
    }

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
        let parameters = AnimationParameters(
            duration: context.isAnimated ? NavigationTransitionAnimator.duration : 0,
            timing: .curve(NavigationTransitionAnimator.curve))
        shared.setCollectionViewLayout(to.collectionViewLayout, parameters: parameters) { _ in
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
