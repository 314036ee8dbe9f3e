import Foundation

/// How an animation's progress follows the clock: a cubic timing curve or a spring.
///
/// The engine asks for the progress of an animation that started `elapsed` seconds ago and lasts
/// `duration` seconds, and interpolates each animated property by that fraction:
///
///     let timing = AnimationTiming.spring(Spring(dampingRatio: 0.7, initialVelocity: 0, duration: 0.5))
///     timing.progress(elapsed: 0.2, duration: 0.5)   // somewhere past 0.5, maybe above 1
///     timing.progress(elapsed: 0.5, duration: 0.5)   // exactly 1
public enum AnimationTiming: Sendable, Hashable {
    /// Progress follows a cubic Bézier timing curve over the animation's duration.
    case curve(TimingCurve)
    /// Progress follows a damped spring, which may overshoot 1 and lasts until it settles.
    case spring(Spring)

    /// Linear timing.
    public static let linear = AnimationTiming.curve(.linear)
    /// UIKit's default timing for view animations.
    public static let easeInEaseOut = AnimationTiming.curve(.easeInEaseOut)

    /// The fraction of the change shown `elapsed` seconds after the animation started.
    ///
    /// Before the start (elapsed ≤ 0, e.g. during a delay) it is 0, and once the duration has passed
    /// (elapsed ≥ duration, including any elapsed time when the duration is 0) it is exactly 1, so the
    /// displayed value lands exactly on the model value. In between:
    /// - a curve gives `curve.progress(at: elapsed / duration)`;
    /// - a spring gives `spring.progress(atTime: elapsed)` — the spring runs in real seconds, its own
    ///   stiffness decides the pace, and `duration` only says when the animation ends. The result may
    ///   overshoot 1 while the spring rings.
    ///
    /// Ending a spring at `duration` follows UIKit, whose spring animations complete at the duration they are
    /// given, the layer then showing the model value. What the display skips at that instant is the
    /// spring's residual, |1 − spring.progress(atTime: duration)|:
    /// - for `Spring(dampingRatio:initialVelocity:duration:)` with the same duration it is at most
    ///   `Spring.fittedResidual` (0.001), because that initializer picks the stiffness so the spring has
    ///   settled by then;
    /// - for any other spring it is whatever the physics leaves, e.g. 0.0145 for
    ///   `Spring(duration: 0.5, bounce: 0.3)` ended at 0.5 s. Pass `spring.settlingDuration` as the duration
    ///   (SwiftUI's and iOS 17 UIKit's behaviour for perceptual springs) to end such a spring when it has
    ///   come to rest instead.
    ///
    /// - Parameters:
    ///   - elapsed: seconds since the animation started (after its delay).
    ///   - duration: the animation's duration in seconds.
    /// - Returns: the progress: 0 at the start, exactly 1 at and after the end.
    public func progress(elapsed: TimeInterval, duration: TimeInterval) -> Double {
        if elapsed >= duration { return 1 }
        if elapsed <= 0 { return 0 }
        switch self {
        case .curve(let curve):
            return curve.progress(at: elapsed / duration)
        case .spring(let spring):
            return spring.progress(atTime: elapsed)
        }
    }
}

extension AnimationTiming: CustomStringConvertible {
    /// The curve's or the spring's description.
    public var description: String {
        switch self {
        case .curve(let curve): curve.description
        case .spring(let spring): spring.description
        }
    }
}
