/// Where a touch is in its life (UIKit's `UITouch.Phase`, without the pointer and region phases).
///
/// A touch begins, then at each sample either moves or stays put, and finally ends (the finger lifts) or is
/// cancelled (the system takes it away).
public enum TouchPhase: String, Hashable, Sendable {
    /// The finger touched the screen.
    case began
    /// The finger moved since the previous sample.
    case moved
    /// The finger is down and did not move since the previous sample.
    case stationary
    /// The finger lifted.
    case ended
    /// The system cancelled the touch.
    case cancelled

    /// Whether this is the touch's last phase.
    public var isFinal: Bool { self == .ended || self == .cancelled }
}
