/// The presentation controller of ``ModalPresentationStyle/pageSheet``: a ``SheetPresentationController``.
///
/// Today (``SheetGeometry/card``, the default): a card on the bottom edge in compact width (the presenter
/// recedes at the large detent), the full screen in compact height, and in a regular environment a card
/// ``SheetMetrics/regularPageSheetWidth`` wide (or the container's width), centred, from
/// ``SheetMetrics/topGap`` below the safe area to the bottom (iPadOS 13+).
///
/// The seeds' iOS 8–12 sheet (``SheetGeometry/classic``): in a regular environment as tall as the container
/// and as wide as the screen is in portrait, centred, the sides dimmed; in a compact one it adapts to full
/// screen.
open class PageSheetPresentationController: SheetPresentationController {
    /// The seeds' page sheet: as wide as the screen in portrait and as tall as the container, centred, in a
    /// regular environment; the whole container in a compact one.
    open override func classicFrame(in bounds: Rect) -> Rect {
        guard isRegularEnvironment else { return bounds }
        let width = Swift.min(bounds.width, bounds.height)
        return Rect(x: bounds.midX - width / 2, y: bounds.minY, width: width, height: bounds.height)
    }
}
