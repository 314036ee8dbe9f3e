/// Has its say in a split view controller's changes (UIKit's `UISplitViewControllerDelegate`, the iOS 8
/// methods). Every method is optional; the defaults leave the split view to its own behaviour.
public protocol SplitViewControllerDelegate: AnyObject {
    /// The display mode is about to change to `displayMode`.
    func splitViewController(_ splitViewController: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode)
    /// The mode the display-mode button switches to; `automatic` (the default) lets the split view choose.
    func targetDisplayModeForAction(in splitViewController: SplitViewController) -> SplitViewController.DisplayMode
    /// Whether the delegate showed `vc` itself for `show(_:sender:)`; false (the default) lets the split view.
    func splitViewController(_ splitViewController: SplitViewController, show vc: ViewController, sender: Any?) -> Bool
    /// Whether the delegate showed `vc` itself for `showDetailViewController(_:sender:)`; false lets the
    /// split view.
    func splitViewController(_ splitViewController: SplitViewController, showDetail vc: ViewController, sender: Any?) -> Bool
    /// The controller to be the one column when collapsing; nil (the default) keeps the primary.
    func primaryViewController(forCollapsing splitViewController: SplitViewController) -> ViewController?
    /// The controller to be the primary when separating; nil (the default) keeps the current one.
    func primaryViewController(forExpanding splitViewController: SplitViewController) -> ViewController?
    /// Whether the delegate folded the secondary into the primary itself — true drops the secondary from the
    /// split view without the default (pushing it onto a navigation primary); false (the default) lets the
    /// split view do it. Apple's templates answer true to keep the list on screen when the detail is empty.
    func splitViewController(
        _ splitViewController: SplitViewController, collapseSecondary secondaryViewController: ViewController,
        onto primaryViewController: ViewController
    ) -> Bool
    /// The secondary to show when separating; nil (the default) lets the split view take back what collapsing
    /// folded into the primary.
    func splitViewController(
        _ splitViewController: SplitViewController, separateSecondaryFrom primaryViewController: ViewController
    ) -> ViewController?
    /// How the delegate appears in the trace; its type's name by default.
    var traceName: String { get }
}

extension SplitViewControllerDelegate {
    public func splitViewController(_ splitViewController: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode) {}
    public func targetDisplayModeForAction(in splitViewController: SplitViewController) -> SplitViewController.DisplayMode { .automatic }
    public func splitViewController(_ splitViewController: SplitViewController, show vc: ViewController, sender: Any?) -> Bool { false }
    public func splitViewController(_ splitViewController: SplitViewController, showDetail vc: ViewController, sender: Any?) -> Bool { false }
    public func primaryViewController(forCollapsing splitViewController: SplitViewController) -> ViewController? { nil }
    public func primaryViewController(forExpanding splitViewController: SplitViewController) -> ViewController? { nil }
    public func splitViewController(
        _ splitViewController: SplitViewController, collapseSecondary secondaryViewController: ViewController,
        onto primaryViewController: ViewController
    ) -> Bool { false }
    public func splitViewController(
        _ splitViewController: SplitViewController, separateSecondaryFrom primaryViewController: ViewController
    ) -> ViewController? { nil }
    public var traceName: String { String(describing: type(of: self)) }
}
