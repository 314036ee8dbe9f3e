/// A location in a two-dimensional coordinate system, in points (UIKit's `CGPoint`).
public struct Point: Hashable, Sendable {
    /// The horizontal coordinate, in points; it grows to the right.
    public var x: Double
    /// The vertical coordinate, in points; as in UIKit, it grows downwards.
    public var y: Double

    /// A point at the given coordinates, in points.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// Whether both coordinates are finite numbers (not NaN, not infinite).
    public var isFinite: Bool { x.isFinite && y.isFinite }

    /// This point moved by `dx` and `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Point {
        Point(x: x + dx, y: y + dy)
    }

    /// This point mapped through an affine transform.
    public func applying(_ transform: AffineTransform) -> Point {
        Point(
            x: transform.a * x + transform.c * y + transform.tx,
            y: transform.b * x + transform.d * y + transform.ty
        )
    }

    /// The straight-line distance to another point.
    public func distance(to other: Point) -> Double {
        ((other.x - x) * (other.x - x) + (other.y - y) * (other.y - y)).squareRoot()
    }
}

extension Point: CustomStringConvertible {
    /// The point as `(x, y)`, numbers as the exports print them.
    public var description: String { "(\(GeometryFormat.number(x)), \(GeometryFormat.number(y)))" }
}
