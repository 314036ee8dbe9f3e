/// The delegate of a popover (UIKit's `UIPopoverPresentationControllerDelegate`): the adaptive delegate, and
/// the veto of a user's dismissal as iOS 8–12 asked it. Every method is optional.
///
/// From iOS 13 UIKit asks ``AdaptivePresentationControllerDelegate/presentationControllerShouldDismiss(_:)``
/// instead and these two are deprecated (Apple: `popoverPresentationControllerShouldDismissPopover(_:)`,
/// iOS 8.0–13.0, "called in response to user-initiated attempts to dismiss the popover", not when it is
/// dismissed programmatically). The engine asks them only when the window's ``Window/systemVersion`` is
/// ``SystemVersion/iOS12``.
public protocol PopoverPresentationControllerDelegate: AdaptivePresentationControllerDelegate {
    /// Whether a tap outside (or VoiceOver's escape) may dismiss the popover; true by default.
    func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: PopoverPresentationController) -> Bool

    /// A user's tap outside (or escape) dismissed the popover, after its `viewDidDisappear`.
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: PopoverPresentationController)
}

extension PopoverPresentationControllerDelegate {
    /// True: the popover may be dismissed, as UIKit's default.
    public func popoverPresentationControllerShouldDismissPopover(
        _ popoverPresentationController: PopoverPresentationController
    ) -> Bool { true }

    /// Does nothing.
    public func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: PopoverPresentationController) {}
}
