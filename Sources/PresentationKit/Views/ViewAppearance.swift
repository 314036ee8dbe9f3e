/// How a view looks, apart from where it is: its opacity, fill, corners, border, shadow, clipping and
/// visibility (`UIView`'s and its layer's appearance properties), as one value.
///
/// A view's appearance is read and applied whole (``View/appearance``), so that whatever keeps, compares or
/// hands on a view's look — a presentation putting a presented view back as it was, a snapshot, a recorded
/// frame (``ViewState/appearance``) — names no property itself and cannot forget one. Where the view is
/// (``View/center``, ``View/bounds``, ``View/transform``) is not appearance: the presentation machinery and
/// layout own it.
///
/// ```swift
/// let before = view.appearance
/// view.cornerRadius = 12
/// view.borderWidth = 1
/// view.appearance = before          // every property back, the animatable ones animating inside a block
/// ```
///
/// The defaults are a new view's, which are `UIView`'s and `CALayer`'s: opaque, clear, square, no border (a
/// zero-width black one), no shadow, not clipping, shown.
public struct ViewAppearance: Hashable, Sendable {
    /// The opacity, 0 (invisible) to 1. Animatable.
    public var alpha: Double
    /// The fill color (`backgroundColor`); clear by default. Animatable.
    public var backgroundColor: Color
    /// The radius of the rounded corners (the layer's `cornerRadius`). Animatable.
    public var cornerRadius: Double
    /// Which corners ``cornerRadius`` rounds; all four by default (the layer's `maskedCorners`).
    public var maskedCorners: CornerMask
    /// The width of the border drawn inside the bounds (the layer's `borderWidth`); 0 draws none.
    public var borderWidth: Double
    /// The color of the border (the layer's `borderColor`); opaque black by default, as Core Animation's.
    public var borderColor: Color
    /// The shadow drawn behind the view, if any (the layer's `shadow…` properties).
    public var shadow: Shadow?
    /// Whether subviews are clipped to the bounds.
    public var clipsToBounds: Bool
    /// Whether the view is hidden, with its subviews (not animatable, as in UIKit: it changes at once).
    public var isHidden: Bool

    /// An appearance; every value left out is a new view's.
    public init(
        alpha: Double = 1, backgroundColor: Color = .clear, cornerRadius: Double = 0, maskedCorners: CornerMask = .all,
        borderWidth: Double = 0, borderColor: Color = .black, shadow: Shadow? = nil, clipsToBounds: Bool = false,
        isHidden: Bool = false
    ) {
        self.alpha = alpha
        self.backgroundColor = backgroundColor
        self.cornerRadius = cornerRadius
        self.maskedCorners = maskedCorners
        self.borderWidth = borderWidth
        self.borderColor = borderColor
        self.shadow = shadow
        self.clipsToBounds = clipsToBounds
        self.isHidden = isHidden
    }
}
