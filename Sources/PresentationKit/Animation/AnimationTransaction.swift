/// An animation block being recorded: how changes made inside it animate.
final class AnimationTransaction {
    enum Mode {
        /// Each change starts an animation with these parameters.
        case animated(AnimationParameters)
        /// Changes are collected into keyframe tracks, built when the block returns.
        case keyframes(KeyframeRecorder)
        /// Changes apply at once (`performWithoutAnimation`).
        case disabled
    }

    let mode: Mode
    let group: AnimationGroup?
    let timeline: Timeline?
    /// Set for a property animator's blocks: the animations it starts are driven by the timeline's local time
    /// (the animator's progress), starting at this progress (PropertyAnimation.drivenStart).
    let drivenStart: Double?

    init(mode: Mode, group: AnimationGroup?, timeline: Timeline?, drivenStart: Double? = nil) {
        self.mode = mode
        self.group = group
        self.timeline = timeline
        self.drivenStart = drivenStart
    }
}
