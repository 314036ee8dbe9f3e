/// The values of one property along a keyframe animation, like a `CAKeyframeAnimation`: keyframes at time
/// fractions 0...1 of the animation, and a calculation mode that fills in between.
///
///     let track = KeyframeTrack(points: [(0, 0.0), (0.25, 100.0), (1, 0.0)], mode: .linear)
///     track.value(at: 0.125)   // 50
///     track.value(at: 0.625)   // 50
///
/// - `linear`: straight interpolation between consecutive points at their times.
/// - `discrete`: each value holds from its time until the next point's time; the last value holds to the end.
/// - `paced`: the times are ignored and recomputed from `distance(to:)`, so the value moves through the
///   points at constant speed over the whole animation.
/// - `cubic`: a Catmull-Rom spline through the values at their times — Kochanek–Bartels with zero tension,
///   continuity and bias, Core Animation's default for `kCAAnimationCubic`. Tangents are central differences
///   in time, (vᵢ₊₁ − vᵢ₋₁) / (tᵢ₊₁ − tᵢ₋₁), which is Kochanek–Bartels' adjustment for unevenly spaced
///   keys, so the curve's speed is continuous across points. At the ends the end point is duplicated (a
///   phantom point with the end value, as far outside as the neighbouring interval), giving half the
///   central-difference slope. The spline overshoots between points where the values turn.
///
/// Several points may share a time: the value jumps there, and at exactly that time the last of them
/// applies. Before the first point's time the first value holds, after the last point's time the last.
public struct KeyframeTrack<Value: Interpolatable>: Sendable {
    /// The time fraction of each point, as given (before pacing).
    public let times: [Double]
    /// The value of each point.
    public let values: [Value]
    /// How values between the points are worked out (Core Animation's `calculationMode`).
    public let mode: KeyframeCalculationMode
    /// The times `value(at:)` uses: `times`, or for paced tracks the times of constant speed.
    private let effectiveTimes: [Double]

    /// A track through `points`.
    ///
    /// - Parameters:
    ///   - points: at least one point; times are fractions of the animation in 0...1, in non-decreasing order.
    ///   - mode: how to fill in between; defaults to linear, as in Core Animation.
    public init(points: [(time: Double, value: Value)], mode: KeyframeCalculationMode = .linear) {
        precondition(!points.isEmpty, "a keyframe track needs at least one keyframe")
        for (index, point) in points.enumerated() {
            precondition(point.time >= 0 && point.time <= 1,
                         "keyframe \(index) has time \(point.time); key times are fractions in 0...1")
            precondition(index == 0 || points[index - 1].time <= point.time,
                         "keyframe \(index) comes before keyframe \(index - 1); key times must not decrease")
        }
        times = points.map(\.time)
        values = points.map(\.value)
        self.mode = mode
        effectiveTimes = mode == .paced ? Self.pacedTimes(for: values) : times
    }

    /// A track through `values` at evenly spaced times (0, 1/(n−1), …, 1), which is what Core Animation does
    /// when a keyframe animation has no key times.
    public init(values: [Value], mode: KeyframeCalculationMode = .linear) {
        precondition(!values.isEmpty, "a keyframe track needs at least one keyframe")
        let last = Double(Swift.max(values.count - 1, 1))
        self.init(points: values.enumerated().map { (Double($0.offset) / last, $0.element) }, mode: mode)
    }

    /// The points as (time, value) pairs, with the times as given.
    public var points: [(time: Double, value: Value)] {
        zip(times, values).map { (time: $0, value: $1) }
    }

    /// The value `fraction` of the way through the animation.
    public func value(at fraction: Double) -> Value {
        let times = effectiveTimes
        guard values.count > 1, fraction >= times[0] else { return values[0] }
        // The last point at or before the fraction: where several points share a time, the last one wins.
        var low = 0, high = times.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if times[middle] <= fraction { low = middle } else { high = middle - 1 }
        }
        let index = low
        guard index < values.count - 1 else { return values[index] }
        if mode == .discrete { return values[index] }
        // times[index] ≤ fraction < times[index + 1], so the segment has a positive length.
        let local = (fraction - times[index]) / (times[index + 1] - times[index])
        if mode == .cubic { return cubicValue(inSegment: index, at: local) }
        return Value.interpolate(from: values[index], to: values[index + 1], fraction: local)
    }

    /// The Catmull-Rom value at `s` in 0..<1 of the segment from point `i` to point `i + 1`, written as an
    /// affine combination of the four points around it (cubic Hermite with central-difference tangents).
    private func cubicValue(inSegment i: Int, at s: Double) -> Value {
        let times = effectiveTimes
        let start = times[i], end = times[i + 1], length = end - start
        // A neighbour across a jump (two points at one time) does not shape this segment: the segment then
        // ends there, as at the ends of the track, and gets a duplicated phantom point instead.
        let hasBefore = i > 0 && times[i - 1] < start
        let hasAfter = i + 2 < times.count && times[i + 2] > end
        let before = hasBefore ? values[i - 1] : values[i]
        let after = hasAfter ? values[i + 2] : values[i + 1]
        let beforeTime = hasBefore ? times[i - 1] : start - length
        let afterTime = hasAfter ? times[i + 2] : end + length
        let s2 = s * s, s3 = s2 * s
        let h00 = 2 * s3 - 3 * s2 + 1, h10 = s3 - 2 * s2 + s, h01 = -2 * s3 + 3 * s2, h11 = s3 - s2
        // Tangents scaled to the segment: length·(v[i+1] − v[i−1]) / (t[i+1] − t[i−1]), and likewise at i+1.
        let a = h10 * length / (end - beforeTime)
        let b = h11 * length / (afterTime - start)
        return Value.affineCombination([
            (before, -a), (values[i], h00 - b), (values[i + 1], h01 + a), (after, b),
        ])
    }

    /// Key times that make the value move at constant speed: each point's time is the distance travelled to
    /// reach it over the whole distance. With no distance to travel, the points are spread evenly.
    private static func pacedTimes(for values: [Value]) -> [Double] {
        var travelled = [0.0]
        for index in values.indices.dropFirst() {
            travelled.append(travelled[index - 1] + values[index - 1].distance(to: values[index]))
        }
        let total = travelled[travelled.count - 1]
        guard total > 0, total.isFinite else {
            let last = Double(Swift.max(values.count - 1, 1))
            return values.indices.map { Double($0) / last }
        }
        var paced = travelled.map { $0 / total }
        paced[paced.count - 1] = 1
        return paced
    }
}

extension KeyframeTrack: Equatable {}
extension KeyframeTrack: Hashable where Value: Hashable {}
