import PresentationKit

/// Runs one phase on a window's virtual clock and samples it: from the moment the phase's action (a present,
/// a dismiss) is made until its transition has completed and nothing is left to run — every animation it
/// started has finished, every completion and timer has fired.
///
/// The clock is stepped from one due action to the next, so the phase's end is known exactly (the time of
/// its last action), and the window is sampled at t = k/fps on the way, after everything due by then has run
/// and the views are laid out — what the screen shows at that moment. A phase that would not end is stopped:
/// when nothing is left to run but its transition is still under way (an animator that never completes and
/// no watchdog), when it reaches the longest duration allowed, or when it schedules work without end.
struct PhaseRecorder {
    /// How a phase ended.
    enum Ending {
        /// The transition ended and nothing is left to run.
        case settled
        /// Nothing is left to run, but the transition is still under way: nothing will ever complete it.
        case stuck
        /// Still running at the longest duration allowed.
        case capped
        /// Took more clock steps than any phase that settles would: work that schedules more work without end.
        case runaway
    }

    let window: Window
    let sampler: FrameSampler
    let fps: Double
    let maximumDuration: Double
    /// A time (seconds into the phase) to sample besides t = k/fps.
    let extraSample: Double?
    /// The most clock steps a phase may take before it counts as running away (the clock's own limit).
    var maximumSteps = 1_000_000

    /// How close two times must be to count as the same: far below the export's precision, far above the
    /// rounding of sums of clock times.
    static let tolerance = 1e-9

    /// Runs `action` and records the phase it starts.
    /// - Parameters:
    ///   - name: The phase's name in the recording.
    ///   - action: Starts the phase (presents, dismisses).
    ///   - didComplete: Whether the transition completed, asked once the phase is over.
    func record(name: String, action: () -> Void, didComplete: () -> Bool) -> Recording.Phase {
        let clock = window.clock
        let start = clock.now
        let mark = window.trace.mark
        action()
        var frames: [Recording.Frame] = []
        var times = SampleTimes(fps: fps, extra: extraSample)
        var steps = 0
        var ending: Ending?
        while ending == nil {
            let t = times.next()
            if t > maximumDuration + Self.tolerance {
                ending = runActions(until: start + maximumDuration, steps: &steps)
                if ending == nil {
                    clock.advance(to: start + maximumDuration)
                    ending = .capped
                }
                break
            }
            ending = runActions(until: start + t, steps: &steps)
            // A phase that ended before this sample's time has no sample then: its end is `final`.
            if ending != nil, clock.now - start < t - Self.tolerance { break }
            clock.advance(to: start + t)
            frames.append(sampler.frame(at: t))
        }
        let end = snapped(clock.now - start)
        let settled = ending == .settled
        report(ending ?? .settled, phase: name, at: end)
        return Recording.Phase(
            name: name, duration: end, completed: settled && didComplete(),
            events: window.trace.events(since: mark).map { event in
                var event = Recording.Event(event, phaseStart: start)
                event.t = Swift.min(snapped(event.t), end)
                return event
            },
            frames: frames, final: sampler.frame(at: end))
    }

    /// Runs every action due by `limit`, one due time at a time, and says whether the phase ended on the way.
    private func runActions(until limit: Double, steps: inout Int) -> Ending? {
        let clock = window.clock
        while true {
            guard let due = clock.nextDueTime else {
                return window.isTransitioning || window.isTransitioningSize ? .stuck : .settled
            }
            guard due <= limit + Self.tolerance else { return nil }
            clock.advance(to: due)
            steps += 1
            if steps >= maximumSteps { return .runaway }
        }
    }

    /// A time within the tolerance of a sample time is that sample time: the clock's sums of times (start +
    /// 0.4, minus start) can miss it by a rounding error, which would drop the last regular sample or put the
    /// last event after the phase's end.
    private func snapped(_ duration: Double) -> Double {
        let nearest = (duration * fps).rounded() / fps
        return Swift.abs(nearest - duration) <= Self.tolerance ? nearest : duration
    }

    /// Reports, into the window's diagnostics, a phase that did not end on its own, and animations that will
    /// never finish.
    private func report(_ ending: Ending, phase: String, at end: Double) {
        let time = ExportNumber.text(end, decimals: 4)
        switch ending {
        case .settled:
            let running = window.viewsBackToFront.filter { !$0.animatingProperties.isEmpty }
            guard !running.isEmpty else { return }
            let list = running.map { view in
                "'\(sampler.name(of: view))' (\(view.animatingProperties.map(\.rawValue).joined(separator: ", ")))"
            }.joined(separator: ", ")
            window.diagnostics.report(
                .note, "when the \(phase) phase settled at t = \(time) s, \(list) still animated and never will stop "
                    + "(a repeating animation or a paused timeline); the phase ends when everything else has finished",
                code: "animationNeverEnds")
        case .stuck:
            window.diagnostics.report(
                .error, "the \(phase) phase never ended: its transition is still under way at t = \(time) s with "
                    + "nothing left to run — the animator never called completeTransition (a watchdog would have "
                    + "completed it); the phase ends there", code: "phaseNeverEnded")
        case .capped:
            window.diagnostics.report(
                .error, "the \(phase) phase was still running after \(time) s, the longest a phase may take; it was "
                    + "cut short there and counts as not completed", code: "phaseTooLong")
        case .runaway:
            window.diagnostics.report(
                .error, "the \(phase) phase kept scheduling work at t = \(time) s without end (\(maximumSteps) "
                    + "clock steps); it was stopped there and counts as not completed", code: "phaseRunaway")
        }
    }
}
