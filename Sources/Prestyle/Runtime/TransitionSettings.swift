import PresentationKit

/// `transition = "zoom" | "coverVertical" | "crossDissolve" | "flipHorizontal" | "partialCurl"` and
/// `zoom = { … }` with a `base`: the system transition the built-in presentation plays, as an app sets
/// `UIViewController.preferredTransition` (iOS 18) before presenting. The style's transitioning delegate vends
/// the transition's animator (``PresentationKit/Transition/makeAnimator(in:)``); in the iOS 12 era there is
/// none, and the presented controller's transition style plays.
///
/// `zoom = { source = "thumb-2", dimmingColor = "#00000066", dimmingVisualEffect = "systemMaterial",
/// alignmentRect = { 0, 120, 393, 393 }, interactiveDismiss = true }`: the source is the name of a view in the presenting controller's view, or a
/// function(ctx) returning one, asked when presenting and again when dismissing (`ctx.presenting` tells which);
/// a name that is no view there is reported at the `source` line with the nearest name.
struct TransitionSettings: Hashable {
    /// The transitions a style may name, as `UIViewController.Transition`'s.
    static let names = ["zoom", "coverVertical", "crossDissolve", "flipHorizontal", "partialCurl"]

    /// `zoom = { … }`'s fields.
    enum ZoomField: String, CaseIterable {
        case source, dimmingColor, dimmingVisualEffect, alignmentRect, interactiveDismiss
        static let names = allCases.map(\.rawValue)
    }

    /// Where the zoom's source view comes from.
    enum Source: Hashable {
        /// The view of this name in the presenting controller's view.
        case view(String)
        /// The function at `zoom.source`, defined at `line`, asked each time.
        case function(line: Int?)
    }

    /// One of ``names``.
    var name: String
    /// For the zoom: the source; nil zooms from nothing (the zoomed view fades in and out).
    var source: Source?
    /// The line of `source = …`, for diagnostics.
    var sourceLine: Int?
    var dimmingColor: Color?
    /// `dimmingVisualEffect = "systemMaterial"`: a `UIBlurEffect.Style` name.
    var dimmingVisualEffect: BlurEffect.Style?
    var alignmentRect: Rect?
    /// Whether a downward drag may dismiss the zoomed controller.
    var interactiveDismiss = true

    var isZoom: Bool { name == "zoom" }
}
