/// The clock's guard against work that keeps scheduling more work at the same instant: a zero-length
/// animation whose completion starts another, for ever, would keep ``AnimationClock/advance(to:)`` at one
/// virtual time without end (each action is short, so no time budget sees it).
///
/// Each instant of virtual time may run ``SameInstantGuard/maximumActionsPerInstant`` actions — far more than
/// any scene needs (a transition runs a few dozen at one instant). Past that, actions *scheduled during the
/// instant* are dropped, never run, and the window reports it once per instant (`clockRunaway`); actions
/// scheduled before the instant began still run. A dropped action may hold a completion, which then never
/// runs: the invariant checker reports it, as it should — something was lost to the runaway.
struct SameInstantGuard {
    /// The most actions one instant of virtual time runs before the guard drops new ones.
    static let maximumActionsPerInstant = 100_000

    /// The instant being counted, the actions run at it, and the first action id scheduled during it.
    private var time = -Double.infinity
    private var count = 0
    private var firstIDOfInstant = 0
    private var reported = false

    /// Counts `action`, about to run at `now`, when the clock's next action id is `nextID`: whether it may
    /// run, and whether this is the first one dropped at this instant (to report).
    mutating func admits(_ action: ScheduledAction, at now: Double, nextID: Int) -> (admitted: Bool, shouldReport: Bool) {
        if now != time {
            // A new instant: everything scheduled so far was scheduled before it began.
            time = now
            count = 0
            firstIDOfInstant = nextID
            reported = false
        }
        count += 1
        guard count > Self.maximumActionsPerInstant, action.id >= firstIDOfInstant else { return (true, false) }
        defer { reported = true }
        return (false, !reported)
    }
}

extension AnimationClock {
    /// Whether `action` may run at this instant; reports the first one dropped.
    func admitsAtThisInstant(_ action: ScheduledAction) -> Bool {
        let (admitted, shouldReport) = sameInstant.admits(action, at: now, nextID: nextActionID)
        guard !admitted else { return true }
        action.cancel()
        if shouldReport {
            window?.diagnostics.report(
                .error, "more than \(SameInstantGuard.maximumActionsPerInstant) actions ran at t = "
                    + "\(GeometryFormat.number(now)) s, each scheduling more at the same instant (a completion that "
                    + "starts a zero-length animation, for ever?); the actions scheduled during this instant were "
                    + "dropped", code: .engine.clockRunaway)
        }
        return false
    }
}
