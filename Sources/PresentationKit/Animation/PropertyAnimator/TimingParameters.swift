/// The timing of a ``PropertyAnimator``: a cubic curve or a spring (UIKit's `UITimingCurveProvider`, with
/// its two concrete kinds `UICubicTimingParameters` and `UISpringTimingParameters`).
public enum TimingParameters: Hashable, Sendable {
    /// A cubic Bézier timing curve over the animator's duration (`UICubicTimingParameters`).
    case cubic(TimingCurve)
    /// A spring (`UISpringTimingParameters`).
    case spring(SpringTimingParameters)

    /// The ramp one run of an animator takes: its timing and how long it lasts, given the duration the
    /// animator would otherwise use.
    func run(duration: Double) -> (timing: AnimationTiming, duration: Double) {
        switch self {
        case .cubic(let curve):
            return (.curve(curve), duration)
        case .spring(let parameters):
            let spring = parameters.spring(duration: duration)
            switch parameters.form {
            case .dampingRatio:
                return (.spring(spring), duration)
            case .physical:
                // UIKit: "the animator's duration is ignored" for mass/stiffness/damping springs; the spring
                // decides how long it runs. Here it runs until it settles (SwiftUI's and iOS 17's rule),
                // capped at an hour so a barely damped spring still ends.
                return (.spring(spring), Swift.min(spring.settlingDuration, 3600))
            }
        }
    }
}

/// A spring for a ``PropertyAnimator`` (UIKit's `UISpringTimingParameters`).
///
/// The initial velocity is relative, as in UIKit: 1 is the whole *remaining* distance per second, so a
/// finger at 800 pt/s that lets go 200 pt before the end hands over a velocity of 4. UIKit takes a vector
/// (`CGVector`) so a position animation can carry a different speed along x and y; one progress drives every
/// property here, so the velocity is one number (pass the component along the motion).
public struct SpringTimingParameters: Hashable, Sendable {
    enum Form: Hashable, Sendable {
        /// ζ and velocity; the stiffness is fitted to the animator's duration.
        case dampingRatio(Double, velocity: Double)
        /// A physical spring; the animator's duration is ignored.
        case physical(Spring)
    }

    let form: Form

    /// UIKit's `UISpringTimingParameters(dampingRatio:initialVelocity:)`: the spring that comes to rest
    /// within the animator's duration (``Spring/init(dampingRatio:initialVelocity:duration:)``).
    ///
    /// - Parameters:
    ///   - dampingRatio: ζ: 1 glides in without overshoot, lower values ring; finite values are clamped as
    ///     the fitted spring clamps them.
    ///   - initialVelocity: relative to the remaining distance per second.
    public init(dampingRatio: Double, initialVelocity: Double = 0) {
        form = .dampingRatio(dampingRatio, velocity: initialVelocity)
    }

    /// UIKit's `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`: the spring runs until it
    /// settles, whatever the animator's duration.
    public init(spring: Spring) {
        form = .physical(spring)
    }

    /// UIKit's `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`: the spring runs until it
    /// settles, whatever the animator's duration. Traps on a non-positive mass or stiffness, a negative
    /// damping or non-finite values, as ``Spring/init(mass:stiffness:damping:initialVelocity:)`` does; check
    /// numbers from a script with ``Spring/checked(mass:stiffness:damping:initialVelocity:)`` and pass the
    /// spring to ``init(spring:)``.
    public init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double = 0) {
        self.init(spring: Spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity))
    }

    /// UIKit's iOS 17 `UISpringTimingParameters(duration:bounce:initialVelocity:)`: SwiftUI's perceptual
    /// spring (``Spring/init(duration:bounce:initialVelocity:)``), run until it settles. Finite inputs out of
    /// range are clamped as that initialiser clamps them.
    public init(duration: Double, bounce: Double, initialVelocity: Double = 0) {
        self.init(spring: Spring(duration: duration, bounce: bounce, initialVelocity: initialVelocity))
    }

    /// The same spring released at rest: what a running animator keeps when it turns round.
    var atRest: SpringTimingParameters {
        switch form {
        case .dampingRatio(let ratio, _):
            SpringTimingParameters(dampingRatio: ratio)
        case .physical(let spring):
            SpringTimingParameters(spring: Spring(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping))
        }
    }

    /// UIKit's default spring (`UISpringTimingParameters()`): critically damped, at rest.
    public init() {
        self.init(dampingRatio: 1)
    }

    /// The relative initial velocity.
    public var initialVelocity: Double {
        switch form {
        case .dampingRatio(_, let velocity): velocity
        case .physical(let spring): spring.initialVelocity
        }
    }

    /// The spring a run of `duration` seconds uses.
    func spring(duration: Double) -> Spring {
        switch form {
        case .dampingRatio(let ratio, let velocity):
            Spring(dampingRatio: ratio, initialVelocity: velocity, duration: duration)
        case .physical(let spring):
            spring
        }
    }
}
