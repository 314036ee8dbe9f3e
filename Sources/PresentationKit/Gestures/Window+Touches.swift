/// Touch delivery: a ``TouchPath`` becomes samples on the window's virtual clock; each sample is hit-tested
/// (the first) and handed to the gesture recognizers of the touched view and its ancestors.
extension Window {
    /// UIKit's pause between taps that still counts them as one sequence (`Touch.tapCount`), in seconds: the
    /// tap recognizer's `maximumIntervalBetweenSuccessiveTaps` (0.35 s, see ``TapGestureRecognizer``).
    public static let successiveTapInterval = TapGestureRecognizer.standardMaximumIntervalBetweenSuccessiveTaps
    /// How far apart successive taps may land and still count as one sequence, in points (the tap
    /// recognizer's `allowableMovement`, 45 pt).
    public static let successiveTapDistance = TapGestureRecognizer.standardAllowableMovement

    /// Schedules a finger along `path` on the window's clock, touching down `delay` seconds from now; the
    /// samples are delivered as the clock advances (``AnimationClock/advance(by:)``,
    /// ``AnimationClock/runUntilIdle(maximumTime:)``), between the animation frames and timers due at the
    /// same times (in the order they were scheduled).
    ///
    /// - Returns: The touch, which is hit-tested when its first sample is delivered.
    @discardableResult
    public func scheduleTouches(along path: TouchPath, after delay: Double = 0) -> Touch {
        let touch = Touch(identifier: touchDispatch.touchesMade, window: self)
        touchDispatch.touchesMade += 1
        let start = clock.now + (delay.isFinite ? Swift.max(0, delay) : 0)
        for sample in path.samples {
            clock.schedule(.clock(start + sample.time)) { [weak self] in self?.deliver(sample, of: touch) }
        }
        return touch
    }

    /// Runs a finger along `path` now: schedules it (``scheduleTouches(along:after:)``) and advances the clock
    /// to its lift-off, so animations a gesture starts run while the finger moves. Work due later (an animation
    /// the lift started) is left for the caller to run.
    @discardableResult
    public func sendTouches(along path: TouchPath) -> Touch {
        let start = clock.now
        let touch = scheduleTouches(along: path)
        clock.advance(to: start + path.duration)
        return touch
    }

    /// The deepest view under `point` (window coordinates) that takes touches, as UIKit's window hit-tests a
    /// touch (``View/hitTest(_:)`` on the root view).
    public func hitTest(_ point: Point) -> View? {
        rootView.hitTest(point)
    }

    /// The touches down now, in the order they began.
    public var activeTouches: [Touch] { touchDispatch.activeTouches }

    // MARK: Delivery

    private func deliver(_ sample: TouchPath.Sample, of touch: Touch) {
        touch.previousLocationInWindow = sample.phase == .began ? sample.location : touch.locationInWindow
        touch.locationInWindow = sample.location
        touch.timestamp = clock.now
        touch.phase = sample.phase
        touchDispatch.isDelivering = true
        if sample.phase == .began { touchDown(touch) }
        for recognizer in touch.gestureRecognizers {
            // A handler may have removed, disabled or unhooked a recognizer earlier in this loop.
            guard touch.gestureRecognizers.contains(where: { $0 === recognizer }) else { continue }
            guard recognizer.isEnabled, recognizer.view?.window === self else {
                withdraw(recognizer)
                continue
            }
            guard !recognizer.state.isFinal else { continue }
            switch sample.phase {
            case .began: recognizer.touchBegan(touch)
            case .moved: recognizer.touchMoved(touch)
            case .stationary: recognizer.touchStationary(touch)
            case .ended: recognizer.touchEnded(touch)
            case .cancelled: recognizer.touchCancelled(touch)
            }
        }
        if sample.phase.isFinal { lift(touch) }
        touchDispatch.isDelivering = false
        settle()
    }

    private func touchDown(_ touch: Touch) {
        let hit = hitTest(touch.locationInWindow)
        touch.view = hit
        if let last = touchDispatch.lastLift, clock.now - last.time <= Window.successiveTapInterval,
           last.location.distance(to: touch.locationInWindow) <= Window.successiveTapDistance {
            touch.tapCount = last.tapCount + 1
        }
        // UIKit's delivery: the recognizers of the hit view, then of each ancestor up to the window.
        var recognizers: [GestureRecognizer] = []
        var current = hit
        while let view = current {
            recognizers += view.gestureRecognizers.filter { $0.isEnabled && $0.shouldReceive?($0, touch) != false }
            current = view.superview
        }
        touch.gestureRecognizers = recognizers
        touchDispatch.activeTouches.append(touch)
        for recognizer in recognizers {
            recognizer.engagedWindow = self
            recognizer.isInSequence = true
            if !touchDispatch.engaged.contains(where: { $0 === recognizer }) { touchDispatch.engaged.append(recognizer) }
        }
        trace.record("touchesBegan", target: hit?.name ?? name, detail: "\(touch.locationInWindow)")
    }

    private func lift(_ touch: Touch) {
        touchDispatch.activeTouches.removeAll { $0 === touch }
        if touch.phase == .ended {
            touchDispatch.lastLift = (clock.now, touch.locationInWindow, touch.tapCount)
        }
        trace.record(touch.phase == .ended ? "touchesEnded" : "touchesCancelled", target: touch.view?.name ?? name,
                     detail: "\(touch.locationInWindow)")
    }
}
