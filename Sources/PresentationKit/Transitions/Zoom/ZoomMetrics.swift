/// The zoom transition's numbers. Apple publishes none of them (WWDC 2024 "Enhance your UI animations and
/// transitions" describes the behaviour, not the figures), so each is a choice made here to look like the
/// system's zoom, named so a test or a style can read it.
public enum ZoomMetrics {
    /// The spring the zoom flies with, in and out and after a release: SwiftUI's and iOS 17 UIKit's perceptual
    /// duration with no bounce (the zoom lands without overshooting).
    public static let springDuration = 0.5
    /// The smallest the zoomed view shrinks under a finger that drags it down by the container's full height.
    public static let minimumInteractiveScale = 0.5
    /// How far down, as a share of the container's height, a released drag must be headed (its translation
    /// plus UIScrollView's deceleration projection of its velocity, ``SheetMetrics/projection(of:decelerationRate:)``)
    /// to dismiss; a release short of it springs back.
    public static let dismissalShare = 0.15
    /// The scale a released pinch must be headed below to dismiss: its scale plus its speed (scale per
    /// second) over ``pinchProjection`` seconds; a pinch released above it springs back.
    public static let pinchDismissalScale = 0.8
    /// How far ahead, in seconds, a released pinch's speed is projected.
    public static let pinchProjection = 0.15

    /// The spring of the zoom, starting at `initialVelocity` (relative: the share of the distance per second).
    public static func spring(initialVelocity: Double = 0) -> Spring {
        Spring(duration: springDuration, bounce: 0, initialVelocity: initialVelocity.isFinite ? initialVelocity : 0)
    }
}
