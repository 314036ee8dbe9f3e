/// A time base animations run on, which can be paused, scrubbed, sped up, reversed and eased — what Core
/// Animation does with a layer's `speed`, `timeOffset` and `beginTime`.
///
/// Every animation belongs to one timeline and reads its progress from the timeline's *local time*. The
/// clock's ``AnimationClock/rootTimeline`` runs at rate 1 for ever; the engine gives each transition its own
/// timeline, set on the transition's container view, so that an interaction controller can freeze the whole
/// transition (``pause()``), follow a finger (``scrub(to:)``), then finish at another speed or with another
/// curve (``resume(rate:)``, ``ramp(to:duration:curve:rateAfterwards:)``) — or run it back to the start.
///
///     let timeline = context.timeline
///     timeline.pause()
///     timeline.scrub(to: 0.4 * duration)     // the animations show 40 % of the way
///     timeline.ramp(to: duration, duration: 0.6 * duration / speed, curve: .easeOut)
///
/// Local time maps from clock time piecewise: a linear segment with a rate from an anchor, optionally
/// preceded by an eased ramp between two local times.
public final class Timeline {
    struct Ramp {
        var fromClock: Double
        var toClock: Double
        var fromLocal: Double
        var toLocal: Double
        var timing: AnimationTiming
        var overshoots = true

        /// The fraction of the way from `fromLocal` to `toLocal` at a clock time inside the ramp; a spring
        /// runs in real seconds (and may overshoot, unless `overshoots` is false), a curve in the ramp's
        /// fraction of time.
        func progress(atClockTime time: Double) -> Double {
            let progress = timing.progress(elapsed: time - fromClock, duration: toClock - fromClock)
            return overshoots ? progress : Swift.min(progress, 1)
        }
    }

    /// A readable name, e.g. `present(presented)`.
    public let name: String
    /// Weak: a timeline kept by someone after its window is gone stands still at the time it last had.
    weak var clock: AnimationClock?
    private var anchorClock: Double
    private var anchorLocal: Double
    /// Local seconds per clock second outside a ramp: 1 normally, 0 when paused, negative when reversing.
    public private(set) var rate: Double
    private var ramp: Ramp?
    /// Counts the changes of motion (rate, scrub, ramp): the due times of actions scheduled on this timeline
    /// hold only as long as it does not change.
    private(set) var motion = 0
    /// The animations currently running on this timeline, by identity: one ends in O(1) however many run.
    private var running: [ObjectIdentifier: PropertyAnimation] = [:]
    /// Every animation started on this timeline, ended or not, while history is recorded (nil: not recorded).
    /// See `Timeline+Rewinding.swift`.
    var history: [PropertyAnimation]?

    init(name: String, clock: AnimationClock, localTime: Double = 0, rate: Double = 1) {
        self.name = name
        self.clock = clock
        self.anchorClock = clock.now
        self.anchorLocal = localTime
        self.rate = rate
    }

    /// The clock's time, or the last anchor once the clock is gone.
    private var now: Double { clock?.now ?? anchorClock }

    /// The local time now.
    public var localTime: Double { localTime(atClockTime: now) }

    /// The local time at a clock time, under the current motion.
    public func localTime(atClockTime time: Double) -> Double {
        if let ramp, time < ramp.toClock {
            if time <= ramp.fromClock { return ramp.fromLocal }
            return ramp.fromLocal + (ramp.toLocal - ramp.fromLocal) * ramp.progress(atClockTime: time)
        }
        return anchorLocal + (time - anchorClock) * rate
    }

    /// Whether local time stands still (rate 0 and no ramp under way).
    public var isPaused: Bool { rate == 0 && !isRamping }

    /// Whether an eased ramp is under way.
    public var isRamping: Bool {
        guard let ramp else { return false }
        return now < ramp.toClock
    }

    /// Freezes local time where it is (Core Animation: `speed = 0`, `timeOffset = now`).
    public func pause() { setRate(0) }

    /// Lets local time run again at `rate` local seconds per clock second (negative runs backwards).
    public func resume(rate: Double = 1) { setRate(rate) }

    /// Changes the rate from now on, keeping local time continuous; ends any ramp where it stands.
    public func setRate(_ newRate: Double) {
        precondition(newRate.isFinite, "a timeline's rate must be finite")
        rebase()
        rate = newRate
        motionDidChange()
    }

    /// Jumps local time to `time`, keeping the rate (Core Animation: setting `timeOffset` while paused).
    public func scrub(to time: Double) {
        precondition(time.isFinite, "a timeline cannot be scrubbed to a non-finite time")
        anchorClock = now
        anchorLocal = time
        ramp = nil
        motionDidChange()
    }

    /// Moves local time from where it is to `target` over `duration` clock seconds along `curve`, then runs
    /// on at `rateAfterwards` (0 holds at the target). This is how an interactive transition finishes or
    /// cancels with a completion curve and speed.
    public func ramp(
        to target: Double, duration: Double, curve: TimingCurve = .linear, rateAfterwards: Double = 0
    ) {
        ramp(to: target, duration: duration, timing: .curve(curve), rateAfterwards: rateAfterwards)
    }

    /// Moves local time from where it is to `target` over `duration` clock seconds with `timing`, then runs
    /// on at `rateAfterwards`. With a spring, local time follows the spring in real seconds — starting with
    /// its initial velocity (relative to the distance to `target`, UIKit's convention) and overshooting
    /// `target` while it rings — and lands exactly on `target` at `duration`: pass a spring fitted to the
    /// duration (`Spring(dampingRatio:initialVelocity:duration:)`) or its `settlingDuration` so the landing
    /// is invisible. Actions scheduled at local times a ringing spring passes more than once fall due at one
    /// of the passes; with `overshoots` false local time stops at `target` instead of passing it (a
    /// transition's timeline, whose animations would end at the first pass).
    public func ramp(
        to target: Double, duration: Double, timing: AnimationTiming, rateAfterwards: Double = 0,
        overshoots: Bool = true
    ) {
        precondition(target.isFinite && duration.isFinite, "a ramp needs a finite target and duration")
        if duration > 0 {
            ramp = Ramp(fromClock: now, toClock: now + duration, fromLocal: localTime, toLocal: target, timing: timing,
                        overshoots: overshoots)
        } else {
            ramp = nil
        }
        anchorClock = now + Swift.max(0, duration)
        anchorLocal = target
        rate = rateAfterwards
        motionDidChange()
    }

    /// Runs `action` when local time reaches `time` in the given direction (at once on the next clock step
    /// if it already has).
    @discardableResult
    public func schedule(
        atLocalTime time: Double, crossing: TimelineCrossing = .ascending, _ action: @escaping () -> Void
    ) -> ScheduledAction {
        guard let clock else { return ScheduledAction(id: -1, due: .clock(0), action: action) }
        return clock.schedule(.timeline(self, time, crossing), action)
    }

    /// Stops every animation on this timeline; each view jumps to its model value and each animation block's
    /// completion receives `finished`.
    public func stopAnimations(finished: Bool) {
        guard let clock else { return }
        for animation in animations { clock.stop(animation, finished: finished) }
    }

    /// How many animations run on this timeline.
    public var animationCount: Int { running.count }

    /// The local time at which the last finite animation on this timeline ends, if any.
    public var endOfAnimations: Double? {
        running.values.compactMap { $0.activeDuration.isFinite ? $0.beginTime + $0.activeDuration : nil }.max()
    }

    /// The animations currently running on this timeline, in the order they started.
    var animations: [PropertyAnimation] { running.values.sorted { $0.serial < $1.serial } }

    /// An animation starts running on this timeline.
    func add(_ animation: PropertyAnimation) {
        running[ObjectIdentifier(animation)] = animation
        history?.append(animation)
    }

    /// Forgets every animation on the timeline, running or in its history, without stopping or completing
    /// any (their window is gone), and returns them.
    func abandonAnimations() -> [PropertyAnimation] {
        let abandoned = Array(running.values) + (history ?? [])
        running = [:]
        history = nil
        return abandoned
    }

    /// An animation stopped running on this timeline.
    func remove(_ animation: PropertyAnimation) {
        running[ObjectIdentifier(animation)] = nil
    }

    /// The actions due on this timeline fall due at other clock times now.
    private func motionDidChange() {
        motion += 1
        clock?.timelineMotionDidChange(self)
    }

    private func rebase() {
        let local = localTime
        anchorClock = now
        anchorLocal = local
        ramp = nil
    }

    /// The earliest clock time, not before now, at which local time reaches `target` in the direction given;
    /// nil if it never does under the current motion.
    func clockTime(reaching target: Double, crossing: TimelineCrossing) -> Double? {
        let now = now
        let tolerance = 1e-9
        func reached(_ local: Double) -> Bool {
            crossing == .ascending ? local >= target - tolerance : local <= target + tolerance
        }
        if reached(localTime(atClockTime: now)) { return now }
        if let ramp, now < ramp.toClock {
            if reached(ramp.toLocal) {
                // Bisection on the ramp; the curve is monotonic for the timing curves UIKit uses. The test is
                // exact here: near a flat end of an eased ramp a tolerance would be met measurably early, and
                // the ramp's end gives its target exactly.
                func passed(_ local: Double) -> Bool { crossing == .ascending ? local >= target : local <= target }
                var low = now, high = ramp.toClock
                for _ in 0..<100 {
                    let mid = (low + high) / 2
                    if passed(localTime(atClockTime: mid)) { high = mid } else { low = mid }
                }
                return high
            }
        }
        let start = Swift.max(now, ramp?.toClock ?? now)
        let startLocal = localTime(atClockTime: start)
        if reached(startLocal) { return start }
        let towards = crossing == .ascending ? rate > 0 : rate < 0
        guard towards else { return nil }
        return start + (target - startLocal) / rate
    }
}
