/// The model values of a view's animatable properties (what a `CALayer` stores).
struct LayerModel {
    var center = Point.zero
    var bounds = Rect.zero
    var transform = AffineTransform.identity
    var alpha = 1.0
    var backgroundColor = Color.clear
    var cornerRadius = 0.0

    subscript(property: AnimatableProperty) -> AnimatableValue {
        get {
            switch property {
            case .center: return .point(center)
            case .bounds: return .rect(bounds)
            case .transform: return .transform(transform)
            case .alpha: return .scalar(alpha)
            case .backgroundColor: return .color(backgroundColor)
            case .cornerRadius: return .scalar(cornerRadius)
            }
        }
        set {
            switch property {
            case .center: center = newValue.point
            case .bounds: bounds = newValue.rect
            case .transform: transform = newValue.transform
            case .alpha: alpha = newValue.scalar
            case .backgroundColor: backgroundColor = newValue.color
            case .cornerRadius: cornerRadius = newValue.scalar
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
