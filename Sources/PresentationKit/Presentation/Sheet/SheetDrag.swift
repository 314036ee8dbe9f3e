/// A finger's drag on a sheet, from its start to its release.
struct SheetDrag {
    /// The sheet's displayed frame when the finger went down.
    let startFrame: Rect
    /// Where the sheet's top edge is now.
    var top: Double
    /// Whether the drag asked to dismiss (pulled below the smallest detent) and was refused: the sheet then
    /// resists.
    var wasRefused = false
}
