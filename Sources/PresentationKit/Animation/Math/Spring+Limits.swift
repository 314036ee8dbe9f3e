import Foundation

/// The ranges inside which every spring stays computable, and a checked initialiser for the physical form.
///
/// A style can ask for any finite number. A spring whose stiffness, damping or velocity overflows a `Double`
/// (a duration of 1e-300 s wants a stiffness of 4e601) would make every sample infinite or NaN, so the
/// perceptual and damping-ratio initialisers clamp their inputs into these ranges, and the physical one has a
/// throwing twin, ``Spring/checked(mass:stiffness:damping:initialVelocity:)``. The limits lie far outside
/// anything a person can see: a 1 ms spring has settled within one 120 Hz frame, and 10⁶ times the whole
/// distance per second crosses a 1000-point screen in a microsecond.
extension Spring {
    /// The shortest duration the perceptual and damping-ratio initialisers use: 1 ms.
    public static let minimumDuration: TimeInterval = 0.001
    /// The longest duration they use: 10⁵ s (a day and more; a longer one would underflow the stiffness).
    public static let maximumDuration: TimeInterval = 100_000
    /// The lowest bounce `init(duration:bounce:)` uses (ζ = 1000): bounce −1 would be infinitely damped.
    public static let minimumBounce = -0.999
    /// The largest damping ratio the initialisers use.
    public static let maximumDampingRatio = 1000.0
    /// The largest initial velocity, either way, in progress units per second.
    public static let maximumInitialVelocity = 1e6
    /// The largest natural angular frequency √(k/m) ``checked(mass:stiffness:damping:initialVelocity:)`` accepts,
    /// in radians per second: 10⁶ (what a 6 µs period would need).
    public static let maximumAngularFrequency = 1e6

    static func clampedDuration(_ duration: Double) -> Double {
        Swift.min(Swift.max(duration, minimumDuration), maximumDuration)
    }

    static func clampedVelocity(_ velocity: Double) -> Double {
        Swift.min(Swift.max(velocity, -maximumInitialVelocity), maximumInitialVelocity)
    }

    /// A spring with the given physical parameters, or an error saying which one cannot make a spring.
    ///
    /// The non-throwing `init(mass:stiffness:damping:initialVelocity:)` traps on the same inputs (they are a
    /// programmer's mistake there); bindings that take the numbers from a script call this instead.
    ///
    /// - Throws: ``SpringParameterError`` when the mass or stiffness is not positive, the damping is negative,
    ///   any value is not finite, √(k/m) exceeds ``maximumAngularFrequency``, c/m exceeds twice that times
    ///   ``maximumDampingRatio``, or the velocity exceeds ``maximumInitialVelocity``.
    public static func checked(
        mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
    ) throws(SpringParameterError) -> Spring {
        guard mass.isFinite, mass > 0 else { throw SpringParameterError(parameter: "mass", value: mass) }
        guard stiffness.isFinite, stiffness > 0,
              (stiffness / mass).squareRoot() <= maximumAngularFrequency else {
            throw SpringParameterError(parameter: "stiffness", value: stiffness)
        }
        guard damping.isFinite, damping >= 0,
              damping / mass <= 2 * maximumDampingRatio * maximumAngularFrequency else {
            throw SpringParameterError(parameter: "damping", value: damping)
        }
        guard initialVelocity.isFinite, Swift.abs(initialVelocity) <= maximumInitialVelocity else {
            throw SpringParameterError(parameter: "initialVelocity", value: initialVelocity)
        }
        return Spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
    }
}

/// A spring parameter that cannot make a computable spring (see ``Spring/checked(mass:stiffness:damping:initialVelocity:)``).
public struct SpringParameterError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The parameter's name: `mass`, `stiffness`, `damping` or `initialVelocity`.
    public let parameter: String
    /// The value that was refused.
    public let value: Double

    /// What was refused and the limits a computable spring keeps to.
    public var description: String {
        "a spring's \(parameter) cannot be \(value): mass and stiffness must be positive, damping 0 or more, "
            + "√(stiffness/mass) at most \(GeometryFormat.number(Spring.maximumAngularFrequency)) and the velocity "
            + "at most \(GeometryFormat.number(Spring.maximumInitialVelocity)) either way"
    }
}
