/// How a presented controller is shown (UIKit's `UIModalPresentationStyle`). Each style except ``custom``
/// has a built-in presentation controller; ``custom`` asks the transitioning delegate for one.
public enum ModalPresentationStyle: String, Hashable, Sendable, CaseIterable {
    /// Covers the screen; the presenter's view is removed when the presentation ends.
    case fullScreen
    /// A sheet (``SheetPresentationController``): a card on the bottom edge in compact width, the presenter
    /// receding behind it; in a regular environment a 704-point-wide card, centred. With
    /// ``Window/sheetGeometry`` ``SheetGeometry/classic``, the seeds' iOS 8 sheet: full height and the width
    /// of the screen in portrait, centred, in a regular environment; full screen elsewhere.
    case pageSheet
    /// A sheet (``SheetPresentationController``): in a regular environment 540 × 620 (or the preferred
    /// content size), centred; in compact width a card on the bottom edge like a page sheet (with
    /// ``SheetGeometry/classic``, full screen there).
    case formSheet
    /// Covers the controller that defines the presentation context, whose view is then removed.
    case currentContext
    /// A presentation controller from the transitioning delegate.
    case custom
    /// Covers the screen, leaving the presenter's view in place underneath.
    case overFullScreen
    /// Covers the presentation context, leaving its view in place underneath.
    case overCurrentContext
    /// A popover pointing at a source rectangle.
    case popover
    /// Not a presentation style: only an answer to "how should this adapt?", meaning "don't".
    case none
    /// The system's choice (iOS 13): a form sheet from iOS 18, a page sheet before
    /// (``SystemVersion/automaticPresentationStyle``).
    case automatic

    /// Whether the style covers the screen (full-screen styles present from a controller that does).
    var presentsFullScreen: Bool {
        switch self {
        case .currentContext, .overCurrentContext: return false
        default: return true
        }
    }

    /// The style actually used in `version`'s UIKit: ``automatic`` becomes that era's
    /// (``SystemVersion/automaticPresentationStyle``: a form sheet from iOS 18, a page sheet before).
    func resolved(in version: SystemVersion) -> ModalPresentationStyle {
        self == .automatic ? version.automaticPresentationStyle : self
    }
}
