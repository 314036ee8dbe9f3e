/// A finger's drag on a sheet, from its start to its release.
struct SheetDrag {
    /// Where the top edge of the sheet's card was when the finger went down: the displayed top, or for an
    /// iOS 26 sheet drawn scaled, the top of the card it stands on.
    let startTop: Double
    /// Where the top edge of the sheet's card is now.
    var top: Double
    /// Whether the drag asked to dismiss (pulled below the smallest detent) and was refused: the sheet then
    /// resists.
    var wasRefused = false
}
