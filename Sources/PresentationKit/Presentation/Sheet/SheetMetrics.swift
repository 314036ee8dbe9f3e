/// The numbers UIKit's sheets are drawn with, and where each comes from: the cards of iOS 13–18 first, then
/// what iOS 26's floating sheets add. UIKit documents none of them except where said; the rest were measured
/// by developers in the view debugger or read off screenshots, and the source is given with each.
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

    // MARK: iOS 26 (SheetGeometry.floating)

    /// How much smaller a floating sheet (iOS 26, at a partial detent in compact width) is drawn than the
    /// card it stands on: UIKit scales the sheet's wrapper (`UIDropShadowView`) by 0.961 about its centre at
    /// every detent below the large one, and by 1 at the large one. Measured by a third party on iOS 26.2
    /// (react-native-true-sheet issue 732, "Sheet scaled to ~96% width at non-large detents (8pt side
    /// margins)", 2026: `scale(0.961)` on a 414-pt-wide iPhone 11, leaving about 8 pt at each side).
    ///
    /// The scale, not a fixed margin, is what was measured, so the model scales: the sides come in by
    /// `width × 0.039 / 2` (7.84 pt on a 402-pt iPhone 16 Pro), and — the centre staying put — the top comes
    /// down and the bottom up by `height × 0.039 / 2` each. A detent's value is therefore measured as on the
    /// card (from the screen's bottom edge, the home indicator's inset included) and the sheet shown at
    /// 0.961 of that, about 8 pt lower than the detent's top at the medium detent. Whether UIKit keeps the
    /// scale or the 8-pt margin constant on phones of other widths is not known (one phone was measured).
    /// UIKit keeps the sheet's bounds at the card's size and scales its wrapper; the model gives the presented
    /// view the frame it is seen at instead, so a style reads the sheet where it shows.
    /// Apple ("Adopting Liquid Glass"; WWDC 2025 "Get to know the new design system") describes the inset
    /// but gives no figure.
    public static let floatingScale = 0.961

    /// How far a floating sheet `width` points wide (its card's width) stands in from each side:
    /// `width × (1 − floatingScale) / 2`, e.g. 7.839 pt on a 402-pt-wide phone.
    public static func floatingSideInset(forWidth width: Double) -> Double {
        width.isFinite ? Swift.max(0, width) * (1 - floatingScale) / 2 : 0
    }

    /// The radius of a floating sheet's corners on a display whose corners have radius
    /// `displayCornerRadius`, `inset` points in from its edges: concentric with the display's, so
    /// `displayCornerRadius − inset` (Apple's rule for concentric shapes, WWDC 2025 "Get to know the new
    /// design system"; that iOS 26's partial-height sheets follow the display's corners is Apple's, the
    /// figures come from ``Device/displayCornerRadius``), but never less than ``defaultCornerRadius`` — a
    /// floor the model chooses for square-cornered or unknown displays (an iPhone SE's radius is 0), not a
    /// measurement. The sheet's inset is taken at its sides (``floatingSideInset(forWidth:)``); its bottom
    /// gap, scaled with its height, is within half a point of it at the medium detent.
    ///
    ///     SheetMetrics.concentricCornerRadius(displayCornerRadius: 62, inset: 8)   // 54
    public static func concentricCornerRadius(displayCornerRadius: Double?, inset: Double) -> Double {
        let concentric = (displayCornerRadius ?? 0) - inset
        return concentric.isFinite ? Swift.max(defaultCornerRadius, concentric) : defaultCornerRadius
    }

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
