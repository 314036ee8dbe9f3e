/// The numbers today's UIKit sheets are drawn with, and where each comes from. UIKit documents none of them
/// except where said; the rest were measured by developers in the view debugger or read off screenshots,
/// and the source is given with each.
public enum SheetMetrics {
    /// The gap between the top of the safe area and the top of a sheet at its large detent, in points: on an
    /// iPhone with a notch or Dynamic Island a large sheet starts 10 pt below the safe area (e.g. at y = 69 on
    /// an iPhone 15, whose safe area starts at 59), as measured in the view debugger on iOS 15–17; the same
    /// gap leaves room for the receding presenter's top edge.
    public static let topGap = 10.0
    /// UIKit's sheet corner radius when ``SheetPresentationController/preferredCornerRadius`` is nil: 10 pt,
    /// the radius of the iOS 13 card (measured, `layer.cornerRadius` of the sheet's drop-shadow view on iOS
    /// 13–17).
    public static let defaultCornerRadius = 10.0
    /// The grabber's size: 36 × 5 pt, a capsule (corner radius 2.5), as the view debugger shows UIKit's
    /// `_UIGrabber` on iOS 15–17.
    public static let grabberSize = Size(width: 36, height: 5)
    /// The grabber's distance from the top edge of the sheet: 5 pt (view debugger, iOS 15–17).
    public static let grabberTopOffset = 5.0
    /// How much narrower the receding presenter gets on each side, in points: about 16 pt, read off iOS 13–17
    /// screenshots of a page sheet at the large detent on iPhones (the presenter's scale is
    /// (width − 2 × 16) / width, about 0.92 on a 393-pt-wide phone). Not a documented figure.
    public static let recessionSideInset = 16.0
    /// The receding presenter's corner radius: that of the sheet (screenshots, iOS 13–17).
    public static let recessionCornerRadius = 10.0
    /// The width of a page sheet in a regular environment (iPadOS 13+): 704 pt, read off iPad screenshots, or
    /// the container's width when narrower. (The seeds' iOS 8 page sheet is as wide as the screen in portrait.)
    public static let regularPageSheetWidth = 704.0
    /// How much the dimming view darkens what the sheet covers: black at 0.4 alpha (the engine's dimming
    /// default, which UIKit's `UIDimmingView` matches on iOS 13–17 sheets within a few hundredths).
    public static let dimmingAlpha = 0.4
    /// The coefficient of UIScrollView's rubber band, c = 0.55 in f(x) = (1 − 1 / (x·c / d + 1))·d, where x
    /// is how far the finger went past the limit and d the dimension of the view (Grant Paul's reverse
    /// engineering of UIScrollView, 2014, widely reused by PanModal-like libraries). The sheet stretches past
    /// its largest detent by this rule.
    public static let rubberBandCoefficient = 0.55
    /// UIScrollView's normal deceleration rate, 0.998 per millisecond (`UIScrollView.DecelerationRate.normal`):
    /// a flick at velocity v (points per second) carries v / 1000 × r / (1 − r) points (WWDC 2018 "Designing
    /// Fluid Interfaces"). A released sheet goes to the detent nearest to where the flick would carry it.
    public static let decelerationRate = 0.998
    /// The system's sheet spring: critically damped (bounce 0) with a perceptual duration of 0.5 s — the
    /// default spring of UIKit and SwiftUI (WWDC 2023 "Animate with springs"). Apple does not publish the
    /// sheet's own; detent changes and drag releases use this one, started at the finger's velocity.
    public static let springDuration = 0.5
    /// The duration of the linear dismissal a swipe drives, at speed 1 (the engine's cover-vertical
    /// duration); releasing with a flick speeds the rest up to the finger's speed.
    public static let swipeDismissalDuration = 0.5
    /// The most a flick speeds the end of a swipe dismissal up (a 0.5 s dismissal then takes at least 0.125 s).
    public static let maximumCompletionSpeed = 4.0

    /// How far a flick at `velocity` (points per second) carries with deceleration rate `rate`:
    /// `velocity / 1000 × rate / (1 − rate)`.
    public static func projection(of velocity: Double, decelerationRate rate: Double = decelerationRate) -> Double {
        guard velocity.isFinite, rate > 0, rate < 1 else { return 0 }
        return velocity / 1000 * rate / (1 - rate)
    }

    /// UIScrollView's rubber band: how far a view moves when the finger goes `offset` points past its limit,
    /// along a dimension of `dimension` points (see ``rubberBandCoefficient``).
    public static func rubberBand(_ offset: Double, dimension: Double) -> Double {
        guard offset > 0, dimension > 0 else { return 0 }
        let c = rubberBandCoefficient
        return (1 - 1 / (offset * c / dimension + 1)) * dimension
    }
}
