/// Finishes a transition whose animator never calls `completeTransition`, after its duration plus a grace
/// period, and reports it. Off by default (UIKit has no such safety net); the Lua layer turns it on so that a
/// broken style never loses a presentation.
public struct TransitionWatchdog: Hashable, Sendable {
    /// Seconds to wait after the transition's duration before completing it.
    public var grace: Double

    /// A watchdog that waits `grace` seconds past the transition's duration. The default of 1 s is this
    /// engine's choice (UIKit has no watchdog to copy): a whole second more than the animator asked for.
    public init(grace: Double = 1) {
        self.grace = grace
    }
}
