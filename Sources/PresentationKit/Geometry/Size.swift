/// A width and a height, in points (UIKit's `CGSize`).
public struct Size: Hashable, Sendable {
    /// The horizontal extent, in points.
    public var width: Double
    /// The vertical extent, in points.
    public var height: Double

    /// A size of the given width and height, in points.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// A size of zero width and zero height.
    public static let zero = Size(width: 0, height: 0)

    /// Whether both dimensions are finite numbers (not NaN, not infinite).
    public var isFinite: Bool { width.isFinite && height.isFinite }

    /// The same size with width and height exchanged, as a rotation by a quarter turn produces.
    public var transposed: Size { Size(width: height, height: width) }

    /// This size mapped through the linear part of an affine transform (translation has no effect on a size).
    public func applying(_ transform: AffineTransform) -> Size {
        Size(
            width: transform.a * width + transform.c * height,
            height: transform.b * width + transform.d * height
        )
    }
}

extension Size: CustomStringConvertible {
    /// The size as `width×height`, numbers as the exports print them (`393×852`).
    public var description: String { "\(GeometryFormat.number(width))×\(GeometryFormat.number(height))" }
}
