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
    /// Nil: the engine makes UIKit's default presentation controller.
    public func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? { nil }
    /// Nil: the presented controller's transition style animates the presentation.
    public func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> ViewControllerAnimatedTransitioning? { nil }
    /// Nil: the transition style animates the dismissal.
    public func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? { nil }
    /// Nil: the presentation is not interactive.
    public func interactionControllerForPresentation(
        using animator: ViewControllerAnimatedTransitioning
    ) -> ViewControllerInteractiveTransitioning? { nil }
    /// Nil: the dismissal is not interactive.
    public func interactionControllerForDismissal(
        using animator: ViewControllerAnimatedTransitioning
    ) -> ViewControllerInteractiveTransitioning? { nil }
    /// The delegate's type name.
    public var traceName: String { String(describing: type(of: self)) }
}
