extension ViewController {
    /// Whether the controller refuses to be dismissed by the user (UIKit's `isModalInPresentation`, iOS 13):
    /// a swipe on its sheet is resisted and the sheet returns, and the presentation controller's delegate is
    /// told with ``AdaptivePresentationControllerDelegate/presentationControllerDidAttemptToDismiss(_:)``.
    /// Programmatic dismissals are unaffected. False by default.
    public var isModalInPresentation: Bool {
        get { modalInPresentationStorage }
        set { modalInPresentationStorage = newValue }
    }
}
