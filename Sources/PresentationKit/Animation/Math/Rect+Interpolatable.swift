/// Rectangles interpolate origin and size componentwise, as Core Animation does for `frame` and `bounds`.
///
/// The rectangle is not standardized first: a rectangle with a negative width interpolates its stored
/// components, like `CGRect` values handed to a `CABasicAnimation`.
extension Rect: Interpolatable {
    /// The rectangle `fraction` of the way from `from` to `to`: origin and size linearly.
    public static func interpolate(from: Rect, to: Rect, fraction: Double) -> Rect {
        Rect(
            origin: .interpolate(from: from.origin, to: to.origin, fraction: fraction),
            size: .interpolate(from: from.size, to: to.size, fraction: fraction)
        )
    }

    /// The Euclidean distance in (x, y, width, height).
    public func distance(to other: Rect) -> Double {
        let moved = origin.distance(to: other.origin), resized = size.distance(to: other.size)
        return (moved * moved + resized * resized).squareRoot()
    }
}
