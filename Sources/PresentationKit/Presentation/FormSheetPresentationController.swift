/// The presentation controller of ``ModalPresentationStyle/formSheet``: in a regular environment the
/// presented view is the preferred content size (540 × 620 by default, UIKit's form sheet), centred in the
/// container and kept inside its safe area; in a compact one it fills the container. The rest is dimmed.
open class FormSheetPresentationController: DimmingPresentationController {
    /// UIKit's form-sheet size when the presented controller prefers none.
    public static let defaultSize = Size(width: 540, height: 620)

    open override var frameOfPresentedViewInContainerView: Rect {
        guard let containerView else { return .zero }
        let bounds = containerView.bounds
        guard isRegularEnvironment else { return bounds }
        let preferred = presentedViewController.preferredContentSize
        let wanted = preferred.width > 0 && preferred.height > 0 ? preferred : Self.defaultSize
        let area = bounds.inset(by: containerView.window?.safeAreaInsets ?? .zero)
        let size = Size(width: Swift.min(wanted.width, area.width), height: Swift.min(wanted.height, area.height))
        return Rect(x: area.midX - size.width / 2, y: area.midY - size.height / 2, width: size.width, height: size.height)
    }
}
