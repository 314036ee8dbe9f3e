/// Transforms interpolate the way Core Animation interpolates a layer's `transform`: not matrix entry by
/// matrix entry, but through their decompositions.
///
/// Both ends are split into translation, rotation, scale and shear (`AffineTransformDecomposition`), the
/// parts are interpolated linearly, and the result is recomposed. So a rotation from 0 to π passes through
/// a quarter turn at fraction 0.5 with its scale intact, where entry-wise interpolation would shrink the
/// view to a point. Core Animation slerps the rotation quaternion, which for rotations about the screen's
/// axis is the same as interpolating the angle linearly along the shorter arc; that is what is done here
/// (see `AffineTransformDecomposition.unwrapped(after:)` for reflections and the half-turn tie). One
/// consequence, as on iOS: a transform records no winding, so animating to `rotationAngle: 2π` does not
/// move, and any target more than half a turn away is reached the other way round.
extension AffineTransform: Interpolatable {
    /// The transform `fraction` of the way from `from` to `to`, interpolated as Core Animation does: each is
    /// decomposed (``AffineTransformDecomposition``) and the parts are interpolated, so a rotation turns rather
    /// than shrinking through the middle.
    public static func interpolate(from: AffineTransform, to: AffineTransform, fraction: Double) -> AffineTransform {
        if from == to || fraction == 0 { return from }
        if fraction == 1 { return to }
        let source = AffineTransformDecomposition(from)
        let target = AffineTransformDecomposition(to).unwrapped(after: source)
        let blended = zip(source.components, target.components).map {
            Double.interpolate(from: $0, to: $1, fraction: fraction)
        }
        return AffineTransformDecomposition(components: blended).transform
    }

    /// The Euclidean length of the path `interpolate` takes in decomposed space: translation in points,
    /// rotation in radians (the shorter arc), scales and shear as plain numbers, all weighted alike.
    ///
    /// Because interpolation is a straight line in those components, this is exactly the length paced
    /// keyframes need for constant speed. Mixing units is a choice: a 1-point move counts as much as a
    /// 1-radian turn or a doubling of scale, so when transforms combine large moves with rotations, the
    /// moves dominate the pacing.
    public func distance(to other: AffineTransform) -> Double {
        let source = AffineTransformDecomposition(self)
        let target = AffineTransformDecomposition(other).unwrapped(after: source)
        let squared = zip(source.components, target.components).reduce(0.0) { sum, pair in
            sum + (pair.1 - pair.0) * (pair.1 - pair.0)
        }
        return squared.squareRoot()
    }

    /// Blends the decomposed components, so a cubic keyframe spline runs through rotation, scale and
    /// translation rather than through matrix entries. Each term is unwrapped after the one before it (as
    /// `interpolate` does), so the angles follow the order of the terms — the order of the keyframes.
    public static func affineCombination(_ terms: [(value: AffineTransform, weight: Double)]) -> AffineTransform {
        precondition(!terms.isEmpty, "an affine combination needs at least one value")
        var previous = AffineTransformDecomposition(terms[0].value)
        var sum = previous.components.map { $0 * terms[0].weight }
        for term in terms.dropFirst() {
            let next = AffineTransformDecomposition(term.value).unwrapped(after: previous)
            for (index, component) in next.components.enumerated() {
                sum[index] += component * term.weight
            }
            previous = next
        }
        return AffineTransformDecomposition(components: sum).transform
    }
}
