/// One change of the keyboard, as UIKit tells it in the user info of `keyboardWillShowNotification`,
/// `keyboardWillHideNotification` and `keyboardWillChangeFrameNotification`: where the keyboard starts and
/// ends, in window coordinates, and the animation's duration and curve.
///
/// The values are UIKit's: ``duration`` is 0.25 s and ``curve`` 7, an animation curve outside
/// `UIView.AnimationCurve`'s four cases (logged in `keyboardWillChangeFrameNotification`'s user info since
/// iOS 7: stackoverflow 19482573, and in marty-suzuki/iOSTraining's "KeyboardNotification" log on iOS 12).
/// What the keyboard's own animation does with them is ``Keyboard/animationTiming``.
public struct KeyboardChange: Hashable, Sendable {
    /// Which notification announces the change.
    public enum Kind: String, Hashable, Sendable {
        /// The keyboard comes up (`keyboardWillShowNotification`).
        case show
        /// The keyboard goes down (`keyboardWillHideNotification`).
        case hide
        /// The keyboard stays up with another frame, after a rotation say (`keyboardWillChangeFrameNotification`
        /// alone).
        case changeFrame

        /// UIKit's name of the notification posted for this kind, besides `keyboardWillChangeFrameNotification`
        /// (posted for every kind).
        public var notificationName: String {
            switch self {
            case .show: "keyboardWillShowNotification"
            case .hide: "keyboardWillHideNotification"
            case .changeFrame: "keyboardWillChangeFrameNotification"
            }
        }
    }

    /// UIKit's `keyboardAnimationDurationUserInfoKey`: 0.25 s.
    public static let notifiedDuration = 0.25
    /// UIKit's `keyboardAnimationCurveUserInfoKey`: 7, the keyboard's own curve.
    public static let notifiedCurve = 7

    public let kind: Kind
    /// The keyboard's frame before the change, in window coordinates (`keyboardFrameBeginUserInfoKey`).
    public let beginFrame: Rect
    /// The keyboard's frame after it, in window coordinates (`keyboardFrameEndUserInfoKey`); below the screen
    /// for a hide.
    public let endFrame: Rect
    /// What `keyboardAnimationDurationUserInfoKey` gives: ``notifiedDuration``, or 0 for a change that is not
    /// animated.
    public let duration: Double
    /// What `keyboardAnimationCurveUserInfoKey` gives: ``notifiedCurve``.
    public let curve: Int

    /// Whether the keyboard is on screen after the change.
    public var isVisible: Bool { kind != .hide }

    public init(kind: Kind, beginFrame: Rect, endFrame: Rect, duration: Double = notifiedDuration, curve: Int = notifiedCurve) {
        self.kind = kind
        self.beginFrame = beginFrame
        self.endFrame = endFrame
        self.duration = duration
        self.curve = curve
    }
}
