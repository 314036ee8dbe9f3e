/// The transitioning delegate an ``AlertController`` sets on itself: it vends the alert's presentation
/// controller and animator, and — for an action sheet whose popover adapts to compact width — the sheet's
/// presentation controller (an action sheet slides up with UIKit's default cover-vertical animation, and
/// fades in a popover).
final class AlertTransitioningDelegate: ViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? {
        guard let alert = presented as? AlertController else { return nil }
        switch alert.preferredStyle {
        case .alert: return AlertPresentationController(presentedViewController: alert, presenting: presenting)
        case .actionSheet: return ActionSheetPresentationController(presentedViewController: alert, presenting: presenting)
        }
    }

    func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> ViewControllerAnimatedTransitioning? {
        (presented as? AlertController)?.preferredStyle == .alert ? AlertAnimator() : nil
    }

    func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? {
        (dismissed as? AlertController)?.preferredStyle == .alert ? AlertAnimator() : nil
    }
}
