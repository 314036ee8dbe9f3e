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
    /// The value at a progress along the track, in a calculation mode: the track's starting value at 0 and
    /// each keyframe's value when it ends, held in between (`KeyframeTrack(initialValue:keyframes:mode:)`).
    func sampler(mode: KeyframeCalculationMode) -> (Double) -> AnimatableValue {
        func track<Value: Interpolatable>(_ value: (AnimatableValue) -> Value) -> KeyframeTrack<Value> {
            KeyframeTrack(
                initialValue: value(initial),
                keyframes: frames.map { ($0.start, $0.duration, value($0.value)) },
                mode: mode)
        }
        switch initial {
        case .scalar:
            let values = track(\.scalar)
            return { .scalar(values.value(at: $0)) }
        case .point:
            let values = track(\.point)
            return { .point(values.value(at: $0)) }
        case .rect:
            let values = track(\.rect)
            return { .rect(values.value(at: $0)) }
        case .transform:
            let values = track(\.transform)
            return { .transform(values.value(at: $0)) }
        case .color:
            let values = track(\.color)
            return { .color(values.value(at: $0)) }
        }
    }
}
