/// Vends the objects of a custom presentation: a presentation controller for the chrome and layout, and
/// animators (and interaction controllers) for the content (UIKit's `UIViewControllerTransitioningDelegate`).
///
/// Set it on the presented controller. Every method is optional; returning nil means UIKit's default.
public protocol ViewControllerTransitioningDelegate: AnyObject {
    /// The presentation controller for a ``ModalPresentationStyle/custom`` presentation; nil uses the base
    /// ``PresentationController`` (which leaves the presenter's view in place).
    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController?
    /// The animator that presents; nil plays the controller's ``ModalTransitionStyle``.
    func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> ViewControllerAnimatedTransitioning?
    /// The animator that dismisses; nil plays the controller's ``ModalTransitionStyle`` backwards.
    func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning?
    /// Asked only when an animator was vended for the presentation.
    func interactionControllerForPresentation(
        using animator: ViewControllerAnimatedTransitioning
    ) -> ViewControllerInteractiveTransitioning?
    /// Asked only when an animator was vended for the dismissal.
    func interactionControllerForDismissal(
        using animator: ViewControllerAnimatedTransitioning
    ) -> ViewControllerInteractiveTransitioning?
    /// How the delegate appears in the trace; its type's name by default.
    var traceName: String { get }
}

extension ViewControllerTransitioningDelegate {
    public func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? { nil }
    public func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> ViewControllerAnimatedTransitioning? { nil }
    public func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? { nil }
    public func interactionControllerForPresentation(
        using animator: ViewControllerAnimatedTransitioning
    ) -> ViewControllerInteractiveTransitioning? { nil }
    public func interactionControllerForDismissal(
        using animator: ViewControllerAnimatedTransitioning
    ) -> ViewControllerInteractiveTransitioning? { nil }
    public var traceName: String { String(describing: type(of: self)) }
}
