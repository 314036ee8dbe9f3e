/// The deterministic virtual clock of a window: it owns virtual time, the scheduled actions (timers,
/// animation ends, completions) and the animation blocks being recorded.
///
/// Nothing happens between calls: ``advance(by:)`` and ``advance(to:)`` run every action that falls due, one
/// at a time, in order of due time (ties in the order they were scheduled), with ``now`` set to the action's
/// own time. After each action the clock *commits*, as a run-loop turn ends in UIKit: the window lays out the
/// views that need it (which is when `containerViewWillLayoutSubviews` runs).
///
/// UIKit keeps animation state in thread globals (`UIView.animate`); here it hangs off the clock a window
/// owns, so two windows never share state:
///
///     let clock = window.clock
///     clock.animate(withDuration: 0.3) { card.alpha = 1 }
///     clock.advance(by: 0.15)
///     card.presentation.alpha   // halfway along ease-in-ease-out
///
/// A property changed inside an animation block changes its model value at once; the displayed value
/// (``View/presentation``) follows the animation. A new animation of a property that is already animating
/// is added on top of the running one, as UIKit has done since iOS 8 (``AnimationBlending/additive``): both
/// curves contribute and the old velocity carries into the new motion. ``blending`` = `.replacing` selects
/// iOS 7's begin-from-current-state instead (the new animation starts from the value on screen and replaces
/// the old one, whose block completes with `finished == false`). A change made outside any animation block
/// leaves running animations alone (View+Animations.swift says why).
public final class AnimationClock {
    /// Virtual seconds since the clock started.
    public private(set) var now: Double = 0
    private var queue = ActionQueue()
    /// The pending actions due on each timeline, by id, to enter again when the timeline's motion changes.
    private var timelineActions: [ObjectIdentifier: [Int: ScheduledAction]] = [:]
    private(set) var nextActionID = 0
    /// How many property animations were started: each one's ``PropertyAnimation/serial``.
    var animationsStarted = 0
    /// Stops work that schedules more work at the same instant for ever (AnimationClock+RunawayGuard.swift).
    var sameInstant = SameInstantGuard()
    var transactions: [AnimationTransaction] = []
    /// How new animations combine with running ones when their block does not say: additive, as UIKit since
    /// iOS 8; `.replacing` models iOS 7.
    public var blending: AnimationBlending = .additive
    private var scopedTimelines: [Timeline] = []
    /// A transition's alongside blocks waiting for the first animation its animator starts (AlongsideHost.swift).
    var alongsideHost: AlongsideHost?
    weak var window: Window?

    /// The timeline every animation runs on unless a transition's timeline applies.
    public var rootTimeline: Timeline {
        if let rootTimelineIfMade { return rootTimelineIfMade }
        let timeline = Timeline(name: "root", clock: self)
        rootTimelineIfMade = timeline
        return timeline
    }
    /// The root timeline, once something asked for it.
    private var rootTimelineIfMade: Timeline?

    init() {}

    var trace: Trace? { window?.trace }

    /// A new timeline starting at local time 0 now.
    public func makeTimeline(name: String) -> Timeline {
        let timeline = Timeline(name: name, clock: self)
        if madeTimelines.count >= 2 * madeTimelinesAfterPrune { pruneMadeTimelines() }
        madeTimelines.append(WeakTimeline(timeline: timeline))
        return timeline
    }

    /// Every timeline made here that is still alive, weakly: the window's tear-down abandons them all. A
    /// transition's timeline outlives the transition when an animation started on it never ends (paused by
    /// an interaction that was then superseded): the timeline holds the animation, which holds it back, and
    /// neither the window's views nor its active transition lead to it any more.
    private var madeTimelines: [WeakTimeline] = []
    private var madeTimelinesAfterPrune = 8

    private func pruneMadeTimelines() {
        madeTimelines.removeAll { $0.timeline == nil }
        madeTimelinesAfterPrune = max(madeTimelines.count, 8)
    }

    private struct WeakTimeline {
        weak var timeline: Timeline?
    }

    /// Drops every scheduled action, open animation block and running animation, never to run or complete:
    /// called when the clock's window goes away, with the window's views and the timelines it knows of. A
    /// transition an interaction left paused keeps its animations running for ever; their completions hold
    /// the transition context, which holds the timeline and the clock that hold them, and the views that hold
    /// the animations — a cycle nothing else would break.
    func abandonWork(views: [View], timelines: [Timeline]) {
        var abandoned: [PropertyAnimation] = []
        var all = timelines + scopedTimelines + views.compactMap(\.timeline)
        all += timelineActions.values.flatMap(\.values).compactMap(\.timeline)
        if let root = rootTimelineIfMade { all.append(root) }
        all += madeTimelines.compactMap(\.timeline)
        for timeline in all { abandoned += timeline.abandonAnimations() }
        for view in views {
            abandoned += view.animations.values.joined()
            view.animations = [:]
        }
        for animation in abandoned { animation.view?.animations = [:] }
        queue = ActionQueue()
        timelineActions = [:]
        transactions = []
        scopedTimelines = []
        madeTimelines = []
    }

    // MARK: Scheduling

    /// Runs `action` after `delay` virtual seconds (a negative or non-finite delay counts as 0: on the next
    /// step).
    @discardableResult
    public func schedule(after delay: Double, _ action: @escaping () -> Void) -> ScheduledAction {
        schedule(.clock(now + Swift.max(0, delay.isFinite ? delay : 0)), action)
    }

    @discardableResult
    func schedule(_ due: ScheduledAction.Due, _ action: @escaping () -> Void) -> ScheduledAction {
        let scheduled = ScheduledAction(id: nextActionID, due: due, action: action)
        nextActionID += 1
        if let timeline = scheduled.timeline {
            timelineActions[ObjectIdentifier(timeline), default: [:]][scheduled.id] = scheduled
        }
        enqueue(scheduled)
        return scheduled
    }

    /// Enters `action` in the queue at its due time under the current motion; an action due on a timeline
    /// that will not reach it waits for the timeline to move.
    private func enqueue(_ action: ScheduledAction) {
        guard let time = action.dueTime(now: now) else { return }
        queue.insert(action, at: time, discard: forget)
    }

    /// A timeline's motion changed: its pending actions are entered again at their new due times (their old
    /// entries are stale now).
    func timelineMotionDidChange(_ timeline: Timeline) {
        let key = ObjectIdentifier(timeline)
        guard let actions = timelineActions[key]?.filter({ $0.value.isPending }) else { return }
        timelineActions[key] = actions.isEmpty ? nil : actions
        for action in actions.values { enqueue(action) }
    }

    /// Takes an action that ran, was dropped or was cancelled off its timeline's list.
    private func forget(_ action: ScheduledAction) {
        guard let timeline = action.timeline else { return }
        let key = ObjectIdentifier(timeline)
        timelineActions[key]?[action.id] = nil
        if timelineActions[key]?.isEmpty == true { timelineActions[key] = nil }
    }

    /// The clock time of the next action that will fall due, if any.
    public var nextDueTime: Double? { nextAction(notAfter: .infinity)?.time }

    /// Whether no action will ever fall due (animations that repeat for ever have none).
    public var isIdle: Bool { nextDueTime == nil }

    private func nextAction(notAfter limit: Double) -> (action: ScheduledAction, time: Double)? {
        guard let entry = queue.first(discard: forget) else { return nil }
        // An action due at a clock time already passed is due now (ties go by id, as for any instant).
        let time = Swift.max(entry.time, now)
        return time <= limit ? (entry.action, time) : nil
    }

    // MARK: Advancing

    /// Advances virtual time by `seconds`, running everything that falls due on the way.
    ///
    /// - Precondition: `seconds` is finite and not negative (time is the host's to move, never a script's:
    ///   scripts' durations are validated before they reach the clock).
    public func advance(by seconds: Double) {
        precondition(seconds.isFinite && seconds >= 0, "the clock only moves forwards by a finite time")
        advance(to: now + seconds)
    }

    /// Advances virtual time to `time`, running everything that falls due on the way, each at its own time.
    ///
    /// Changes the caller made before advancing are laid out after the first action that falls due (UIKit
    /// commits them at the end of the turn, after the work deferred to that point), or at the end.
    public func advance(to time: Double) {
        precondition(time.isFinite, "the clock cannot advance to a non-finite time")
        while let (action, due) = nextAction(notAfter: time) {
            now = Swift.max(now, due)
            queue.removeFirst()
            forget(action)
            guard admitsAtThisInstant(action) else { continue }
            action.hasRun = true
            action.action()
            commit()
        }
        now = Swift.max(now, time)
        commit()
    }

    /// Advances until no action is due any more, or `maximumTime` virtual seconds have passed.
    /// - Returns: Whether the clock is idle.
    @discardableResult
    public func runUntilIdle(maximumTime: Double = 3600) -> Bool {
        let deadline = now + maximumTime
        var steps = 0
        while let next = nextAction(notAfter: deadline) {
            advance(to: next.time)
            steps += 1
            if steps > 1_000_000 {
                window?.diagnostics.report(
                    .error, "the scene kept scheduling work at \(now)s; stopped after a million steps",
                    code: .engine.runaway)
                return false
            }
        }
        commit()
        return isIdle
    }

    /// The end of a run-loop turn: lets the window lay out what needs it.
    func commit() {
        window?.layoutIfNeeded()
    }

    // MARK: Timelines in scope

    /// Runs `body` with `timeline` as the timeline for animations it starts (unless an animation block names
    /// its own). The engine wraps `animateTransition` in the transition's timeline this way.
    public func withTimeline<Result>(_ timeline: Timeline, _ body: () throws -> Result) rethrows -> Result {
        scopedTimelines.append(timeline)
        defer { scopedTimelines.removeLast() }
        return try body()
    }

    /// The timeline ``withTimeline(_:_:)`` put in scope, if any.
    var timelineInScope: Timeline? { scopedTimelines.last }

    /// The timeline an animation of `view` starts on: the block's own, else the one in scope, else the
    /// nearest one set on the view or an ancestor (a transition's container), else the root timeline.
    func timeline(for view: View, in transaction: AnimationTransaction) -> Timeline {
        transaction.timeline ?? scopedTimelines.last ?? view.inheritedTimeline ?? rootTimeline
    }
}
