/// The presentation controller of an action sheet in a horizontally compact environment: the sheet spans the
/// safe area's width less 8-point margins and sits 8 points above its bottom, as tall as its content, over a
/// dimming view. It stands in for the action sheet's popover (see ``ActionSheetPopoverPresentationController``).
public final class ActionSheetPresentationController: DimmingPresentationController {
    /// The sheet: the safe area's width less ``AlertLayout/sheetMargin`` on each side, as tall as its content
    /// (at most the safe area's height less the margins), ``AlertLayout/sheetMargin`` above the safe area's bottom.
    public override var frameOfPresentedViewInContainerView: Rect {
        guard let containerView, let alert = presentedViewController as? AlertController else { return .zero }
        let margin = AlertLayout.sheetMargin
        let area = containerView.bounds.inset(by: containerView.window?.safeAreaInsets ?? .zero)
        let width = max(0, area.width - 2 * margin)
        let height = min(alert.layout(width: width).contentSize.height, max(0, area.height - 2 * margin))
        return Rect(x: area.minX + margin, y: area.maxY - margin - height, width: width, height: height)
    }
}
