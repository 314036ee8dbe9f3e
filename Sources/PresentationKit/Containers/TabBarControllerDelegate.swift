/// Hears a tab bar controller's selections and vends the animators of its tab switches (UIKit's
/// `UITabBarControllerDelegate`). The animators and interaction controllers are the same types a
/// transitioning delegate vends.
///
/// Every method is optional. `shouldSelect` and `didSelect` are asked only for a selection the user makes
/// (``TabBarController/selectTab(at:)``), not for one made in code, as in UIKit. Without an animator a tab
/// switch does not animate (UIKit's default); the interaction controller is asked for only when an animator
/// was vended.
public protocol TabBarControllerDelegate: AnyObject {
    /// Whether the tab the user chose may be selected; true by default.
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool
    /// The user selected a tab (also when it was already selected).
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
    /// The animator for a switch between two tabs; nil switches at once.
    func tabBarController(
        _ tabBarController: TabBarController, animationControllerForTransitionFrom fromVC: ViewController, to toVC: ViewController
    ) -> ViewControllerAnimatedTransitioning?
    /// The interaction controller for the switch `animationController` runs, or nil for none.
    func tabBarController(
        _ tabBarController: TabBarController, interactionControllerFor animationController: ViewControllerAnimatedTransitioning
    ) -> ViewControllerInteractiveTransitioning?
    /// How the delegate appears in the trace; its type's name by default.
    var traceName: String { get }
}

extension TabBarControllerDelegate {
    /// By default every selection is allowed, as in UIKit.
    public func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool { true }
    /// By default nothing happens.
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {}
    /// By default nil: the switch between tabs is not animated, as in UIKit.
    public func tabBarController(
        _ tabBarController: TabBarController, animationControllerForTransitionFrom fromVC: ViewController, to toVC: ViewController
    ) -> ViewControllerAnimatedTransitioning? { nil }
    /// By default nil: the transition is not interactive.
    public func tabBarController(
        _ tabBarController: TabBarController, interactionControllerFor animationController: ViewControllerAnimatedTransitioning
    ) -> ViewControllerInteractiveTransitioning? { nil }
    /// The delegate's type name.
    public var traceName: String { String(describing: type(of: self)) }
}
