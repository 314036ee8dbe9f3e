/// Undoing what ran on a timeline: how a cancelled interactive transition puts everything back.
///
/// A percent-driven transition that is cancelled runs its timeline back to 0; at that point every property
/// the transition animated must show — and hold, as its model value — the value it had when the transition
/// began, or views would jump to their final values the moment the animations are removed. Since iOS 10
/// UIKit drives such transitions with property animators, which do exactly this when they finish at
/// `.start`. Animations that already ended before the cancellation (a short fade inside a long transition)
/// must be undone too, so the timeline can remember every animation started on it.
extension Timeline {
    /// Starts remembering every animation started on this timeline from now on, including those that end, so
    /// that ``returnToStart()`` can undo them all. Interaction controllers turn it on when they take over a
    /// transition; the root timeline never records.
    public func recordAnimationHistory() {
        if history == nil { history = animations }
    }

    /// Whether the timeline remembers the animations started on it.
    public var isRecordingAnimationHistory: Bool { history != nil }

    /// Stops every animation on this timeline and puts each property animated on it back to the value it had
    /// when its first animation on this timeline began; model values then match what the timeline shows at
    /// local time 0. The completions of the animations that were still running receive `finished == true`:
    /// they ran to a position, the start (as a property animator finishing at `.start` reports).
    ///
    /// Without a recorded history only the animations still running are undone.
    public func returnToStart() {
        let undone = history ?? animations
        if let clock {
            for animation in animations { clock.stop(animation, finished: true) }
        }
        // Latest first, so that a property animated twice ends at the start of its first animation.
        for animation in undone.reversed() {
            guard let view = animation.view else { continue }
            view.restoreModelValue(animation.value(atLocalTime: animation.beginTime), of: animation.property)
        }
        if history != nil { history = [] }
    }
}

extension View {
    /// Sets a model value directly, outside any animation block (a property animator's final write).
    fileprivate func restoreModelValue(_ value: AnimatableValue, of property: AnimatableProperty) {
        let old = model[property]
        guard old != value else { return }
        model[property] = value
        // The next pass works out the safe area anew; this write does not ask for one (it never did).
        if property.movesSafeArea { invalidateSafeAreaInsets() }
        if property == .bounds, old.rect.size != value.rect.size { setNeedsLayout() }
    }
}
