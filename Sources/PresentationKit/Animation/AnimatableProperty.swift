/// The view properties an animation can drive — the keys Core Animation animates for a view's layer.
///
/// A view's `frame` is not stored: it derives from ``center``, ``bounds`` and ``transform``, so animating a
/// frame animates the center and the bounds, exactly as UIKit animates `position` and `bounds` on the layer.
public enum AnimatableProperty: String, Hashable, Sendable, CaseIterable {
    /// The layer's position, in the superview's coordinates.
    case center
    /// The view's own coordinate system: origin and size.
    case bounds
    /// The affine transform, applied about the center.
    case transform
    /// The opacity, 0 to 1.
    case alpha
    /// The fill color.
    case backgroundColor
    /// The radius of the rounded corners.
    case cornerRadius
}
