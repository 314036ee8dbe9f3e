/// Collects what the changes inside `animateKeyframes` set, keyframe by keyframe, to build one keyframe
/// animation per property (UIKit builds one `CAKeyframeAnimation` per property the same way).
final class KeyframeRecorder {
    struct Frame {
        var start: Double
        var duration: Double
        var value: AnimatableValue
    }

    struct Track {
        let view: View
        let property: AnimatableProperty
        let initial: AnimatableValue
        var frames: [Frame] = []
    }

    private struct Key: Hashable {
        let view: ObjectIdentifier
        let property: AnimatableProperty
    }

    /// The relative start and duration of the keyframe being recorded; changes outside any keyframe span
    /// the whole animation, as in UIKit.
    var segment: (start: Double, duration: Double) = (0, 1)
    private var order: [Key] = []
    private var tracks: [Key: Track] = [:]

    func record(view: View, property: AnimatableProperty, displayed: AnimatableValue, to value: AnimatableValue) {
        let key = Key(view: ObjectIdentifier(view), property: property)
        if tracks[key] == nil {
            tracks[key] = Track(view: view, property: property, initial: displayed)
            order.append(key)
        }
        tracks[key]!.frames.append(Frame(start: segment.start, duration: segment.duration, value: value))
    }

    /// The recorded tracks, in the order their properties were first changed.
    var recordedTracks: [Track] { order.compactMap { tracks[$0] } }
}

extension KeyframeRecorder.Track {
    /// The (relative time, value) points of the track: the starting value at 0, then for each keyframe (in
    /// order of start) a hold of the previous value until it starts and its value when it ends, then a hold
    /// to 1. Overlapping keyframes are pushed to start when the previous one ends.
    var points: [(time: Double, value: AnimatableValue)] {
        var points: [(time: Double, value: AnimatableValue)] = [(0, initial)]
        var current = initial
        var last = 0.0
        let ordered = frames.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }
        for (_, frame) in ordered {
            let start = Swift.max(last, Swift.min(1, Swift.max(0, frame.start)))
            let end = Swift.max(start, Swift.min(1, start + Swift.max(0, frame.duration)))
            if start > last { points.append((start, current)) }
            points.append((end, frame.value))
            current = frame.value
            last = end
        }
        if last < 1 { points.append((1, current)) }
        return points
    }

    /// The value at a progress along the track, in a calculation mode.
    func sampler(mode: KeyframeCalculationMode) -> (Double) -> AnimatableValue {
        let points = self.points
        let times = points.map(\.time)
        switch initial {
        case .scalar:
            let track = KeyframeTrack(keyTimes: times, values: points.map { $0.value.scalar }, mode: mode)
            return { .scalar(track.value(at: $0)) }
        case .point:
            let track = KeyframeTrack(keyTimes: times, values: points.map { $0.value.point }, mode: mode)
            return { .point(track.value(at: $0)) }
        case .rect:
            let track = KeyframeTrack(keyTimes: times, values: points.map { $0.value.rect }, mode: mode)
            return { .rect(track.value(at: $0)) }
        case .transform:
            let track = KeyframeTrack(keyTimes: times, values: points.map { $0.value.transform }, mode: mode)
            return { .transform(track.value(at: $0)) }
        case .color:
            let track = KeyframeTrack(keyTimes: times, values: points.map { $0.value.color }, mode: mode)
            return { .color(track.value(at: $0)) }
        }
    }
}
