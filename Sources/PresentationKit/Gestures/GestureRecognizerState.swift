/// The states of a gesture recognizer's state machine (UIKit's `UIGestureRecognizer.State`).
///
/// Every recognizer starts in ``possible``. A discrete gesture (a tap) goes to ``ended`` (UIKit's
/// `recognized`, the same value) or ``failed``; a continuous one (a pan) goes ``began`` → ``changed``… →
/// ``ended`` or ``cancelled``, or ``failed`` before it began. After a final state the recognizer is reset to
/// ``possible`` once the touches of the sequence have ended. Source: Apple, "About the Gesture Recognizer
/// State Machine" (UIKit documentation) and `UIGestureRecognizer.State`.
public enum GestureRecognizerState: String, Hashable, Sendable, CaseIterable {
    /// Not recognized yet: the starting state.
    case possible
    /// A continuous gesture was recognized and started.
    case began
    /// A continuous gesture changed.
    case changed
    /// The gesture ended: recognized, for a discrete gesture.
    case ended
    /// A continuous gesture was cancelled (the view left the window, the recognizer was removed or disabled,
    /// the touch was cancelled).
    case cancelled
    /// The touches did not make this gesture.
    case failed

    /// UIKit's name for ``ended`` when a discrete gesture is recognized.
    public static let recognized = GestureRecognizerState.ended

    /// Whether a continuous gesture is under way (``began`` or ``changed``).
    public var isActive: Bool { self == .began || self == .changed }

    /// Whether the recognizer is done with the current sequence and waits to be reset.
    public var isFinal: Bool { self == .ended || self == .cancelled || self == .failed }

    /// Whether UIKit's state machine allows the move from this state to `next`.
    public func canMove(to next: GestureRecognizerState) -> Bool {
        switch (self, next) {
        case (.possible, .began), (.possible, .ended), (.possible, .failed): return true
        case (.began, .changed), (.began, .ended), (.began, .cancelled): return true
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): return true
        case (.ended, .possible), (.cancelled, .possible), (.failed, .possible): return true
        default: return false
        }
    }
}
