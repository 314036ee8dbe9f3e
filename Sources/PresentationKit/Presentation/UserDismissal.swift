/// How a user asked to dismiss a presentation, rather than the app calling `dismiss(animated:completion:)`.
/// Each goes through the same veto (``ViewController/isModalInPresentation``, then the delegate's
/// ``AdaptivePresentationControllerDelegate/presentationControllerShouldDismiss(_:)``) and, when it is allowed,
/// the same will- and did-dismiss messages; a programmatic dismissal goes through neither.
public enum UserDismissal: String, Sendable, CaseIterable {
    /// A swipe down on a sheet.
    case swipe
    /// VoiceOver's escape gesture (a two-finger Z), UIKit's `accessibilityPerformEscape()`.
    case escape
    /// A tap outside a popover, on its dimming view.
    case tapOutside
    /// A finger on the presentation's own gesture: a custom presentation controller's pan that dismisses its
    /// presentation interactively (``PresentationController/dismiss(asUser:starting:)``).
    case drag
}
