/// Where a ``PropertyAnimator`` is in its life (UIKit's `UIViewAnimatingState`).
public enum AnimatingState: Hashable, Sendable {
    /// Its animations have not started, or it finished and can be reused.
    case inactive
    /// Its animations are in place: running, or paused (``PropertyAnimator/isRunning`` tells which).
    case active
    /// Stopped with ``PropertyAnimator/stopAnimation(_:)`` passing false: waiting for
    /// ``PropertyAnimator/finishAnimation(at:)``.
    case stopped
}

/// Where a ``PropertyAnimator``'s animations ended (UIKit's `UIViewAnimatingPosition`).
public enum AnimatingPosition: Hashable, Sendable {
    /// At their end values.
    case end
    /// Back at their start values.
    case start
    /// Wherever they were when stopped.
    case current
}
