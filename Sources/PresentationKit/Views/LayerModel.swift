/// The model values of a view's properties (what a `CALayer` stores): where it is, and how it looks. The
/// animatable ones are reached by ``AnimatableProperty`` too, so that an animation names a property once.
struct LayerModel {
    var center = Point.zero
    var bounds = Rect.zero
    var transform = AffineTransform.identity
    /// The view's look, the animatable part of it (alpha, color, corner radius) included.
    var appearance = ViewAppearance()

    subscript(property: AnimatableProperty) -> AnimatableValue {
        get {
            switch property {
            case .center: return .point(center)
            case .bounds: return .rect(bounds)
            case .transform: return .transform(transform)
            case .alpha: return .scalar(appearance.alpha)
            case .backgroundColor: return .color(appearance.backgroundColor)
            case .cornerRadius: return .scalar(appearance.cornerRadius)
            }
        }
        set {
            switch property {
            case .center: center = newValue.point
            case .bounds: bounds = newValue.rect
            case .transform: transform = newValue.transform
            case .alpha: appearance.alpha = newValue.scalar
            case .backgroundColor: appearance.backgroundColor = newValue.color
            case .cornerRadius: appearance.cornerRadius = newValue.scalar
            }
        }
    }

    /// The bounding box of the transformed bounds around the center: UIKit's `frame`.
    static func frame(center: Point, bounds: Rect, transform: AffineTransform) -> Rect {
        Rect(x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width, height: bounds.height)
            .applying(transform)
            .offsetBy(dx: center.x, dy: center.y)
    }
}
