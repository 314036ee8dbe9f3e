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
