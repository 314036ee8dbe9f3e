/// Decides how a presentation adapts to a new trait environment (UIKit's
/// `UIAdaptivePresentationControllerDelegate`). Every method is optional.
public protocol AdaptivePresentationControllerDelegate: AnyObject {
    /// The style to adapt to in `traitCollection`: ``ModalPresentationStyle/fullScreen``,
    /// ``ModalPresentationStyle/overFullScreen``, ``ModalPresentationStyle/formSheet`` or
    /// ``ModalPresentationStyle/none`` (don't adapt). Nil — the default — leaves the choice to the
    /// presentation controller.
    func adaptivePresentationStyle(
        for controller: PresentationController, traitCollection: TraitCollection
    ) -> ModalPresentationStyle?

    /// A controller to present instead in the adapted style (e.g. wrapped in a navigation controller);
    /// nil keeps the presented controller.
    func presentationController(
        _ controller: PresentationController, viewControllerForAdaptivePresentationStyle style: ModalPresentationStyle
    ) -> ViewController?

    /// The presentation is about to adapt to `style` (``ModalPresentationStyle/none`` when it does not).
    func presentationController(
        _ presentationController: PresentationController,
        willPresentWithAdaptiveStyle style: ModalPresentationStyle,
        transitionCoordinator: ViewControllerTransitionCoordinator?
    )
}

extension AdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(
        for controller: PresentationController, traitCollection: TraitCollection
    ) -> ModalPresentationStyle? { nil }

    public func presentationController(
        _ controller: PresentationController, viewControllerForAdaptivePresentationStyle style: ModalPresentationStyle
    ) -> ViewController? { nil }

    public func presentationController(
        _ presentationController: PresentationController,
        willPresentWithAdaptiveStyle style: ModalPresentationStyle,
        transitionCoordinator: ViewControllerTransitionCoordinator?
    ) {}
}
