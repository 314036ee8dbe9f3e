/// The state of one view at one moment, as a value: what `CALayer.presentation()` gives for the displayed
/// state, or the model values.
///
/// ``frame`` is in the superview's coordinates, as UIKit reports it.
public struct ViewState: Hashable, Sendable {
    /// The view's ``View/name``.
    public var name: String
    /// The frame: the bounding box of the transformed bounds, in the superview's coordinates.
    public var frame: Rect
    /// The bounds: the view's own coordinate system.
    public var bounds: Rect
    /// The center, in the superview's coordinates.
    public var center: Point
    /// The transform, applied about the center.
    public var transform: AffineTransform
    /// The opacity, 0 to 1.
    public var alpha: Double
    /// The fill color.
    public var backgroundColor: Color
    /// The radius of the rounded corners.
    public var cornerRadius: Double
    /// Whether the view is hidden.
    public var isHidden: Bool
    /// Whether subviews are clipped to the bounds.
    public var clipsToBounds: Bool
    /// The width of the border drawn inside the bounds.
    public var borderWidth: Double
    /// The border's color.
    public var borderColor: Color
    /// The drop shadow, if any.
    public var shadow: Shadow?
    /// Which corners ``cornerRadius`` rounds.
    public var maskedCorners: CornerMask

    /// A state from its values (renderings and tests build them; the engine takes them from views).
    public init(
        name: String, frame: Rect, bounds: Rect, center: Point, transform: AffineTransform, alpha: Double,
        backgroundColor: Color, cornerRadius: Double, isHidden: Bool, clipsToBounds: Bool,
        borderWidth: Double, borderColor: Color, shadow: Shadow?, maskedCorners: CornerMask = .all
    ) {
        self.name = name
        self.frame = frame
        self.bounds = bounds
        self.center = center
        self.transform = transform
        self.alpha = alpha
        self.backgroundColor = backgroundColor
        self.cornerRadius = cornerRadius
        self.isHidden = isHidden
        self.clipsToBounds = clipsToBounds
        self.borderWidth = borderWidth
        self.borderColor = borderColor
        self.shadow = shadow
        self.maskedCorners = maskedCorners
    }

    /// UIKit's `frame` for a view with these bounds, center and transform: the bounding box, in the
    /// superview's coordinates, of the bounds' size placed at `center` and transformed about it. The engine's
    /// one frame formula, public so that a recording derives frames exactly as the engine does.
    public static func frame(bounds: Rect, center: Point, transform: AffineTransform) -> Rect {
        LayerModel.frame(center: center, bounds: bounds, transform: transform)
    }
}

extension View {
    /// The displayed state at the clock's current time: model values, overridden by running animations.
    public var presentation: ViewState { state(displayed: true) }

    /// The model state (what the properties return).
    public var modelState: ViewState { state(displayed: false) }

    private func state(displayed: Bool) -> ViewState {
        func value(_ property: AnimatableProperty) -> AnimatableValue {
            displayed ? displayedValue(of: property) : model[property]
        }
        let center = value(.center).point
        let bounds = value(.bounds).rect
        let transform = value(.transform).transform
        return ViewState(
            name: name,
            frame: LayerModel.frame(center: center, bounds: bounds, transform: transform),
            bounds: bounds, center: center, transform: transform,
            alpha: value(.alpha).scalar,
            backgroundColor: value(.backgroundColor).color,
            cornerRadius: value(.cornerRadius).scalar,
            isHidden: isHidden, clipsToBounds: clipsToBounds,
            borderWidth: borderWidth, borderColor: borderColor, shadow: shadow,
            maskedCorners: maskedCorners)
    }
}
