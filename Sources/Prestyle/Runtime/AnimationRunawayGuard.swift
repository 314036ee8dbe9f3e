import PresentationKit

/// The guard against animations without end: style code may start at most
/// ``StyleLimits/maximumAnimationsPerInstant`` animation blocks at one instant of a window's virtual time.
///
/// A completion that starts another animation at once, for ever, never lets the virtual clock move on: no
/// instruction budget sees it, because each block is its own short call. Counting blocks per instant catches
/// it; the blocks past the allowance apply their changes without animating (see AnimationFunctions.swift).
final class AnimationRunawayGuard {
    /// Animation blocks allowed at one instant of one clock.
    let maximumPerInstant: Int
    /// The instant (per clock) being counted, and how many blocks started at it.
    private var instant: (clock: ObjectIdentifier, time: Double, count: Int)?
    /// The instant (per clock) at which the guard last reported, so it reports once per instant.
    private var reportedInstant: (clock: ObjectIdentifier, time: Double)?

    init(limits: StyleLimits) {
        maximumPerInstant = limits.maximumAnimationsPerInstant
    }

    /// Counts one more animation block started on `clock` now; false once the instant's allowance is spent.
    func admit(on clock: AnimationClock) -> Bool {
        let key = ObjectIdentifier(clock)
        let count = if let instant, instant.clock == key, instant.time == clock.now { instant.count + 1 } else { 1 }
        instant = (key, clock.now, count)
        return count <= maximumPerInstant
    }

    /// Whether the guard should report now (once per instant and clock).
    func shouldReport(on clock: AnimationClock) -> Bool {
        let key = ObjectIdentifier(clock)
        if let reportedInstant, reportedInstant.clock == key, reportedInstant.time == clock.now { return false }
        reportedInstant = (key, clock.now)
        return true
    }
}
