/// Decides how a presentation adapts to a new trait environment (UIKit's
/// `UIAdaptivePresentationControllerDelegate`). Every method is optional.
///
/// The presentation controller asks whenever the presentation is about to present and whenever its traits
/// change while it is up; adapting swaps in a presentation controller of the adapted style (the original one
/// stays the presented controller's ``ViewController/presentationController`` and comes back when the
/// environment allows), and the transitioning delegate's animators keep being used.
public protocol AdaptivePresentationControllerDelegate: AnyObject {
    /// The style to adapt to in `traitCollection`: ``ModalPresentationStyle/fullScreen``,
    /// ``ModalPresentationStyle/overFullScreen``, ``ModalPresentationStyle/formSheet``,
    /// ``ModalPresentationStyle/pageSheet`` or ``ModalPresentationStyle/none`` (don't adapt: keep the
    /// presentation's own style, even a popover on a phone). Nil — the default — leaves the choice to the
    /// presentation controller (built-in sheets and popovers go full screen in a horizontally compact
    /// environment). Asked for every environment, compact or not.
    func adaptivePresentationStyle(
        for controller: PresentationController, traitCollection: TraitCollection
    ) -> ModalPresentationStyle?

    /// A controller to present instead in the adapted style (e.g. the presented controller wrapped in a
    /// container with a Done button); nil keeps the presented controller. The presented controller is free to
    /// become the replacement's child when this is asked; it comes back when the presentation stops adapting.
    func presentationController(
        _ controller: PresentationController, viewControllerForAdaptivePresentationStyle style: ModalPresentationStyle
    ) -> ViewController?

    /// The presentation is about to adapt to `style` (``ModalPresentationStyle/none`` when it returns to its own
    /// style), as part of the transition `transitionCoordinator` runs.
    func presentationController(
        _ presentationController: PresentationController,
        willPresentWithAdaptiveStyle style: ModalPresentationStyle,
        transitionCoordinator: ViewControllerTransitionCoordinator?
    )

    /// How the delegate appears in the trace; its type's name by default.
    var traceName: String { get }
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

    public var traceName: String { String(describing: type(of: self)) }
}
