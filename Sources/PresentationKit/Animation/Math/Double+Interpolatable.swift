/// Numbers (alpha, corner radius, any scalar) interpolate linearly.
extension Double: Interpolatable {
    /// `(1 − fraction)·from + fraction·to`, which is exactly `from` at 0 and exactly `to` at 1, and exactly
    /// the value itself when both ends are equal (so a property that does not change never drifts).
    public static func interpolate(from: Double, to: Double, fraction: Double) -> Double {
        from == to ? from : (1 - fraction) * from + fraction * to
    }

    /// The absolute difference.
    public func distance(to other: Double) -> Double {
        Swift.abs(other - self)
    }
}
