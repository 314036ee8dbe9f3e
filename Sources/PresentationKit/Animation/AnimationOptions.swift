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
