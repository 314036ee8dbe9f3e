import PresentationKit

/// A frame's views placed on the screen: for each, the transform from its bounds to screen coordinates, the
/// opacity it shows with (its alpha times its ancestors'), whether it shows at all, and the clip its ancestors
/// impose — what a drawing needs and a frame only implies.
struct ScreenLayout {
    struct PlacedView {
        let state: Recording.RecordedView
        let role: ViewRole
        /// Maps a point in the view's bounds coordinates to the screen.
        let toScreen: AffineTransform
        /// The view's alpha times every ancestor's.
        let opacity: Double
        /// Whether the view or an ancestor is hidden.
        let isHiddenInTree: Bool
        /// The bounding box of the view's bounds on the screen.
        let screenRect: Rect
        /// The bounding box of the area its clipping ancestors leave visible, or nil when none clips.
        let clip: Rect?

        /// Whether the view shows at all: nothing hides it and it has some opacity.
        var isVisible: Bool { !isHiddenInTree && opacity > 0 }

        /// The rectangle that can show on screen: `screenRect` cut by the clip (null when nothing shows).
        var visibleRect: Rect {
            clip.map { screenRect.intersection($0) } ?? screenRect
        }

        /// Whether the view hides what lies behind it within its bounds: an opaque background at full opacity.
        var isOpaque: Bool {
            guard let color = state.color else { return false }
            return color.alpha * opacity >= 0.999
        }
    }

    let views: [PlacedView]

    init(_ frame: Recording.Frame) {
        let roles = frame.roles()
        var placedByName: [String: PlacedView] = [:]
        var views: [PlacedView] = []
        for (state, role) in zip(frame.views, roles) {
            let parent = state.parent.flatMap { placedByName[$0] }
            let toScreen = ScreenLayout.toParent(state).concatenating(parent?.toScreen ?? .identity)
            let opacity = state.alpha * (parent?.opacity ?? 1)
            var clip = parent?.clip
            if let parent, parent.state.clipsToBounds {
                let parentArea = parent.state.bounds.applying(parent.toScreen)
                clip = clip.map { $0.intersection(parentArea) } ?? parentArea
            }
            let placed = PlacedView(
                state: state, role: role, toScreen: toScreen,
                opacity: opacity, isHiddenInTree: state.isHidden || parent?.isHiddenInTree == true,
                screenRect: state.bounds.applying(toScreen), clip: clip)
            placedByName[state.name] = placed
            views.append(placed)
        }
        self.views = views
    }

    /// Maps the view's bounds coordinates to its parent's: about the bounds' middle, through the transform,
    /// to the center (UIKit's anchor point is the middle of the bounds).
    static func toParent(_ state: Recording.RecordedView) -> AffineTransform {
        AffineTransform(translationX: -state.bounds.midX, y: -state.bounds.midY)
            .concatenating(state.transform)
            .concatenating(AffineTransform(translationX: state.center.x, y: state.center.y))
    }
}
