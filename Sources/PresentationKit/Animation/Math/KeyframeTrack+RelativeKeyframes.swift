/// UIKit's keyframe builder: `UIView.animateKeyframes(withDuration:…)` with
/// `addKeyframe(withRelativeStartTime:relativeDuration:animations:)` blocks that each set a property.
extension KeyframeTrack {
    /// The track a property follows when keyframe blocks set it, starting from its value before the
    /// animation.
    ///
    /// Each keyframe says: between `relativeStartTime` and `relativeStartTime + relativeDuration` (fractions
    /// of the whole animation), move the property to `value`. UIKit turns that into one Core Animation
    /// keyframe animation per property, with a point where each keyframe starts (the value it starts from)
    /// and one where it ends (its value). So with the linear mode the property holds its previous value until
    /// a keyframe's start, moves to the keyframe's value by its end, and holds that until the next
    /// keyframe:
    ///
    ///     // alpha 1; keyframes: (0.25, 0.25) → 0, then (0.75, 0.25) → 0.5
    ///     // points (0, 1), (0.25, 1), (0.5, 0), (0.75, 0), (1, 0.5)
    ///
    /// Precisely:
    /// - the track starts at time 0 with `initialValue` and, as Core Animation requires of linear and cubic
    ///   tracks, ends at time 1 (holding the last value when the last keyframe ends earlier);
    /// - keyframes are taken in order of start time (ties keep their given order); start times and
    ///   durations are clamped into 0...1 and a keyframe ending past 1 ends at 1;
    /// - a keyframe that starts before the previous one has ended starts when it ends (its window is
    ///   clipped, never reversed), and a keyframe with no duration jumps to its value at its start;
    /// - the other modes read the same points: `discrete` holds each value until the keyframe's end, then
    ///   jumps; `cubic` runs a spline through them (and so may dip or overshoot around holds, as Core
    ///   Animation's does); `paced` ignores the relative times entirely, as UIKit documents for
    ///   `calculationModePaced`, because its holds have no distance to travel.
    ///
    /// - Parameters:
    ///   - initialValue: the property's value when the animation starts.
    ///   - keyframes: the relative start time, relative duration and new value of each keyframe that sets
    ///     the property.
    ///   - mode: the calculation mode of the whole keyframe animation.
    public init(
        initialValue: Value,
        keyframes: [(relativeStartTime: Double, relativeDuration: Double, value: Value)],
        mode: KeyframeCalculationMode = .linear
    ) {
        func clamped(_ value: Double) -> Double { value.isNaN ? 0 : Swift.min(1, Swift.max(0, value)) }
        var points: [(time: Double, value: Value)] = [(0, initialValue)]
        func append(_ time: Double, _ value: Value) {
            if let last = points.last, last.time == time, last.value == value { return }
            points.append((time, value))
        }
        var current = initialValue
        var cursor = 0.0
        let ordered = keyframes.enumerated().map { offset, keyframe in
            (offset: offset, start: clamped(keyframe.relativeStartTime),
             duration: clamped(keyframe.relativeDuration), value: keyframe.value)
        }.sorted { ($0.start, $0.offset) < ($1.start, $1.offset) }
        for keyframe in ordered {
            let start = Swift.max(keyframe.start, cursor)
            let end = Swift.max(clamped(keyframe.start + keyframe.duration), start)
            append(start, current)
            append(end, keyframe.value)
            current = keyframe.value
            cursor = end
        }
        append(1, current)
        self.init(points: points, mode: mode)
    }
}
