extension AnimationClock {
    /// Animates the changes `animations` makes (UIKit's `UIView.animate(withDuration:delay:options:…)`).
    ///
    ///     clock.animate(AnimationParameters(duration: 0.8, timing: .spring(Spring(dampingRatio: 0.6,
    ///                                       initialVelocity: 10, duration: 0.8)))) {
    ///         presentedView.center = centre
    ///     } completion: { finished in
    ///         context.completeTransition(true)
    ///     }
    ///
    /// - Parameters:
    ///   - parameters: Duration, delay, timing and options. A duration of 0 (or less) changes the values
    ///     without animating; the completion still runs, on the next clock step.
    ///   - timeline: The timeline to run on; by default the transition's in scope or the root timeline.
    ///   - label: How the completion appears in the trace.
    ///   - animations: The changes to animate.
    ///   - completion: Runs once, when every animation the block started has stopped; `finished` is false
    ///     if any was interrupted.
    public func animate(
        _ parameters: AnimationParameters,
        timeline: Timeline? = nil,
        label: String = "animation",
        animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let group = makeGroup(label: label, completion: completion)
        let mode: AnimationTransaction.Mode = parameters.duration > 0 && parameters.duration.isFinite
            ? .animated(sanitized(parameters)) : .disabled
        transactions.append(AnimationTransaction(mode: mode, group: group, timeline: timeline))
        animations()
        if transactions.count == 1, case .animated = mode, let host = alongsideHost,
           (timeline ?? timelineInScope) === host.timeline {
            alongsideHost = nil
            host.run()
        }
        transactions.removeLast()
        group.seal()
    }

    /// UIKit's `animate(withDuration:delay:options:animations:completion:)` with the default
    /// ease-in-ease-out curve.
    public func animate(
        withDuration duration: Double,
        delay: Double = 0,
        options: AnimationOptions = [],
        animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animate(AnimationParameters(duration: duration, delay: delay, options: options),
                animations: animations, completion: completion)
    }

    /// UIKit's spring animation, `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`.
    /// `velocity` is relative: 1 means the whole distance per second. A duration of 0 (or less, or not
    /// finite) changes the values without animating, as UIKit does; there is no spring to fit then.
    public func animate(
        withDuration duration: Double,
        delay: Double = 0,
        usingSpringWithDamping dampingRatio: Double,
        initialSpringVelocity velocity: Double,
        options: AnimationOptions = [],
        animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let timing: AnimationTiming = duration > 0 && duration.isFinite
            ? .spring(Spring(dampingRatio: dampingRatio, initialVelocity: velocity, duration: duration))
            : .easeInEaseOut
        animate(AnimationParameters(duration: duration, delay: delay, timing: timing, options: options),
                animations: animations, completion: completion)
    }

    /// Animates the changes made in keyframes (UIKit's `animateKeyframes(withDuration:…)`); call
    /// ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)`` inside `animations`.
    ///
    /// Each property changed becomes one keyframe animation through the values it takes: its value before the
    /// block at time 0, and each keyframe's value when that keyframe ends, held in between. `timing` applies
    /// to the animation as a whole; UIKit's default is ease-in-ease-out (pass `.curve(.linear)` to reach each
    /// keyframe exactly at its relative time).
    public func animateKeyframes(
        withDuration duration: Double,
        delay: Double = 0,
        calculationMode: KeyframeCalculationMode = .linear,
        timing: AnimationTiming = .curve(.easeInEaseOut),
        options: AnimationOptions = [],
        timeline: Timeline? = nil,
        label: String = "keyframes",
        animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let group = makeGroup(label: label, completion: completion)
        guard duration > 0, duration.isFinite else {
            transactions.append(AnimationTransaction(mode: .disabled, group: group, timeline: timeline))
            animations()
            transactions.removeLast()
            group.seal()
            return
        }
        let recorder = KeyframeRecorder()
        let transaction = AnimationTransaction(mode: .keyframes(recorder), group: group, timeline: timeline)
        transactions.append(transaction)
        animations()
        transactions.removeLast()
        let parameters = sanitized(AnimationParameters(duration: duration, delay: delay, timing: timing, options: options))
        for track in recorder.recordedTracks {
            start(property: track.property, of: track.view, parameters: parameters, group: group,
                  timeline: self.timeline(for: track.view, in: transaction),
                  value: track.sampler(mode: calculationMode))
        }
        group.seal()
    }

    /// Adds a keyframe to the enclosing ``animateKeyframes(withDuration:delay:calculationMode:timing:options:timeline:label:animations:completion:)``:
    /// the changes `animations` makes are reached when the keyframe ends.
    /// - Parameters:
    ///   - start: When the keyframe starts, as a fraction of the whole animation (0...1).
    ///   - duration: How long it lasts, as a fraction of the whole animation.
    ///   - animations: The changes the keyframe animates to.
    public func addKeyframe(
        withRelativeStartTime start: Double, relativeDuration duration: Double, animations: () -> Void
    ) {
        guard case .keyframes(let recorder) = transactions.last?.mode else {
            window?.diagnostics.report(
                .warning, "addKeyframe was called outside animateKeyframes; its changes were applied as they are",
                code: .engine.keyframeOutsideKeyframes)
            animations()
            return
        }
        let saved = recorder.segment
        recorder.segment = (start.isFinite ? start : 0, duration.isFinite ? duration : 0)
        animations()
        recorder.segment = saved
    }

    /// Runs `animations` as a property animator's block: every change becomes an animation on `timeline`
    /// driven by its local time (the animator's progress) from progress `start` on, in `group`.
    func animateDriven(timeline: Timeline, start: Double, group: AnimationGroup, animations: () -> Void) {
        transactions.append(AnimationTransaction(
            mode: .animated(AnimationParameters(duration: 1, timing: .linear)), group: group, timeline: timeline,
            drivenStart: start))
        animations()
        transactions.removeLast()
    }

    /// Runs `changes` without animating them, even inside an animation block (UIKit's
    /// `performWithoutAnimation`).
    public func performWithoutAnimation(_ changes: () -> Void) {
        transactions.append(AnimationTransaction(mode: .disabled, group: nil, timeline: nil))
        changes()
        transactions.removeLast()
    }

    /// Whether changes made now would animate.
    public var isAnimating: Bool {
        switch transactions.last?.mode {
        case .animated, .keyframes: return true
        case .disabled, nil: return false
        }
    }

    // MARK: Engine side

    private func makeGroup(label: String, completion: ((Bool) -> Void)?) -> AnimationGroup {
        let ticket = completion == nil ? nil : window?.ledger.register("the completion of animation block '\(label)'")
        return AnimationGroup(label: label, clock: self, completion: completion, ticket: ticket)
    }

    private func sanitized(_ parameters: AnimationParameters) -> AnimationParameters {
        var result = parameters
        if !result.delay.isFinite || result.delay < 0 { result.delay = 0 }
        return result
    }

    /// Called by a view whose model value of `property` just changed from displaying `displayed` to `value`.
    func propertyDidChange(
        _ property: AnimatableProperty, of view: View, displayed: AnimatableValue, to value: AnimatableValue
    ) {
        guard let transaction = transactions.last, let group = transaction.group else { return }
        switch transaction.mode {
        case .disabled:
            return
        case .keyframes(let recorder):
            recorder.record(view: view, property: property, displayed: startValue(of: property, of: view,
                                                                                    displayed: displayed), to: value)
        case .animated(let parameters):
            let from = startValue(of: property, of: view, displayed: displayed, blending: parameters.blending)
            start(property: property, of: view, parameters: parameters, group: group,
                  timeline: timeline(for: view, in: transaction), drivenStart: transaction.drivenStart) { progress in
                AnimatableValue.interpolate(from: from, to: value, fraction: progress)
            }
        }
    }

    /// Where a new animation of `property` starts: additively, from the end value of the latest animation
    /// still running (the old model value), so its offset (start − new model) sums with the running ones to
    /// the value on screen; replacing, from the value on screen (iOS 7's begin-from-current-state).
    private func startValue(
        of property: AnimatableProperty, of view: View, displayed: AnimatableValue, blending: AnimationBlending? = nil
    ) -> AnimatableValue {
        guard !replacesRunningAnimations(of: property, of: view, blending: blending),
              let last = view.animations[property]?.last else { return displayed }
        return last.target
    }

    /// Whether a new animation of `property` removes the running ones: under `.replacing` blending, and when
    /// one of them repeats for ever — an offset that never ends would never let its block complete, and
    /// setting the property again is how an endless animation is stopped (a choice: whether iOS 8+ keeps a
    /// repeating animation running under an additive one is not documented).
    private func replacesRunningAnimations(
        of property: AnimatableProperty, of view: View, blending: AnimationBlending?
    ) -> Bool {
        (blending ?? self.blending) == .replacing
            || view.animations[property]?.contains { !$0.activeDuration.isFinite } == true
    }

    private func start(
        property: AnimatableProperty, of view: View, parameters: AnimationParameters, group: AnimationGroup,
        timeline: Timeline, drivenStart: Double? = nil, value: @escaping (Double) -> AnimatableValue
    ) {
        // Additive (UIKit since iOS 8): the running animations stay and finish on their own, each block's
        // completion getting `finished == true` when its animation reaches its end. Replacing (iOS 7): a block
        // that sets a property it is already animating (a layout pass inside a rotation, say) just retargets
        // its own animation, which is no interruption, so the block still finishes; another block's
        // animation of the property is interrupted and completes with `finished == false`.
        if replacesRunningAnimations(of: property, of: view, blending: parameters.blending) {
            for old in view.animations[property] ?? [] { stop(old, finished: old.group === group) }
        }
        let animation = PropertyAnimation(
            serial: animationsStarted, property: property, view: view, timeline: timeline, group: group,
            beginTime: timeline.localTime + parameters.delay, duration: parameters.duration,
            timing: parameters.timing, options: parameters.options, target: view.model[property], value: value)
        animation.drivenStart = drivenStart
        animationsStarted += 1
        view.animations[property, default: []].append(animation)
        timeline.add(animation)
        group.animationStarted()
        if animation.activeDuration.isFinite, drivenStart == nil {
            animation.endAction = schedule(
                .timeline(timeline, animation.beginTime + animation.activeDuration, .ascending)
            ) { [weak self, weak animation] in
                guard let self, let animation else { return }
                self.end(animation)
            }
        }
    }

    private func end(_ animation: PropertyAnimation) {
        guard detach(animation) else { return }
        animation.group.animationStopped(finished: true, deferred: false)
    }

    /// Removes an animation before its end; its block completes (on the next step) with `finished`.
    func stop(_ animation: PropertyAnimation, finished: Bool) {
        guard detach(animation) else { return }
        animation.group.animationStopped(finished: finished, deferred: true)
    }

    /// Takes a running animation off its view and timeline; false if it had already stopped.
    private func detach(_ animation: PropertyAnimation) -> Bool {
        guard animation.isActive else { return false }
        animation.isActive = false
        animation.endAction?.cancel()
        if let view = animation.view, var stack = view.animations[animation.property] {
            stack.removeAll { $0 === animation }
            view.animations[animation.property] = stack.isEmpty ? nil : stack
        }
        animation.timeline.remove(animation)
        return true
    }
}
