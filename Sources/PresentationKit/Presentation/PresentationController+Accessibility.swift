/// A presentation is modal to VoiceOver: while it is on screen its presented view's
/// ``View/accessibilityViewIsModal`` is true, so VoiceOver reads only what the presentation shows (Apple:
/// `accessibilityViewIsModal` makes VoiceOver "ignore the accessibility elements within views that are
/// siblings of the receiver"), and its escape gesture reaches the presentation
/// (``Window/accessibilityPerformEscape()``). Set as the presentation begins, once the presentation controller
/// has put its presented view together; given back as it was when the presentation ends (dismissed, or its
/// presentation cancelled).
extension PresentationController {
    func makePresentedViewModalToAccessibility() {
        guard accessibilityModalView == nil, let view = checkedPresentedView else { return }
        accessibilityModalView = view
        accessibilityModalViewWasModal = view.accessibilityViewIsModal
        view.accessibilityViewIsModal = true
    }

    func endAccessibilityModality() {
        guard let view = accessibilityModalView else { return }
        accessibilityModalView = nil
        view.accessibilityViewIsModal = accessibilityModalViewWasModal
    }
}
