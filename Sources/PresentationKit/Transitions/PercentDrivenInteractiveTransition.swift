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
///
/// **Thrown with the finger's velocity.** ``finish(velocity:dampingRatio:)`` and
/// ``cancel(velocity:dampingRatio:)`` end the interaction with a spring that starts at the finger's speed
/// (in fractions of the whole transition per second, positive towards the end) instead of the completion
/// curve; the time they take is the same, `completionSpeed` still scales it, and the spring is fitted to end
/// then (`Spring(dampingRatio:initialVelocity:duration:)`). UIKit's own class has no velocity; this is what
/// an app does with an interruptible animator: `continueAnimation(withTimingParameters:
/// UISpringTimingParameters(dampingRatio:initialVelocity:), durationFactor:)` (WWDC 2016 session 216).
///
/// **Interruptible animators.** When the animator returns a ``PropertyAnimator`` from
/// `interruptibleAnimator(using:)`, the transition drives it instead of calling `animateTransition`, as
/// UIKit does since iOS 10: it is paused at the start (or started, without ``wantsInteractiveStart``),
/// ``update(_:)`` sets its `fractionComplete`, ``finish()`` and ``cancel()`` continue it forwards or reversed
/// with the completion curve (or the velocity's spring), and ``pause()`` catches it mid-flight. Its
/// completion completes the transition. The transition's timeline (alongside animations) follows the same
/// way.
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
    /// The animator's interruptible animator, when it has one.
    public private(set) var interruptibleAnimator: PropertyAnimator?

    /// How far short of its end an interaction at 100 % holds the timeline: the engine's animations end when
    /// local time reaches their end, whereas UIKit's paused animations never complete while a finger holds
    /// them. A tenth of a microsecond changes no displayed value measurably.
    static let holdShortOfEnd = 1e-7

    /// An interaction controller with UIKit's defaults: completion speed 1, ease-in-ease-out, interactive start.
    public init() {}

    /// The type's name.
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
        if let driven = animator.interruptibleAnimator(using: context) {
            interruptibleAnimator = driven
            context.window?.trace.record("interruptibleAnimator(using:)", target: animator.traceName)
            if context.isInteractive { driven.pauseAnimation() } else { driven.startAnimation() }
        } else {
            interruptibleAnimator = nil
            context.window?.trace.record("animateTransition(using:)", target: animator.traceName)
            animator.animateTransition(using: context)
        }
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
        interruptibleAnimator?.fractionComplete = percent
    }

    /// Ends the interaction and runs the transition to its end (see the type's discussion for the timing).
    open func finish() { endInteraction(.finish, velocity: nil, dampingRatio: 1) }

    /// Ends the interaction and runs the transition to its end with a spring that starts at `velocity`
    /// (fractions of the whole transition per second, positive towards the end: a finger at 600 pt/s on a
    /// 400-point dismissal is 1.5). A non-finite velocity is ignored (``finish()``'s curve runs instead).
    ///
    /// - Parameters:
    ///   - velocity: The finger's speed, in fractions of the whole transition per second.
    ///   - dampingRatio: The spring's ζ; 1 (the default) glides in without overshoot.
    open func finish(velocity: Double, dampingRatio: Double = 1) {
        endInteraction(.finish, velocity: velocity.isFinite ? velocity : nil,
                       dampingRatio: dampingRatio.isFinite ? dampingRatio : 1)
    }

    /// Ends the interaction and runs the transition back to its start, cancelling it (see the type's
    /// discussion for the timing and what is put back).
    open func cancel() { endInteraction(.cancel, velocity: nil, dampingRatio: 1) }

    /// Ends the interaction and runs the transition back to its start with a spring that starts at
    /// `velocity` (fractions of the whole transition per second, positive towards the *end*: a finger
    /// pulling back has a negative one). A non-finite velocity is ignored (``cancel()``'s curve runs).
    open func cancel(velocity: Double, dampingRatio: Double = 1) {
        endInteraction(.cancel, velocity: velocity.isFinite ? velocity : nil,
                       dampingRatio: dampingRatio.isFinite ? dampingRatio : 1)
    }

    private func endInteraction(_ outcome: Outcome) {
        endInteraction(outcome, velocity: nil, dampingRatio: 1)
    }

    private func endInteraction(_ outcome: Outcome, velocity: Double?, dampingRatio: Double) {
        guard let context = runningContext else {
            pendingOutcome = outcome
            return
        }
        guard context.isInteractive else { return }
        let timeline = context.timeline
        let now = timeline.localTime
        let remaining = outcome == .finish ? Swift.max(0, duration - now) : Swift.max(0, now)
        let time = remaining / speed
        let timing = completionTiming(velocity: velocity, dampingRatio: dampingRatio, outcome: outcome,
                                      remainingFraction: duration > 0 ? remaining / duration : 0, time: time)
        switch outcome {
        case .finish:
            context.finishInteractiveTransition()
            timeline.ramp(to: Swift.max(duration, now), duration: time, timing: timing, rateAfterwards: 1,
                          overshoots: false)
        case .cancel:
            context.cancelInteractiveTransition()
            timeline.ramp(to: 0, duration: time, timing: timing, rateAfterwards: 0, overshoots: false)
            rewind = timeline.schedule(atLocalTime: 0, crossing: .descending) { [weak timeline] in
                timeline?.returnToStart()
            }
        }
        if let driven = interruptibleAnimator, driven.state == .active, !driven.isRunning {
            driven.isReversed = outcome == .cancel
            let parameters: TimingParameters = switch timing {
            case .curve(let curve): .cubic(curve)
            case .spring(let spring):
                .spring(SpringTimingParameters(dampingRatio: dampingRatio, initialVelocity: spring.initialVelocity))
            }
            // A factor of the animator's own duration; a vanishing remainder ends it at once.
            let factor = driven.duration > 0 ? Swift.max(time, 1e-9) / driven.duration : 0
            driven.continueAnimation(withTimingParameters: parameters, durationFactor: factor)
        }
    }

    /// The completion curve, or with a velocity the spring that starts with it: its velocity relative to the
    /// remaining distance (UIKit's convention), fitted to end after `time`.
    private func completionTiming(
        velocity: Double?, dampingRatio: Double, outcome: Outcome, remainingFraction: Double, time: Double
    ) -> AnimationTiming {
        guard let velocity, remainingFraction > 0, time > 0 else { return .curve(completionCurve) }
        // Progress per second towards the target, as a fraction of what remains; the completion speed
        // shortens the run, and the velocity the finger gave is kept in clock time.
        let towards = outcome == .finish ? velocity : -velocity
        let relative = Swift.min(Swift.max(towards / remainingFraction, -Spring.maximumInitialVelocity),
                                 Spring.maximumInitialVelocity)
        return .spring(Spring(dampingRatio: dampingRatio, initialVelocity: relative, duration: time))
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
        var position = duration > 0 ? timeline.localTime / duration : 0
        if let driven = interruptibleAnimator, driven.state == .active {
            driven.pauseAnimation()
            position = driven.fractionComplete
        }
        context.pauseInteractiveTransition()
        percentComplete = Swift.min(1, Swift.max(0, position))
        context.updateInteractiveTransition(percentComplete)
    }

    /// The completion speed, if usable; 1 otherwise.
    private var speed: Double {
        completionSpeed.isFinite && completionSpeed > 0 ? completionSpeed : 1
    }
}
