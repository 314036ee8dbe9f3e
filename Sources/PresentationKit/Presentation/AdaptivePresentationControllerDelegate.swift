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

    /// Whether the user may dismiss the presentation now, asked when a swipe on a sheet pulls it down past
    /// its smallest detent (UIKit's `presentationControllerShouldDismiss(_:)`, iOS 13). False refuses: the
    /// sheet resists and returns, and ``presentationControllerDidAttemptToDismiss(_:)`` follows. Not asked
    /// when the presented controller ``ViewController/isModalInPresentation``. True by default.
    func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool

    /// A user's attempt to dismiss was refused, by ``ViewController/isModalInPresentation`` or
    /// ``presentationControllerShouldDismiss(_:)`` (UIKit's `presentationControllerDidAttemptToDismiss(_:)`):
    /// tell the user why, e.g. with an action sheet.
    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController)

    /// A swipe is dismissing the presentation; its transition coordinator is available (UIKit's
    /// `presentationControllerWillDismiss(_:)`). The swipe may still be cancelled, and then no
    /// ``presentationControllerDidDismiss(_:)`` follows. Not sent for programmatic dismissals (Apple: "This
    /// method is not called if the presentation is dismissed programmatically").
    func presentationControllerWillDismiss(_ presentationController: PresentationController)

    /// A swipe dismissed the presentation, after the dismissed controller's `viewDidDisappear` (UIKit's
    /// `presentationControllerDidDismiss(_:)`). Not sent for programmatic dismissals.
    func presentationControllerDidDismiss(_ presentationController: PresentationController)

    /// How the delegate appears in the trace; its type's name by default.
    var traceName: String { get }
}

extension AdaptivePresentationControllerDelegate {
    /// No answer: the presentation controller's own adaptive style applies.
    public func adaptivePresentationStyle(
        for controller: PresentationController, traitCollection: TraitCollection
    ) -> ModalPresentationStyle? { nil }

    /// No replacement controller: the presented controller is shown in the adapted style as it is.
    public func presentationController(
        _ controller: PresentationController, viewControllerForAdaptivePresentationStyle style: ModalPresentationStyle
    ) -> ViewController? { nil }

    /// Does nothing.
    public func presentationController(
        _ presentationController: PresentationController,
        willPresentWithAdaptiveStyle style: ModalPresentationStyle,
        transitionCoordinator: ViewControllerTransitionCoordinator?
    ) {}

    /// True: a swipe may dismiss, as UIKit's default.
    public func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool { true }

    /// Does nothing.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {}

    /// Does nothing.
    public func presentationControllerWillDismiss(_ presentationController: PresentationController) {}

    /// Does nothing.
    public func presentationControllerDidDismiss(_ presentationController: PresentationController) {}

    /// The delegate's type name.
    public var traceName: String { String(describing: type(of: self)) }
}
