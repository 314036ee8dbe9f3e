/// Colors interpolate red, green, blue and alpha independently, in sRGB without premultiplying, and clamp
/// to 0...1 only at the end (through `Color`'s initializer), so an overshooting spring saturates rather
/// than wrapping.
extension Color: Interpolatable {
    /// The color `fraction` of the way from `from` to `to`, each component (red, green, blue, alpha) linearly.
    public static func interpolate(from: Color, to: Color, fraction: Double) -> Color {
        Color(
            red: .interpolate(from: from.red, to: to.red, fraction: fraction),
            green: .interpolate(from: from.green, to: to.green, fraction: fraction),
            blue: .interpolate(from: from.blue, to: to.blue, fraction: fraction),
            alpha: .interpolate(from: from.alpha, to: to.alpha, fraction: fraction)
        )
    }

    /// The Euclidean distance in (red, green, blue, alpha), each component in 0...1; the largest possible
    /// distance, from transparent black to opaque white, is 2.
    public func distance(to other: Color) -> Double {
        let dr = other.red - red, dg = other.green - green, db = other.blue - blue, da = other.alpha - alpha
        return (dr * dr + dg * dg + db * db + da * da).squareRoot()
    }

    /// Sums the raw components and clamps once, so a cubic keyframe that overshoots between two terms is not
    /// clipped halfway through the blend.
    public static func affineCombination(_ terms: [(value: Color, weight: Double)]) -> Color {
        precondition(!terms.isEmpty, "an affine combination needs at least one value")
        var red = 0.0, green = 0.0, blue = 0.0, alpha = 0.0
        for (value, weight) in terms {
            red += weight * value.red
            green += weight * value.green
            blue += weight * value.blue
            alpha += weight * value.alpha
        }
        return Color(red: red, green: green, blue: blue, alpha: alpha)
    }
}
