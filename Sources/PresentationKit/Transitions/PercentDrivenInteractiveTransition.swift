/// Drives a transition by how much of it is done — from a gesture, or from code (UIKit's
/// `UIPercentDrivenInteractiveTransition`). Vend it from a transitioning, navigation or tab bar controller
/// delegate beside an animator; the animator's ordinary animations become scrubbable.
///
///     let interaction = PercentDrivenInteractiveTransition()
///     delegate.interaction = interaction          // vended by interactionControllerForDismissal(using:)
///     presented.dismiss(animated: true)
///     window.clock.advance(by: 0)                 // the transition starts: the animator runs, paused at 0
///     interaction.update(0.4)                     // everything shows 40 % of the transition's time
///     interaction.cancel()                        // runs back to the start over 0.4 × duration / speed
///
/// When the transition starts, ``startInteractiveTransition(_:)`` pauses the transition's ``Timeline`` at 0
/// and calls the animator's `animateTransition`, so every animation the animator (and the coordinator's
/// alongside blocks) start is frozen at its beginning. Then:
/// - ``update(_:)`` scrubs the timeline to `percent × duration`. The mapping from percent to time is linear,
///   whatever curves the animations inside use — those curves still shape each value, exactly as a Core
///   Animation layer paused and moved by `timeOffset` shows them: at 50 % an ease-in-ease-out animation shows
///   `easeInEaseOut(0.5)` of its change.
/// - ``finish()`` runs the timeline on to `duration` over `(1 − percent) × duration / completionSpeed`
///   seconds along ``completionCurve``, then lets it run at normal speed so animations longer than the
///   transition end too; their completions complete the transition.
/// - ``cancel()`` runs it back to 0 over `percent × duration / completionSpeed` seconds along
///   ``completionCurve``; at 0 every property the transition animated is put back to its starting value
///   (model and display agree), the animations complete, and the animator's completion reports
///   `completeTransition(false)` (it should pass `!transitionWasCancelled`).
/// - ``pause()`` (iOS 10) catches a transition that is animating to its end — after `finish()`, `cancel()`,
///   or from the start when ``wantsInteractiveStart`` is false — and makes it interactive again where it is.
///
/// Calls made before the transition has started (it starts on the clock step after `present`, `push`…) are
/// remembered and applied as soon as it has: an update, then a finish or a cancel.
open class PercentDrivenInteractiveTransition: ViewControllerInteractiveTransitioning {
    private enum Outcome {
        case finish
        case cancel
    }

    /// How fast the transition runs to its end once the interaction ends: 1 takes the remaining share of the
    /// animator's duration, 2 half that. Values that are not finite and positive count as 1.
    open var completionSpeed: Double = 1
    /// The curve the transition runs to its end along once the interaction ends; ease-in-ease-out by default,
    /// as in UIKit. (While interactive, progress follows the caller linearly.)
    open var completionCurve: TimingCurve = .easeInEaseOut
    /// Whether the transition starts paused, waiting for ``update(_:)``; true by default. When false it starts
    /// animating like a non-interactive one, until ``pause()``.
    open var wantsInteractiveStart = true
    /// The last progress reported by ``update(_:)`` (or found by ``pause()``), 0...1.
    public private(set) var percentComplete: Double = 0
    /// The animator's duration, as reported when the transition started; 0 before.
    public private(set) var duration: Double = 0

    /// The running transition's context (weak: the transition owns it).
    private weak var context: TransitionContext?
    private var pendingPercent: Double?
    private var pendingOutcome: Outcome?
    private var rewind: ScheduledAction?

    /// How far short of its end an interaction at 100 % holds the timeline: the engine's animations end when
    /// local time reaches their end, whereas UIKit's paused animations never complete while a finger holds
    /// them. A tenth of a microsecond changes no displayed value measurably.
    static let holdShortOfEnd = 1e-7

    public init() {}

    open var traceName: String { String(describing: type(of: self)) }

    /// Whether a transition this controller drives is under way.
    public var isDriving: Bool { runningContext != nil }

    /// Whether the running transition follows ``update(_:)`` now (false while it animates to an end).
    public var isInteractive: Bool { runningContext?.isInteractive ?? false }

    private var runningContext: TransitionContext? {
        guard let context, !context.isCompleted else { return nil }
        return context
    }

    // MARK: Starting

    /// Called by the engine when the transition starts: pauses its timeline (when ``wantsInteractiveStart``)
    /// and runs the animator's `animateTransition`. Override to do more, calling `super`.
    open func startInteractiveTransition(_ transitionContext: ViewControllerContextTransitioning) {
        guard let context = transitionContext as? TransitionContext, let animator = context.animator else {
            preconditionFailure("\(traceName) can only drive a transition the engine runs")
        }
        rewind?.cancel()
        rewind = nil
        self.context = context
        duration = context.duration
        percentComplete = 0
        let timeline = context.timeline
        timeline.recordAnimationHistory()
        if context.isInteractive { timeline.pause() }
        context.window?.trace.record("animateTransition(using:)", target: animator.traceName)
        animator.animateTransition(using: context)
        applyPendingCalls(in: context)
    }

    /// Updates and endings asked for before the start, applied once the start (and its alongside blocks,
    /// which begin at local time 0) is over.
    private func applyPendingCalls(in context: TransitionContext) {
        let percent = pendingPercent
        let outcome = pendingOutcome
        pendingPercent = nil
        pendingOutcome = nil
        guard percent != nil || outcome != nil else { return }
        context.clock.schedule(after: 0) { [weak self] in
            guard let self else { return }
            if let percent { self.update(percent) }
            if let outcome { self.endInteraction(outcome) }
        }
    }

    // MARK: Driving

    /// Moves the transition to `percentComplete` (clamped to 0...1) of its duration. Ignored while the
    /// transition animates to an end (call ``pause()`` first) and for non-finite values.
    open func update(_ percentComplete: Double) {
        guard percentComplete.isFinite else { return }
        let percent = Swift.min(1, Swift.max(0, percentComplete))
        guard let context = runningContext else {
            self.percentComplete = percent
            pendingPercent = percent
            return
        }
        guard context.isInteractive else { return }
        self.percentComplete = percent
        context.updateInteractiveTransition(percent)
        context.timeline.scrub(to: Swift.max(0, Swift.min(percent * duration, duration - Self.holdShortOfEnd)))
    }

    /// Ends the interaction and runs the transition to its end (see the type's discussion for the timing).
    open func finish() { endInteraction(.finish) }

    /// Ends the interaction and runs the transition back to its start, cancelling it (see the type's
    /// discussion for the timing and what is put back).
    open func cancel() { endInteraction(.cancel) }

    private func endInteraction(_ outcome: Outcome) {
        guard let context = runningContext else {
            pendingOutcome = outcome
            return
        }
        guard context.isInteractive else { return }
        let timeline = context.timeline
        let now = timeline.localTime
        switch outcome {
        case .finish:
            context.finishInteractiveTransition()
            timeline.ramp(to: Swift.max(duration, now), duration: Swift.max(0, duration - now) / speed,
                          curve: completionCurve, rateAfterwards: 1)
        case .cancel:
            context.cancelInteractiveTransition()
            timeline.ramp(to: 0, duration: Swift.max(0, now) / speed, curve: completionCurve, rateAfterwards: 0)
            rewind = timeline.schedule(atLocalTime: 0, crossing: .descending) { [weak timeline] in
                timeline?.returnToStart()
            }
        }
    }

    /// Stops a transition that is animating to its end where it is and makes it interactive again:
    /// ``percentComplete`` becomes its position, and ``update(_:)``, ``finish()`` and ``cancel()`` work
    /// anew (UIKit's `pause()`, iOS 10). Ignored while already interactive.
    open func pause() {
        guard let context = runningContext, !context.isInteractive else { return }
        rewind?.cancel()
        rewind = nil
        let timeline = context.timeline
        timeline.pause()
        let position = duration > 0 ? timeline.localTime / duration : 0
        context.pauseInteractiveTransition()
        percentComplete = Swift.min(1, Swift.max(0, position))
        context.updateInteractiveTransition(percentComplete)
    }

    /// The completion speed, if usable; 1 otherwise.
    private var speed: Double {
        completionSpeed.isFinite && completionSpeed > 0 ? completionSpeed : 1
    }
}
