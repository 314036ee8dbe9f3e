/// A rectangle: an origin and a size, in points (UIKit's `CGRect`).
///
/// Like `CGRect`, a rectangle may have a negative width or height; the `min`/`max` accessors and every
/// operation work on its standardized form. `Rect.null` is the empty result of intersecting rectangles that
/// do not meet, and is absorbed by `union`.
public struct Rect: Hashable, Sendable {
    /// The rectangle's origin: its top-left corner when the size is not negative.
    public var origin: Point
    /// The rectangle's width and height; either may be negative, as in `CGRect`.
    public var size: Size

    /// A rectangle of the given origin and size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// A rectangle of the given origin and size, component by component, in points.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// A rectangle at the origin with zero size.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The null rectangle: the intersection of two rectangles that do not meet.
    public static let null = Rect(x: .infinity, y: .infinity, width: 0, height: 0)

    /// The x-coordinate of the origin (`CGRect.origin.x`, not the standardized `minX`).
    public var x: Double {
        get { origin.x }
        set { origin.x = newValue }
    }
    /// The y-coordinate of the origin (`CGRect.origin.y`, not the standardized `minY`).
    public var y: Double {
        get { origin.y }
        set { origin.y = newValue }
    }
    /// The width as stored, possibly negative (`CGRect.size.width`, not `CGRect.width`).
    public var width: Double {
        get { size.width }
        set { size.width = newValue }
    }
    /// The height as stored, possibly negative (`CGRect.size.height`, not `CGRect.height`).
    public var height: Double {
        get { size.height }
        set { size.height = newValue }
    }

    /// Whether this is the null rectangle (`CGRect.isNull`): an origin at infinity, as ``null`` has.
    public var isNull: Bool { origin.x.isInfinite || origin.y.isInfinite }
    /// Whether the rectangle covers no area (zero width or height), or is null.
    public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }
    /// Whether every component is a finite number.
    public var isFinite: Bool { origin.isFinite && size.isFinite }

    /// The smallest x-coordinate of the standardized rectangle (`CGRect.minX`).
    public var minX: Double { Swift.min(x, x + width) }
    /// The x-coordinate of the centre (`CGRect.midX`).
    public var midX: Double { x + width / 2 }
    /// The largest x-coordinate of the standardized rectangle (`CGRect.maxX`).
    public var maxX: Double { Swift.max(x, x + width) }
    /// The smallest y-coordinate of the standardized rectangle (`CGRect.minY`).
    public var minY: Double { Swift.min(y, y + height) }
    /// The y-coordinate of the centre (`CGRect.midY`).
    public var midY: Double { y + height / 2 }
    /// The largest y-coordinate of the standardized rectangle (`CGRect.maxY`).
    public var maxY: Double { Swift.max(y, y + height) }

    /// The centre point.
    public var center: Point { Point(x: midX, y: midY) }

    /// The same rectangle with a non-negative width and height.
    public var standardized: Rect {
        Rect(x: minX, y: minY, width: Swift.abs(width), height: Swift.abs(height))
    }

    /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom (grown when negative).
    /// Like `CGRect.insetBy`, a rectangle that would get a negative size becomes `.null`.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        let r = standardized
        let result = Rect(x: r.x + dx, y: r.y + dy, width: r.width - 2 * dx, height: r.height - 2 * dy)
        return result.width < 0 || result.height < 0 ? .null : result
    }

    /// The rectangle shrunk by edge insets (UIKit's `inset(by:)`).
    public func inset(by insets: EdgeInsets) -> Rect {
        let r = standardized
        let result = Rect(
            x: r.x + insets.left,
            y: r.y + insets.top,
            width: r.width - insets.left - insets.right,
            height: r.height - insets.top - insets.bottom
        )
        return result.width < 0 || result.height < 0 ? .null : result
    }

    /// The rectangle moved by `dx` and `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        isNull ? self : Rect(origin: origin.offsetBy(dx: dx, dy: dy), size: size)
    }

    /// The smallest rectangle containing both.
    public func union(_ other: Rect) -> Rect {
        if isNull { return other }
        if other.isNull { return self }
        let minX = Swift.min(self.minX, other.minX)
        let minY = Swift.min(self.minY, other.minY)
        return Rect(
            x: minX, y: minY,
            width: Swift.max(maxX, other.maxX) - minX,
            height: Swift.max(maxY, other.maxY) - minY
        )
    }

    /// The overlap of both, or `.null` when they do not meet.
    public func intersection(_ other: Rect) -> Rect {
        if isNull || other.isNull { return .null }
        let minX = Swift.max(self.minX, other.minX)
        let minY = Swift.max(self.minY, other.minY)
        let maxX = Swift.min(self.maxX, other.maxX)
        let maxY = Swift.min(self.maxY, other.maxY)
        if maxX < minX || maxY < minY { return .null }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether the two rectangles overlap with a non-zero area.
    public func intersects(_ other: Rect) -> Bool {
        let overlap = intersection(other)
        return !overlap.isNull && overlap.width > 0 && overlap.height > 0
    }

    /// Whether a point lies inside: the minimum edges are inside, the maximum edges outside, as in `CGRect`.
    public func contains(_ point: Point) -> Bool {
        !isNull && point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// Whether another rectangle lies wholly inside this one.
    public func contains(_ other: Rect) -> Bool {
        union(other) == standardized
    }

    /// The smallest rectangle with integer origin and size that contains this one.
    public var integral: Rect {
        if isNull { return self }
        let minX = self.minX.rounded(.down)
        let minY = self.minY.rounded(.down)
        return Rect(
            x: minX, y: minY,
            width: maxX.rounded(.up) - minX,
            height: maxY.rounded(.up) - minY
        )
    }

    /// The bounding box of this rectangle mapped through an affine transform.
    public func applying(_ transform: AffineTransform) -> Rect {
        if isNull { return self }
        let corners = [
            Point(x: minX, y: minY), Point(x: maxX, y: minY),
            Point(x: minX, y: maxY), Point(x: maxX, y: maxY),
        ].map { $0.applying(transform) }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let minX = xs.min()!, minY = ys.min()!
        return Rect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }
}

extension Rect: CustomStringConvertible {
    /// The rectangle as `(x, y, width, height)` — the form of the text summary and the docs — or `(null)`.
    public var description: String {
        if isNull { return "(null)" }
        return "(\(GeometryFormat.number(x)), \(GeometryFormat.number(y)), "
            + "\(GeometryFormat.number(width)), \(GeometryFormat.number(height)))"
    }
}
