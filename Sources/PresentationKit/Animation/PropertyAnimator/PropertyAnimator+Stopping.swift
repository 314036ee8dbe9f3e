/// Stopping and finishing (UIKit's `UIViewAnimating.stopAnimation(_:)` and `finishAnimation(at:)`).
extension PropertyAnimator {
    /// Stops the animations where they are: each property keeps the value on screen as its model value
    /// (UIKit's `stopAnimation(_:)`).
    ///
    /// With `withoutFinishing` true the animator becomes inactive and its completions never run; with false
    /// it is ``AnimatingState/stopped`` and ``finishAnimation(at:)`` must follow, which runs them. Does
    /// nothing unless the animator is active and interruptible.
    public func stopAnimation(_ withoutFinishing: Bool) {
        guard isInterruptible, state == .active else { return }
        endOfRun?.cancel()
        endOfRun = nil
        isRunning = false
        timeline.pause()
        let held = animations.compactMap { animation in
            animation.view.map { (view: $0, property: animation.property, value: $0.displayedValue(of: animation.property)) }
        }
        removeAnimations()
        for entry in held { entry.view.setModelValueDirectly(entry.value, of: entry.property) }
        if withoutFinishing {
            state = .inactive
            completions = []
            animations = []
        } else {
            state = .stopped
        }
    }

    /// Finishes a stopped animator at `position` and runs its completions with it (UIKit's
    /// `finishAnimation(at:)`): `.end` puts every property at its end value, `.start` back at its start
    /// value, `.current` leaves it where it was stopped. Does nothing unless stopped.
    public func finishAnimation(at position: AnimatingPosition) {
        guard state == .stopped else { return }
        finish(at: position)
    }

    /// Ends the animator at `position` (its animations may still be attached: a run that reached its end).
    func finish(at position: AnimatingPosition) {
        let ends = animations.compactMap { animation in
            animation.view.map { (view: $0, animation: animation) }
        }
        let recorded = ends.map { entry -> (View, AnimatableProperty, AnimatableValue) in
            let value: AnimatableValue = switch position {
            case .end: entry.animation.target
            case .start: entry.animation.value(0)
            case .current: state == .stopped ? entry.view.model[entry.animation.property]
                : entry.view.displayedValue(of: entry.animation.property)
            }
            return (entry.view, entry.animation.property, value)
        }
        removeAnimations()
        animations = []
        // At the end the latest block's value wins; at the start the first block's (so latest first).
        for (view, property, value) in position == .start ? recorded.reversed() : recorded {
            view.setModelValueDirectly(value, of: property)
        }
        state = .inactive
        isRunning = false
        timeline.pause()
        let run = completions
        completions = []
        clock.trace?.record("animatorCompletion", target: "propertyAnimator", detail: "\(position)")
        for completion in run { completion(position) }
    }

    /// Takes the animations off their views; the list stays, for a later `finishAnimation(at:)`.
    private func removeAnimations() {
        for animation in animations { clock.stop(animation, finished: true) }
    }
}

extension View {
    /// Sets a model value outside any animation block, without starting an animation (an animator's final
    /// write).
    func setModelValueDirectly(_ value: AnimatableValue, of property: AnimatableProperty) {
        let old = model[property]
        guard old != value else { return }
        model[property] = value
        // The next pass works out the safe area anew; this write does not ask for one (it never did).
        if property.movesSafeArea { invalidateSafeAreaInsets() }
        if property == .bounds, old.rect.size != value.rect.size { setNeedsLayout() }
    }
}
