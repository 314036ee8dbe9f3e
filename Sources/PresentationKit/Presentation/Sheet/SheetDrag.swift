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

/// A dismissal a swipe drives.
final class SheetSwipeDismissal {
    /// Drives the dismissal's animations by the finger's position.
    let interaction = PercentDrivenInteractiveTransition()
    /// The sheet's top edge at the smallest detent, where the dismissal starts.
    let startTop: Double
    /// How far the top edge travels to leave the container.
    let distance: Double
    /// The detent to return to if the dismissal is cancelled.
    var returnDetent: SheetPresentationController.Detent.Identifier?
    /// The finger's velocity at release, downward positive.
    var releaseVelocity = 0.0

    init(startTop: Double, distance: Double) {
        self.startTop = startTop
        self.distance = distance
        interaction.completionCurve = .linear
    }

    /// The fraction of the dismissal at which the top edge is at `top`.
    func fraction(atTop top: Double) -> Double {
        distance > 0 ? Swift.min(1, Swift.max(0, (top - startTop) / distance)) : 1
    }
}
