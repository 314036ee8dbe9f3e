/// The view properties an animation can drive — the keys Core Animation animates for a view's layer.
///
/// A view's `frame` is not stored: it derives from ``center``, ``bounds`` and ``transform``, so animating a
/// frame animates the center and the bounds, exactly as UIKit animates `position` and `bounds` on the layer.
public enum AnimatableProperty: String, Hashable, Sendable, CaseIterable {
    case center
    case bounds
    case transform
    case alpha
    case backgroundColor
    case cornerRadius
}
