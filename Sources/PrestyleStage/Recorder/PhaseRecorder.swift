import PresentationKit
import PrestyleExport

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
        /// Still running at the longest duration sampled, with its transition over (or still under way at
        /// ``Recorder/Options/maximumPhaseDurationLimit``).
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
    /// The view states the recording may still hold, shared by its phases.
    var allowance = SampleAllowance(Recorder.Options().maximumViewStates)

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
                ending = runUnsampled(name, from: start, at: start + maximumDuration, steps: &steps, why: { duration in
                    "the \(name) phase's transition took \(duration) s; frames are sampled for the first "
                        + "\(ExportNumber.text(maximumDuration, decimals: 4)) s of a phase (the longest stretch recorded), "
                        + "then its final state"
                })
                break
            }
            ending = runActions(until: start + t, steps: &steps)
            // A phase that ended before this sample's time has no sample then: its end is `final`.
            if ending != nil, clock.now - start < t - Self.tolerance { break }
            clock.advance(to: start + t)
            let frame = sampler.frame(at: t)
            guard allowance.take(frame.views.count) else {
                ending = runUnsampled(name, from: start, at: clock.now, steps: &steps, noteAlways: true, why: { duration in
                    "the recording holds at most \(allowance.total) view states (views × frames); "
                        + "the \(name) phase, \(duration) s, is sampled until t = \(ExportNumber.text(t, decimals: 4)) s, "
                        + "then its final state (a lower sampling rate records all of it)"
                })
                break
            }
            frames.append(frame)
        }
        let end = snapped(clock.now - start)
        report(ending ?? .settled, phase: name, at: end)
        // A phase cut short with its transition over counts as completed when the transition did (what still
        // ran is reported on its own); one stuck or running away does not.
        let transitionEnded = ending == .settled || (ending == .capped && !isTransitioning)
        return Recording.Phase(
            name: name, duration: end, completed: transitionEnded && didComplete(),
            events: window.trace.events(since: mark).map { event in
                var event = Recording.Event(event, phaseStart: start)
                event.t = Swift.min(snapped(event.t), end)
                return event
            },
            frames: frames, final: sampler.frame(at: end))
    }

    /// Runs the rest of a phase unsampled, everything due by `cut` (virtual time) first: a transition still
    /// under way then runs on until it completes (a style may ask for up to 600 s), so its completion
    /// handlers run and the next phase can start; other work still running then (a repeating timer) is cut
    /// short there. Notes why the phase was sampled only in part when it ran on (or always, if asked).
    private func runUnsampled(
        _ name: String, from start: Double, at cut: Double, steps: inout Int, noteAlways: Bool = false,
        why: (String) -> String
    ) -> Ending {
        let clock = window.clock
        var ending = runActions(until: cut, steps: &steps)
        let limit = start + Swift.max(maximumDuration, Recorder.Options.maximumPhaseDurationLimit)
        if ending == nil, isTransitioning {
            ending = runActions(until: limit, steps: &steps, while: { isTransitioning })
            if ending == nil, !isTransitioning { ending = runActions(until: clock.now, steps: &steps) }
        }
        if noteAlways || clock.now > cut + Self.tolerance {
            window.diagnostics.report(.note, why(ExportNumber.text(Swift.max(clock.now, cut) - start, decimals: 4)),
                                      code: "phaseSampledInPart")
        }
        if let ending { return ending }
        clock.advance(to: Swift.max(clock.now, cut))
        return .capped
    }

    /// Whether the window's transition (a presentation's, or a size change's) is under way.
    private var isTransitioning: Bool { window.isTransitioning || window.isTransitioningSize }

    /// Runs every action due by `limit`, one due time at a time, while `condition` holds, and says whether
    /// the phase ended on the way.
    private func runActions(until limit: Double, steps: inout Int, while condition: () -> Bool = { true }) -> Ending? {
        let clock = window.clock
        while condition() {
            guard let due = clock.nextDueTime else {
                return isTransitioning ? .stuck : .settled
            }
            guard due <= limit + Self.tolerance else { return nil }
            clock.advance(to: due)
            steps += 1
            if steps >= maximumSteps { return .runaway }
        }
        return nil
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
                    + "cut short there, with animations or timers still under way", code: "phaseTooLong")
        case .runaway:
            window.diagnostics.report(
                .error, "the \(phase) phase kept scheduling work at t = \(time) s without end (\(maximumSteps) "
                    + "clock steps); it was stopped there and counts as not completed", code: "phaseRunaway")
        }
    }
}
