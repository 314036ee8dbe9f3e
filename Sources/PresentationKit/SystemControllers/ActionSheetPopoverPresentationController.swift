/// The popover an action sheet presents in. In a horizontally compact environment it adapts, unless its
/// delegate says otherwise, to the action sheet's own presentation (``ModalPresentationStyle/custom``, which
/// the alert's transitioning delegate serves with an ``ActionSheetPresentationController``) rather than to
/// full screen.
public final class ActionSheetPopoverPresentationController: PopoverPresentationController {
    /// The delegate's answer, else the action sheet's own presentation (``ModalPresentationStyle/custom``) in a
    /// horizontally compact environment and the popover in a regular one.
    public override func adaptivePresentationStyle(for traitCollection: TraitCollection) -> ModalPresentationStyle {
        if let answer = delegateAdaptivePresentationStyle(for: traitCollection) { return answer }
        return traitCollection.horizontalSizeClass == .compact ? .custom : .popover
    }

    /// UIKit requires a source for an action sheet in a popover (it raises without one); here the popover
    /// points at the middle of the container, and a warning says so.
    public override func presentationTransitionWillBegin() {
        if sourceView == nil {
            window?.diagnostics.report(
                .warning, "\(traceName) has no sourceView: an action sheet in a popover needs one; it points at the "
                    + "middle of the screen", code: .engine.actionSheetWithoutSource, hook: "presentationTransitionWillBegin")
        }
        super.presentationTransitionWillBegin()
    }
}
