/// How one animation block runs: its duration, delay, timing (curve or spring) and options.
public struct AnimationParameters: Hashable, Sendable {
    /// Seconds one pass takes.
    public var duration: Double
    /// Seconds to wait before starting; the view shows the starting value meanwhile.
    public var delay: Double
    /// A cubic Bézier curve or a spring. UIKit's default curve is ease-in-ease-out.
    public var timing: AnimationTiming
    /// Repeating, autoreversing, and UIKit's `beginFromCurrentState` (see ``AnimationOptions``).
    public var options: AnimationOptions
    /// How the block's animations combine with ones already running on the same properties; nil follows the
    /// clock's ``AnimationClock/blending`` (additive unless set otherwise).
    public var blending: AnimationBlending?

    /// The parameters of one block; by default no delay, UIKit's ease-in-ease-out curve, no options, and the
    /// clock's blending.
    public init(
        duration: Double,
        delay: Double = 0,
        timing: AnimationTiming = .curve(.easeInEaseOut),
        options: AnimationOptions = [],
        blending: AnimationBlending? = nil
    ) {
        self.duration = duration
        self.delay = delay
        self.timing = timing
        self.options = options
        self.blending = blending
    }
}
