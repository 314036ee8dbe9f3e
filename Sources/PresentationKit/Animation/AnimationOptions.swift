/// Options of an animation block that are not its duration, delay or timing (UIKit's
/// `UIView.AnimationOptions`, the parts that matter headless).
///
/// `beginFromCurrentState` is accepted and, as on iOS 8 and later, changes nothing: UIKit blends a new
/// animation of a property in flight additively "whether or not you use the
/// UIViewAnimationOptionBeginFromCurrentState option" (iosoteric.com, "Additive animations: animateWithDuration
/// in iOS 8"), and with additive blending every animation starts from the state on screen anyway. The iOS 7
/// path the option used to select — the old animation removed, the new one starting from the displayed value
/// — is ``AnimationBlending/replacing``, set per block (``AnimationParameters/blending``) or per clock
/// (``AnimationClock/blending``).
public struct AnimationOptions: OptionSet, Hashable, Sendable {
    /// The options' bits (``repeat`` is bit 0, ``autoreverse`` bit 1, ``beginFromCurrentState`` bit 2).
    public let rawValue: Int
    /// The options whose bits are set in `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Repeat the animation indefinitely; its completion runs only when it is interrupted.
    public static let `repeat` = AnimationOptions(rawValue: 1 << 0)
    /// Run the animation backwards after it runs forwards; the view then jumps to the model value, as in UIKit.
    public static let autoreverse = AnimationOptions(rawValue: 1 << 1)
    /// UIKit's `beginFromCurrentState`: accepted for source compatibility; see the type's discussion.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
}
