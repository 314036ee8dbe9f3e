/// Hit testing, as UIKit's `hitTest(_:with:)` and `point(inside:with:)` do it.
///
/// UIKit's documentation: `hitTest(_:with:)` "returns the farthest descendant of the receiver in the view
/// hierarchy (including itself) that contains a specified point"; it "ignores view objects that are hidden,
/// that have disabled user interactions, or have an alpha level less than 0.01", and "points that lie
/// outside the receiver's bounds are never reported as hits, even if they actually lie within one of the
/// receiver's subviews" (Apple, `UIView.hitTest(_:with:)`). Subviews are tried front to back (the last
/// subview first), so the topmost wins.
///
/// The test runs on the *model* values (``bounds``, ``center``, ``transform``, ``alpha``), as UIKit's does:
/// during an animation a touch lands where the view is going, not where it is drawn.
extension View {
    /// Whether `point`, in this view's coordinates, lies in the bounds (UIKit's `point(inside:with:)`; the
    /// minimum edges are inside, the maximum edges outside).
    public func point(inside point: Point) -> Bool {
        bounds.contains(point)
    }

    /// The deepest, topmost view in this subtree (this view included) that contains `point` (in this view's
    /// coordinates) and takes touches; nil when the point is outside the bounds or the view takes no touches
    /// (or only the view itself was hit and it ``passesTouchesThrough``).
    public func hitTest(_ point: Point) -> View? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point) else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.pointFromSuperview(point)) { return hit }
        }
        return passesTouchesThrough || passesTouch?(point) == true ? nil : self
    }
}
