/// Options of an animation block that are not its duration, delay or timing (UIKit's
/// `UIView.AnimationOptions`, the parts that matter headless).
///
/// There is no `beginFromCurrentState`: a new animation of a property that is already animating always
/// starts from the value on screen (see ``AnimationClock``), which is what that option asked for.
public struct AnimationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Repeat the animation indefinitely; its completion runs only when it is interrupted.
    public static let `repeat` = AnimationOptions(rawValue: 1 << 0)
    /// Run the animation backwards after it runs forwards; the view then jumps to the model value, as in UIKit.
    public static let autoreverse = AnimationOptions(rawValue: 1 << 1)
}

/// How one animation block runs: its duration, delay, timing (curve or spring) and options.
public struct AnimationParameters: Hashable, Sendable {
    /// Seconds one pass takes.
    public var duration: Double
    /// Seconds to wait before starting; the view shows the starting value meanwhile.
    public var delay: Double
    /// A cubic Bézier curve or a spring. UIKit's default curve is ease-in-ease-out.
    public var timing: AnimationTiming
    public var options: AnimationOptions

    public init(
        duration: Double,
        delay: Double = 0,
        timing: AnimationTiming = .curve(.easeInEaseOut),
        options: AnimationOptions = []
    ) {
        self.duration = duration
        self.delay = delay
        self.timing = timing
        self.options = options
    }
}
