/// The presentation controller of ``ModalPresentationStyle/formSheet``: a ``SheetPresentationController``.
///
/// In a regular environment the presented view is the preferred content size (540 × 620 by default, UIKit's
/// form sheet), centred in the container and kept inside its safe area — in both generations. In a compact
/// one, today's (``SheetGeometry/card``, the default) is a card on the bottom edge like a page sheet
/// (Geoff Hackworth, "View Controller Presentation Changes in iOS and iPadOS 16": "a form sheet presentation
/// will adapt and fill the width, just like on iPhone"); the seeds' (``SheetGeometry/classic``) adapts to
/// full screen.
///
/// iPadOS 16 made default form sheets "slightly bigger" (same article); the new figure is not pinned down
/// here, so 540 × 620 stays the default.
open class FormSheetPresentationController: SheetPresentationController {
    /// UIKit's form-sheet size when the presented controller prefers none.
    public static let defaultSize = Size(width: 540, height: 620)

    /// A form sheet for `presentedViewController`: form sized (``SheetPresentationController/prefersPageSizing``
    /// false), as Apple documents `UIModalPresentationStyle.formSheet` ("to provide a custom content size, use
    /// the modal view controller's `preferredContentSize`").
    public override init(presentedViewController: ViewController, presenting presentingViewController: ViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        prefersPageSizing = false
    }

    /// The form sheet's frame: `preferred` (or ``defaultSize`` when it has no area), no larger than `area`,
    /// centred in it.
    static func centredFormSheetFrame(preferred: Size, in area: Rect) -> Rect {
        let wanted = preferred.width > 0 && preferred.height > 0 ? preferred : defaultSize
        let size = Size(width: Swift.min(wanted.width, area.width), height: Swift.min(wanted.height, area.height))
        return Rect(x: area.midX - size.width / 2, y: area.midY - size.height / 2, width: size.width, height: size.height)
    }
}
