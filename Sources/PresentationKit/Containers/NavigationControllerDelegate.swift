/// Hears a navigation controller's transitions and vends their animators (UIKit's
/// `UINavigationControllerDelegate`). The animators and interaction controllers are the same types a
/// transitioning delegate vends, so one animator class serves a present, a push and a tab switch.
///
/// Every method is optional. The interaction controller is asked for only when an animator was vended, as
/// for presentations.
public protocol NavigationControllerDelegate: AnyObject {
    /// A controller is about to be shown, at the start of a push or pop (before the appearance callbacks).
    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool)
    /// A controller was shown, at the end of the transition — after a cancelled one, the controller that
    /// stayed: compare it with the one `willShow` named to tell a cancelled pop.
    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool)
    /// The animator for a push or pop; nil plays the standard slide (``NavigationTransitionAnimator``).
    func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationController.Operation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> ViewControllerAnimatedTransitioning?
    /// The interaction controller for the transition `animationController` runs, or nil for none.
    func navigationController(
        _ navigationController: NavigationController, interactionControllerFor animationController: ViewControllerAnimatedTransitioning
    ) -> ViewControllerInteractiveTransitioning?
    /// How the delegate appears in the trace; its type's name by default.
    var traceName: String { get }
}

extension NavigationControllerDelegate {
    /// By default nothing happens.
    public func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool) {}
    /// By default nothing happens.
    public func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool) {}
    /// By default nil: the navigation controller's standard slide (``NavigationTransitionAnimator``).
    public func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationController.Operation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> ViewControllerAnimatedTransitioning? { nil }
    /// By default nil: the transition is not interactive.
    public func navigationController(
        _ navigationController: NavigationController, interactionControllerFor animationController: ViewControllerAnimatedTransitioning
    ) -> ViewControllerInteractiveTransitioning? { nil }
    /// The delegate's type name.
    public var traceName: String { String(describing: type(of: self)) }
}
