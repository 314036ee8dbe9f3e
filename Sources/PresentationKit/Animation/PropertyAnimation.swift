/// One running animation of one property of one view (a Core Animation animation attached to a layer).
///
/// It reads its progress from its ``Timeline``'s local time: `elapsed = localTime - beginTime`, mapped through
/// its timing (curve or spring) and then through its value curve (from–to, or a keyframe track).
final class PropertyAnimation {
    /// Orders the animations of a clock by when they started.
    let serial: Int
    let property: AnimatableProperty
    weak var view: View?
    let timeline: Timeline
    let group: AnimationGroup
    /// Local time at which the first pass starts (after the delay).
    let beginTime: Double
    /// Seconds one pass takes.
    let duration: Double
    let timing: AnimationTiming
    let repeatCount: Double
    let autoreverses: Bool
    /// The model value the animation heads for: its value at progress 1, the base its offset is measured from
    /// when animations of the property are summed (View+Animations.swift).
    let target: AnimatableValue
    /// The value at a progress (0 at the start, 1 at the end; springs and custom curves may overshoot).
    let value: (Double) -> AnimatableValue
    /// Set when a property animator drives the animation: its timeline's local time *is* the animator's
    /// progress, and the animation shows progress (localTime − drivenStart) / (1 − drivenStart), unclamped
    /// above (a spring overshoots) and, from 0, below; it never ends on its own (the animator ends it).
    var drivenStart: Double?
    var endAction: ScheduledAction?
    /// False once the animation ended or was stopped.
    var isActive = true

    init(
        serial: Int, property: AnimatableProperty, view: View, timeline: Timeline, group: AnimationGroup,
        beginTime: Double, duration: Double, timing: AnimationTiming, options: AnimationOptions,
        target: AnimatableValue, value: @escaping (Double) -> AnimatableValue
    ) {
        self.serial = serial
        self.property = property
        self.view = view
        self.timeline = timeline
        self.group = group
        self.beginTime = beginTime
        self.duration = duration
        self.timing = timing
        self.repeatCount = options.contains(.repeat) ? .infinity : 1
        self.autoreverses = options.contains(.autoreverse)
        self.target = target
        self.value = value
    }

    /// Seconds from the first pass's start to the end of the last.
    var activeDuration: Double { duration * (autoreverses ? 2 : 1) * repeatCount }

    /// The displayed value at a local time of the animation's timeline.
    func value(atLocalTime time: Double) -> AnimatableValue {
        if let start = drivenStart {
            if start <= 0 { return value(time) }
            return value(time <= start ? 0 : (time - start) / (1 - start))
        }
        let elapsed = time - beginTime
        guard elapsed > 0 else { return value(timing.progress(elapsed: 0, duration: duration)) }
        let cycle = duration * (autoreverses ? 2 : 1)
        var inCycle: Double
        if elapsed >= activeDuration {
            inCycle = cycle
        } else {
            inCycle = elapsed.truncatingRemainder(dividingBy: cycle)
        }
        if autoreverses && inCycle > duration { inCycle = cycle - inCycle }
        return value(timing.progress(elapsed: inCycle, duration: duration))
    }

    /// The displayed value now.
    var currentValue: AnimatableValue { value(atLocalTime: timeline.localTime) }
}
