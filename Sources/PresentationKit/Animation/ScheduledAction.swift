/// Work the ``AnimationClock`` will run at a virtual time: a timer, an animation's end, a completion.
///
/// An action is due either at a clock time or when a timeline's local time reaches a value; the clock works
/// out when that happens from the timeline's current motion, so pausing or scrubbing a timeline moves its
/// actions with it.
public final class ScheduledAction {
    enum Due {
        case clock(Double)
        case timeline(Timeline, Double, TimelineCrossing)
    }

    let id: Int
    let due: Due
    let action: () -> Void
    /// Whether the action was cancelled before it ran.
    public private(set) var isCancelled = false
    /// Whether the action already ran.
    public internal(set) var hasRun = false

    init(id: Int, due: Due, action: @escaping () -> Void) {
        self.id = id
        self.due = due
        self.action = action
    }

    /// Stops the action from running; does nothing once it ran.
    public func cancel() { isCancelled = true }

    /// Whether the action has neither run nor been cancelled.
    var isPending: Bool { !isCancelled && !hasRun }

    /// The timeline the action is due on, if it is due on one.
    var timeline: Timeline? {
        guard case .timeline(let timeline, _, _) = due else { return nil }
        return timeline
    }

    /// The current motion of that timeline (``Timeline/motion``); 0 for an action due at a clock time.
    var timelineMotion: Int { timeline?.motion ?? 0 }

    /// The clock time at which the action is due, or nil if it never will be under the current motion.
    func dueTime(now: Double) -> Double? {
        switch due {
        case .clock(let time):
            return Swift.max(time, now)
        case let .timeline(timeline, localTime, crossing):
            return timeline.clockTime(reaching: localTime, crossing: crossing)
        }
    }
}
