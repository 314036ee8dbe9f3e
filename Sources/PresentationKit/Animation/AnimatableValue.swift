/// A value of one of the ``AnimatableProperty`` types, so one animation type can drive any property.
enum AnimatableValue: Equatable {
    case scalar(Double)
    case point(Point)
    case rect(Rect)
    case transform(AffineTransform)
    case color(Color)

    /// The value a `fraction` of the way from `from` to `to` (the fraction may leave 0...1 for overshoot).
    static func interpolate(from: AnimatableValue, to: AnimatableValue, fraction: Double) -> AnimatableValue {
        switch (from, to) {
        case let (.scalar(a), .scalar(b)): return .scalar(.interpolate(from: a, to: b, fraction: fraction))
        case let (.point(a), .point(b)): return .point(.interpolate(from: a, to: b, fraction: fraction))
        case let (.rect(a), .rect(b)): return .rect(.interpolate(from: a, to: b, fraction: fraction))
        case let (.transform(a), .transform(b)): return .transform(.interpolate(from: a, to: b, fraction: fraction))
        case let (.color(a), .color(b)): return .color(.interpolate(from: a, to: b, fraction: fraction))
        default:
            preconditionFailure("interpolating \(from) and \(to), values of different properties")
        }
    }

    var scalar: Double {
        guard case .scalar(let value) = self else { preconditionFailure("\(self) is not a scalar") }
        return value
    }
    var point: Point {
        guard case .point(let value) = self else { preconditionFailure("\(self) is not a point") }
        return value
    }
    var rect: Rect {
        guard case .rect(let value) = self else { preconditionFailure("\(self) is not a rect") }
        return value
    }
    var transform: AffineTransform {
        guard case .transform(let value) = self else { preconditionFailure("\(self) is not a transform") }
        return value
    }
    var color: Color {
        guard case .color(let value) = self else { preconditionFailure("\(self) is not a color") }
        return value
    }
}
