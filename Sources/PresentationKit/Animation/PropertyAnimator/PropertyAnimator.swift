/// An interruptible animation: UIKit's `UIViewPropertyAnimator` (iOS 10; WWDC 2016 session 216, "Advances
/// in UIKit Animations and Transitions").
///
/// The changes its blocks make animate together with one timing; the animator can be paused, scrubbed to
/// any ``fractionComplete``, reversed, continued with new timing (a spring that starts with the finger's
/// velocity, say), stopped where it stands and finished at the start, the end or where it is:
///
///     let animator = PropertyAnimator(clock: clock, duration: 0.5, curve: .easeInEaseOut) {
///         card.center = Point(x: 200, y: 400)
///     }
///     animator.addCompletion { position in … }
///     animator.startAnimation()
///     clock.advance(by: 0.2)
///     animator.pauseAnimation()
///     animator.fractionComplete = 0.3           // follows a finger
///     animator.isReversed = true
///     animator.continueAnimation(withTimingParameters: .spring(SpringTimingParameters(
///         dampingRatio: 0.8, initialVelocity: 2)), durationFactor: 0)
///
/// How it runs: the animator owns a ``Timeline`` whose local time *is* its progress — 0 at the start values,
/// 1 at the end values — and every property its blocks change animates linearly in that progress, on top of
/// other animations of the property (additively, as UIKit's animators do). Running moves local time towards
/// 1 (or 0 when reversed) along the timing, with a ``Timeline/ramp(to:duration:timing:rateAfterwards:overshoots:)``;
/// pausing freezes it; scrubbing sets it. UIKit keeps the same two clocks (the layer's `speed` and
/// `timeOffset` under a `UIViewPropertyAnimator`).
///
/// Completions run exactly once, when the animations end on their own or at ``finishAnimation(at:)``, with
/// the position where they ended; never after ``stopAnimation(_:)`` with `true` (as in UIKit).
public final class PropertyAnimator {
    /// The clock it runs on.
    public let clock: AnimationClock
    /// Seconds a run from 0 to 1 takes with the animator's own timing.
    public let duration: Double
    /// The timing it starts with.
    public let timingParameters: TimingParameters
    /// The timeline whose local time is the progress (0 start, 1 end; a spring may leave 0...1).
    public let timeline: Timeline

    /// Where it is in its life.
    public internal(set) var state: AnimatingState = .inactive
    /// Whether its animations are moving (false while inactive, paused or stopped).
    public internal(set) var isRunning = false
    /// When true, setting ``fractionComplete`` while paused shows that fraction of each change (the finger's
    /// position maps straight onto the values); when false it maps through the timing curve first. UIKit's
    /// default is true.
    public var scrubsLinearly = true
    /// When true, the animator pauses instead of completing when it reaches the end (or the start when
    /// reversed), and can be reversed or continued from there (UIKit: `pausesOnCompletion`, iOS 11).
    public var pausesOnCompletion = false
    /// When false, the animator runs to its end like a `UIView.animate` block: pausing and stopping it do
    /// nothing (UIKit raises an exception instead; a headless model refuses quietly). Default true.
    public var isInterruptible = true

    var pendingBlocks: [(animations: () -> Void, delayFactor: Double)] = []
    var animations: [PropertyAnimation] = []
    var completions: [(AnimatingPosition) -> Void] = []
    /// The clock action that ends the current run.
    var endOfRun: ScheduledAction?
    /// The timing the remaining run uses (continueAnimation may replace the animator's own).
    var currentTiming: TimingParameters
    /// The time fraction set while paused when `scrubsLinearly` is false (the progress is its curve value).
    var scrubbedTimeFraction: Double?

    /// An animator with a timing and, optionally, a first block of changes; it does nothing until started,
    /// paused or scrubbed.
    ///
    /// - Parameters:
    ///   - clock: the clock of the window whose views it animates.
    ///   - duration: seconds a whole run takes (non-finite or negative counts as 0: it jumps to the end).
    ///   - timingParameters: a cubic curve or a spring.
    ///   - animations: the changes to animate.
    public init(
        clock: AnimationClock, duration: Double, timingParameters: TimingParameters,
        animations: (() -> Void)? = nil
    ) {
        self.clock = clock
        self.duration = duration.isFinite ? Swift.max(0, duration) : 0
        self.timingParameters = timingParameters
        self.currentTiming = timingParameters
        self.timeline = clock.makeTimeline(name: "propertyAnimator")
        timeline.pause()
        if let animations { pendingBlocks.append((animations, 0)) }
    }

    /// UIKit's `init(duration:curve:animations:)`.
    public convenience init(
        clock: AnimationClock, duration: Double, curve: TimingCurve, animations: (() -> Void)? = nil
    ) {
        self.init(clock: clock, duration: duration, timingParameters: .cubic(curve), animations: animations)
    }

    /// UIKit's `init(duration:controlPoint1:controlPoint2:animations:)`: a cubic Bézier curve through the two
    /// control points.
    public convenience init(
        clock: AnimationClock, duration: Double, controlPoint1: Point, controlPoint2: Point,
        animations: (() -> Void)? = nil
    ) {
        self.init(clock: clock, duration: duration, curve: TimingCurve(controlPoint1: controlPoint1,
                                                                      controlPoint2: controlPoint2),
                  animations: animations)
    }

    /// UIKit's `init(duration:dampingRatio:animations:)`: a spring that settles within `duration`, from rest.
    public convenience init(
        clock: AnimationClock, duration: Double, dampingRatio: Double, animations: (() -> Void)? = nil
    ) {
        self.init(clock: clock, duration: duration,
                  timingParameters: .spring(SpringTimingParameters(dampingRatio: dampingRatio)), animations: animations)
    }

    /// The progress: 0 at the start values, 1 at the end values.
    var progress: Double { timeline.localTime }

    /// Whether it runs back towards the start. Setting it while running turns the motion round at once,
    /// over the time the way back is worth at the animator's duration, with the current timing (a spring
    /// released at rest: the velocity it was continued with pointed the other way); while paused it says
    /// which way ``continueAnimation(withTimingParameters:durationFactor:)`` goes.
    public var isReversed = false {
        didSet {
            guard isReversed != oldValue, state == .active, isRunning else { return }
            if case .spring(let spring) = currentTiming { currentTiming = .spring(spring.atRest) }
            run(timing: currentTiming, duration: nil)
        }
    }

    /// How far along the animation is, 0...1 (the fraction of each change shown).
    ///
    /// Settable while paused or inactive (an inactive animator becomes active and paused, as in UIKit);
    /// ignored while running or stopped. Values are clamped to 0...1 and NaN is ignored. With
    /// ``scrubsLinearly`` false the fraction is a fraction of *time*, mapped through the timing first.
    public var fractionComplete: Double {
        get {
            if let scrubbedTimeFraction, state == .active, !isRunning { return scrubbedTimeFraction }
            return Swift.min(Swift.max(progress, 0), 1)
        }
        set {
            guard !newValue.isNaN, state != .stopped, !(state == .active && isRunning) else { return }
            if state == .inactive { activate() }
            let fraction = Swift.min(Swift.max(newValue, 0), 1)
            if scrubsLinearly {
                scrubbedTimeFraction = nil
                timeline.scrub(to: fraction)
            } else {
                scrubbedTimeFraction = fraction
                let (timing, length) = currentTiming.run(duration: Swift.max(duration, 1e-9))
                timeline.scrub(to: timing.progress(elapsed: fraction * length, duration: length))
            }
        }
    }

    // MARK: Running

    /// Starts (or resumes) the animations, after `delay` seconds (UIKit's `startAnimation(afterDelay:)`).
    /// Does nothing while stopped or already running.
    public func startAnimation(afterDelay delay: Double = 0) {
        guard state != .stopped, !isRunning else { return }
        if state == .inactive { activate() }
        isRunning = true
        let delay = delay.isFinite ? Swift.max(0, delay) : 0
        if delay > 0 {
            endOfRun?.cancel()
            endOfRun = clock.schedule(after: delay) { [weak self] in
                guard let self, self.isRunning else { return }
                self.run(timing: self.currentTiming, duration: nil)
            }
        } else {
            run(timing: currentTiming, duration: nil)
        }
    }

    /// Freezes the animations where they are (UIKit's `pauseAnimation()`); an inactive animator becomes
    /// active and paused at its start.
    public func pauseAnimation() {
        guard isInterruptible, state != .stopped else { return }
        if state == .inactive { activate() }
        isRunning = false
        endOfRun?.cancel()
        endOfRun = nil
        timeline.pause()
    }

    /// Continues a paused animator towards its end (or its start when reversed) with new timing (UIKit's
    /// `continueAnimation(withTimingParameters:durationFactor:)`); nil keeps the current timing.
    ///
    /// The remaining run takes `durationFactor × duration` seconds; 0 (UIKit's usual argument) takes the time
    /// the remaining distance is worth at the animator's duration, `|target − fraction| × duration`. A spring's
    /// initial velocity is relative to that remaining distance, so a spring continues the finger's motion.
    public func continueAnimation(withTimingParameters parameters: TimingParameters?, durationFactor: Double) {
        guard state == .active, !isRunning else { return }
        if let parameters { currentTiming = parameters }
        isRunning = true
        let factor = durationFactor.isFinite && durationFactor > 0 ? durationFactor : nil
        run(timing: currentTiming, duration: factor.map { $0 * duration })
    }

    /// Adds a block of changes (UIKit's `addAnimations(_:delayFactor:)`). Before the animator starts they join
    /// its first run; while it is active they animate from their current values over what remains, starting
    /// `delayFactor` of the way through the remaining progress.
    public func addAnimations(_ animations: @escaping () -> Void, delayFactor: Double = 0) {
        let factor = delayFactor.isFinite ? Swift.min(Swift.max(delayFactor, 0), 1) : 0
        switch state {
        case .inactive: pendingBlocks.append((animations, factor))
        case .active: perform(animations, delayFactor: factor)
        case .stopped: return
        }
    }

    /// Adds a completion, run once with the position where the animations ended (UIKit's `addCompletion`).
    public func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: Engine side

    /// Becomes active: the pending blocks run and their changes become animations at progress 0.
    func activate() {
        state = .active
        let blocks = pendingBlocks
        pendingBlocks = []
        for block in blocks { perform(block.animations, delayFactor: block.delayFactor) }
        // Made by a transition's animator: the transition's alongside blocks join it (AlongsideHost.swift).
        if let host = clock.alongsideHost {
            clock.alongsideHost = nil
            perform(host.run, delayFactor: 0)
        }
    }

    private func perform(_ block: () -> Void, delayFactor: Double) {
        let now = progress
        let start = now + (1 - now) * delayFactor
        let group = AnimationGroup(label: "propertyAnimator", clock: clock, completion: nil, ticket: nil)
        let before = clock.animationsStarted
        clock.animateDriven(timeline: timeline, start: start, group: group, animations: block)
        group.seal()
        animations += timeline.animations.filter { $0.serial >= before }
    }

    /// Runs from the current progress to the target under `timing`, over `duration` seconds or the time the
    /// remaining distance is worth.
    func run(timing parameters: TimingParameters, duration explicit: Double?) {
        scrubbedTimeFraction = nil
        let target: Double = isReversed ? 0 : 1
        let remaining = Swift.abs(target - progress)
        // An hour at most: a finite but absurd duration factor must not overflow the clock or the spring.
        let (timing, length) = parameters.run(duration: Swift.min(explicit ?? remaining * duration, 3600))
        endOfRun?.cancel()
        if length > 0 && remaining > 0 {
            timeline.ramp(to: target, duration: length, timing: timing)
        } else {
            timeline.scrub(to: target)
        }
        endOfRun = clock.schedule(after: length) { [weak self] in self?.runDidEnd() }
    }

    private func runDidEnd() {
        endOfRun = nil
        guard state == .active, isRunning else { return }
        isRunning = false
        timeline.pause()
        if pausesOnCompletion { return }
        finish(at: isReversed ? .start : .end)
    }
}
