/// Which generation of UIKit's page and form sheets the built-in sheet controllers model.
///
/// Set it on the window before presenting (``Window/sheetGeometry``); a sheet controller reads it when its
/// presentation begins and whenever it lays out, unless its own ``SheetPresentationController/geometry``
/// overrides it.
///
///     window.sheetGeometry = .classic   // the seeds' iOS 8 sheets, e.g. to replay a 2014 talk's example
public enum SheetGeometry: String, Hashable, Sendable, CaseIterable {
    /// iOS 26's sheets (Apple's "Adopting Liquid Glass" and WWDC 2025 "Get to know the new design system"):
    /// everything the ``card`` does — detents, grabber, dimming, drag, the receding presenter — but in a
    /// horizontally compact, vertically regular environment a sheet at a partial detent floats: laid out as
    /// the card and drawn scaled by ``SheetMetrics/floatingScale`` about its centre, so it stands in from the
    /// sides and the bottom and its top comes down, rounded at all four corners concentric with the display's
    /// (``SheetMetrics/concentricCornerRadius(displayCornerRadius:inset:)``). At the largest detent value it
    /// is edge-attached like the card (full width, on the bottom edge, its top corners rounded); dragged
    /// between the two, the scale and the radius follow the sheet's position. Apple publishes no numbers;
    /// the model's are third-party measurements (``SheetMetrics``). In landscape and on an iPad it is iOS
    /// 18's card: no public measurement of iOS 26's sheets there exists yet.
    case floating
    /// The attached cards of iOS 13–18 (iOS 13 cards, iOS 15 detents): in a horizontally compact environment
    /// a page or form sheet stays a card attached to the bottom edge — it does not adapt to full screen — and
    /// the presenter's view recedes behind it at the large detent; in compact height it fills the screen
    /// unless edge-attached; in a regular one it floats centred. The sheet can be dragged between its detents
    /// and swiped away.
    case card
    /// The seeds' sheets (iOS 8–12, WWDC 2014 "View Controller Advancements in iOS 8"): in a horizontally
    /// compact environment a page or form sheet adapts to full screen; in a regular one a form sheet is its
    /// preferred content size (540 × 620 by default) centred, a page sheet as tall as the container and as wide
    /// as the screen in portrait. No detents, no grabber, no drag, no rounded card corners, the presenter's
    /// view untouched.
    case classic

    /// Whether the sheets have detents, a grabber, a drag and a receding presenter: every generation since
    /// iOS 13's cards.
    var hasDetents: Bool { self != .classic }
}
