/// A value an animation can move continuously from one state to another.
///
/// Every animatable property of a view (frame, bounds, center, alpha, transform, background color, corner
/// radius) has a type that conforms, so the engine, keyframe tracks and springs can treat them alike:
///
///     let halfway = Rect.interpolate(from: .zero, to: Rect(x: 0, y: 0, width: 100, height: 50), fraction: 0.5)
///     // (0, 0, 50, 25)
///
/// `fraction` is not limited to 0...1: springs overshoot and some timing curves leave the unit range, and a
/// conforming type extrapolates along the same path (linearly in its natural components) instead of
/// clamping. At fraction 0 the result is exactly `from`, at 1 exactly `to`, so a finished animation leaves
/// the model value untouched.
///
/// `distance(to:)` measures how far apart two values are along the path `interpolate` takes; paced keyframe
/// animations use it to move at constant speed.
public protocol Interpolatable: Equatable, Sendable {
    /// The value a `fraction` of the way from `from` to `to`; fractions outside 0...1 extrapolate.
    static func interpolate(from: Self, to: Self, fraction: Double) -> Self

    /// How far apart two values are, measured along the path `interpolate` takes between them.
    func distance(to other: Self) -> Double

    /// The affine combination `Σ weightᵢ · valueᵢ` of values whose weights sum to 1.
    ///
    /// Cubic keyframes blend four neighbouring values with weights that may be negative (the spline
    /// overshoots). The default builds the sum from repeated `interpolate` calls, which is exact for any type
    /// whose interpolation is linear in its components; a type whose interpolation is not linear (an affine
    /// transform is interpolated through its decomposition) or that clamps (a color) overrides it so the blend
    /// happens in the right space and clamping happens once, at the end.
    ///
    /// - Parameter terms: the values and their weights; the weights must sum to 1 and `terms` must not be empty.
    static func affineCombination(_ terms: [(value: Self, weight: Double)]) -> Self
}

extension Interpolatable {
    /// The weighted sum of `terms`, whose weights add up to 1, built from ``interpolate(from:to:fraction:)``:
    /// what additive animations and splines need from a type that only interpolates.
    public static func affineCombination(_ terms: [(value: Self, weight: Double)]) -> Self {
        precondition(!terms.isEmpty, "an affine combination needs at least one value")
        // Adding the terms in order of decreasing weight keeps the running total of weights positive: it rises
        // while positive weights are added, then falls towards the final total of 1 as negative ones are, so
        // the fraction below never divides by zero.
        let ordered = terms.sorted { $0.weight > $1.weight }
        var result = ordered[0].value
        var total = ordered[0].weight
        for term in ordered.dropFirst() where term.weight != 0 {
            total += term.weight
            result = interpolate(from: result, to: term.value, fraction: term.weight / total)
        }
        return result
    }
}
