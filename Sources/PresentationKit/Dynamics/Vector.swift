import Foundation

/// A two-dimensional vector: a direction and a magnitude (Core Graphics' `CGVector`, which UIKit Dynamics
/// uses for gravity, pushes and velocities).
public struct Vector: Hashable, Sendable, CustomStringConvertible {
    public var dx: Double
    public var dy: Double

    public init(dx: Double, dy: Double) {
        self.dx = dx
        self.dy = dy
    }

    /// The vector of `length` at `angle` radians in UIKit's geometry (0 points right, π/2 points down).
    public init(angle: Double, length: Double) {
        self.init(dx: cos(angle) * length, dy: sin(angle) * length)
    }

    public static let zero = Vector(dx: 0, dy: 0)

    /// The vector's length.
    public var length: Double { (dx * dx + dy * dy).squareRoot() }

    /// The angle in radians from the positive x axis, clockwise on screen (y grows downwards); 0 for zero.
    public var angle: Double { dx == 0 && dy == 0 ? 0 : atan2(dy, dx) }

    /// Whether both components are finite.
    public var isFinite: Bool { dx.isFinite && dy.isFinite }

    public var description: String { "(\(GeometryFormat.number(dx)), \(GeometryFormat.number(dy)))" }

    public static func + (lhs: Vector, rhs: Vector) -> Vector { Vector(dx: lhs.dx + rhs.dx, dy: lhs.dy + rhs.dy) }
    public static func - (lhs: Vector, rhs: Vector) -> Vector { Vector(dx: lhs.dx - rhs.dx, dy: lhs.dy - rhs.dy) }
    public static func * (lhs: Vector, rhs: Double) -> Vector { Vector(dx: lhs.dx * rhs, dy: lhs.dy * rhs) }
    public static prefix func - (vector: Vector) -> Vector { Vector(dx: -vector.dx, dy: -vector.dy) }
    public static func += (lhs: inout Vector, rhs: Vector) { lhs = lhs + rhs }
    public static func -= (lhs: inout Vector, rhs: Vector) { lhs = lhs - rhs }

    /// The dot product.
    public func dot(_ other: Vector) -> Double { dx * other.dx + dy * other.dy }
}

extension Point {
    /// The vector from `origin` to this point.
    public func vector(from origin: Point) -> Vector { Vector(dx: x - origin.x, dy: y - origin.y) }

    /// This point moved by `vector`.
    public func moved(by vector: Vector) -> Point { Point(x: x + vector.dx, y: y + vector.dy) }
}
