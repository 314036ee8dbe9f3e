/// Points interpolate along the straight line between them.
extension Point: Interpolatable {
    /// The point `fraction` of the way from `from` to `to`, each coordinate linearly.
    public static func interpolate(from: Point, to: Point, fraction: Double) -> Point {
        Point(
            x: .interpolate(from: from.x, to: to.x, fraction: fraction),
            y: .interpolate(from: from.y, to: to.y, fraction: fraction)
        )
    }
}
