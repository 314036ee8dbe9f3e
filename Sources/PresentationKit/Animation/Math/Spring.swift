import Foundation

/// A damped spring that carries an animation's progress from 0 to 1: a mass on a spring, released at
/// progress 0 with some initial velocity, oscillating about (or creeping towards) progress 1.
///
///     let spring = Spring(duration: 0.5, bounce: 0.3)
///     spring.stiffness   // ≈ 157.9
///     spring.damping     // ≈ 17.6
///     spring.progress(atTime: 0.25)
///
/// The motion solves m·x″ + c·x′ + k·(x − 1) = 0 with x(0) = 0 and x′(0) = `initialVelocity` (in progress
/// units per second, which is UIKit's convention: 1 means the whole distance of the animation per second).
/// `progress(atTime:)` and `velocity(atTime:)` are the closed-form solutions, so any instant can be sampled
/// exactly — for underdamped (ζ < 1, overshoots and rings), critically damped (ζ = 1) and overdamped (ζ > 1)
/// springs alike.
///
/// Three ways to make one, mirroring the platform's:
/// - `init(mass:stiffness:damping:initialVelocity:)` — the physical parameters (`CASpringAnimation`,
///   `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`).
/// - `init(duration:bounce:initialVelocity:)` — SwiftUI's and iOS 17 UIKit's perceptual parameters.
/// - `init(dampingRatio:initialVelocity:duration:)` — `UIView.animate(withDuration:delay:usingSpringWithDamping:
///   initialSpringVelocity:…)`, where the spring must come to rest within the animation's duration.
public struct Spring: Hashable, Sendable {
    /// m, in arbitrary mass units (only the ratios k/m and c/m matter).
    public let mass: Double
    /// k, the force per unit of displacement.
    public let stiffness: Double
    /// c, the force per unit of velocity.
    public let damping: Double
    /// x′(0), in progress units (fractions of the animation's whole distance) per second.
    public let initialVelocity: Double
    /// The time after which the spring stays within 0.001 of its target with a speed below 0.001 progress
    /// units per second: `settlingDuration(epsilon: 0.001)`, worked out once when the spring is made (a spring
    /// is asked for it on every run that animates with it, and a value type has nowhere else to keep it).
    public let settlingDuration: TimeInterval

    /// A spring with the given physical parameters.
    ///
    /// - Parameters:
    ///   - mass: greater than 0.
    ///   - stiffness: greater than 0.
    ///   - damping: 0 or more; 0 oscillates for ever.
    ///   - initialVelocity: progress units per second; positive moves towards the target.
    public init(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) {
        precondition(mass.isFinite && mass > 0, "a spring's mass must be a positive number, not \(mass)")
        precondition(stiffness.isFinite && stiffness > 0,
                     "a spring's stiffness must be a positive number, not \(stiffness)")
        precondition(damping.isFinite && damping >= 0, "a spring's damping must be 0 or more, not \(damping)")
        precondition(initialVelocity.isFinite, "a spring's initial velocity must be finite, not \(initialVelocity)")
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
        let motion = Self.displacement(mass: mass, stiffness: stiffness, damping: damping,
                                       initialVelocity: initialVelocity)
        settlingDuration = Self.settlingDuration(of: motion, epsilon: Self.settlingTolerance)
    }

    /// SwiftUI's and UIKit's (iOS 17) spring with a perceptual duration and an amount of bounce.
    ///
    /// Mass 1, stiffness (2π / duration)², and damping 4π·ζ / duration with the damping ratio
    /// ζ = 1 − bounce for bounce ≥ 0 and ζ = 1 / (1 + bounce) for bounce < 0, which is how SwiftUI maps
    /// bounce to a damping fraction (its `springDampingFraction(bounce:)`, inlined into clients through its
    /// interface). So `Spring(duration: 0.5, bounce: 0.3)` has stiffness ≈ 157.9 and damping ≈ 17.6, the
    /// numbers Apple's documentation of `Spring` quotes; bounce 0 is critically damped, 1 undamped, and −0.5
    /// overdamped with ζ = 2 (damping 4π / (duration·(1 + bounce))).
    ///
    /// The duration is the period of the undamped spring, not the time the motion takes: the spring keeps
    /// moving slightly after it. An animation that wants to end when the motion does lasts
    /// `settlingDuration` (SwiftUI's behaviour).
    ///
    /// - Parameters:
    ///   - duration: the perceptual duration in seconds, greater than 0.
    ///   - bounce: more than −1 and at most 1.
    ///   - initialVelocity: progress units per second (UIKit's relative velocity: 1 is the whole distance per
    ///     second).
    /// Finite inputs outside the ranges are clamped rather than trapped on (see `Spring+Limits.swift`): a
    /// duration outside `minimumDuration ... maximumDuration` uses the nearer limit (a vanishing duration
    /// would need an infinite stiffness), a
    /// bounce is kept in `minimumBounce ... 1`, and the velocity in ±`maximumInitialVelocity`. Only a
    /// non-finite argument is a programmer error.
    public init(duration: TimeInterval, bounce: Double, initialVelocity: Double = 0) {
        precondition(duration.isFinite && bounce.isFinite && initialVelocity.isFinite,
                     "a spring's duration, bounce and velocity must be finite, not \(duration), \(bounce), \(initialVelocity)")
        let duration = Self.clampedDuration(duration)
        let bounce = Swift.min(Swift.max(bounce, Self.minimumBounce), 1)
        let initialVelocity = Self.clampedVelocity(initialVelocity)
        let dampingRatio = bounce < 0 ? 1 / (1 + bounce) : 1 - bounce
        let angularFrequency = 2 * Double.pi / duration
        self.init(mass: 1, stiffness: angularFrequency * angularFrequency,
                  damping: 2 * dampingRatio * angularFrequency, initialVelocity: initialVelocity)
    }

    /// ζ = c / (2·√(k·m)): below 1 the spring overshoots and rings, at 1 it is critically damped, above 1 it
    /// creeps towards the target.
    public var dampingRatio: Double {
        damping / (2 * (stiffness * mass).squareRoot())
    }

    /// The progress at `t` seconds after release: 0 at t = 0, tending to 1, overshooting 1 when underdamped.
    /// Times before release give 0.
    public func progress(atTime t: TimeInterval) -> Double {
        guard t > 0 else { return 0 }
        return 1 + displacement.value(at: t)
    }

    /// The rate of change of progress at `t` seconds after release, in progress units per second. Times
    /// before release give the initial velocity.
    public func velocity(atTime t: TimeInterval) -> Double {
        guard t > 0 else { return initialVelocity }
        return displacement.derivative.value(at: t)
    }

    /// The tolerance of ``settlingDuration``, in progress units (and progress units per second).
    static let settlingTolerance = 0.001

    /// The time after which |1 − progress| and |velocity| both stay below `epsilon` for ever.
    ///
    /// This is the exact last moment either one reaches `epsilon`, not an envelope estimate: for an
    /// underdamped spring the extrema of the motion shrink by the same factor every half period, so the last
    /// one that reaches `epsilon` follows from a logarithm, and the crossing after it is found by bisection;
    /// critically and overdamped springs have at most one extremum, found in closed form. An undamped spring
    /// never settles (infinity); a spring already within `epsilon` at rest settles at 0.
    ///
    /// - Parameter epsilon: the tolerance, in progress units (and progress units per second), greater than 0.
    public func settlingDuration(epsilon: Double) -> TimeInterval {
        precondition(epsilon > 0, "a settling tolerance must be positive, not \(epsilon)")
        return Self.settlingDuration(of: displacement, epsilon: epsilon)
    }

    private static func settlingDuration(of motion: DampedOscillation, epsilon: Double) -> TimeInterval {
        Swift.max(motion.lastTime(atOrAbove: epsilon), motion.derivative.lastTime(atOrAbove: epsilon))
    }

    /// x(t) − 1, the displacement from the target, as a damped oscillation: x − 1 starts at −1 with slope v₀.
    var displacement: DampedOscillation {
        Self.displacement(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
    }

    /// The displacement of a spring with these parameters, without making the spring (and its settling time).
    static func displacement(
        mass: Double, stiffness: Double, damping: Double, initialVelocity: Double
    ) -> DampedOscillation {
        let decay = damping / (2 * mass)
        return DampedOscillation(decay: decay, q: stiffness / mass - decay * decay, p: -1,
                                 r: initialVelocity - decay)
    }
}

extension Spring: CustomStringConvertible {
    /// The spring's mass, stiffness, damping and initial velocity.
    public var description: String {
        "spring(mass \(GeometryFormat.number(mass)), stiffness \(GeometryFormat.number(stiffness)), "
            + "damping \(GeometryFormat.number(damping)), velocity \(GeometryFormat.number(initialVelocity)))"
    }
}
