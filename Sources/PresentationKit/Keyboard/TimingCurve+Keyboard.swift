extension TimingCurve {
    /// The keyboard's motion, curve 7 of its notifications, as a cubic Bézier curve (0.38, 0.7, 0.125, 1) over
    /// ``Keyboard/animationDuration``.
    ///
    /// UIKit does not document curve 7. A developer who printed the animations a keyboard-curve block makes
    /// found a `CASpringAnimation` (mass 3, stiffness 1000, damping 500) lasting 0.5 s, the block's own
    /// duration ignored; another fitted this Bézier curve to the motion over twice the notified 0.25 s (both in
    /// Apple's developer forums, thread 48088, "iOS Keyboard show animation curve control points": third-party
    /// observations). The curve is used here: the spring, ended at 0.5 s as Core Animation ends it, would
    /// jump the last third of the way at the end, which no keyboard does on screen.
    public static let keyboard = TimingCurve(controlPoint1: Point(x: 0.38, y: 0.7), controlPoint2: Point(x: 0.125, y: 1))
}
