/// Sizes interpolate width and height independently.
extension Size: Interpolatable {
    /// The size `fraction` of the way from `from` to `to`, width and height linearly.
    public static func interpolate(from: Size, to: Size, fraction: Double) -> Size {
        Size(
            width: .interpolate(from: from.width, to: to.width, fraction: fraction),
            height: .interpolate(from: from.height, to: to.height, fraction: fraction)
        )
    }

    /// The Euclidean distance between the two sizes taken as (width, height) vectors.
    public func distance(to other: Size) -> Double {
        Point(x: width, y: height).distance(to: Point(x: other.width, y: other.height))
    }
}
