import Foundation

/// UIKit's damping-ratio spring: `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`.
extension Spring {
    /// The smallest damping ratio `init(dampingRatio:initialVelocity:duration:)` uses: an undamped spring
    /// never comes to rest, so there is no stiffness that settles it within any duration.
    public static let minimumFittedDampingRatio = 0.01

    /// How far from the target (in progress units) a damping-ratio spring may still be when its duration ends.
    public static let fittedResidual = 0.001

    /// The spring UIKit runs for `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`:
    /// the given damping ratio and initial velocity, and the stiffness at which the motion has come to rest
    /// by the end of `duration`.
    ///
    /// UIKit ends such an animation at `duration` — the completion handler runs then and the layer shows the
    /// model value — yet the motion looks finished, not cut off, whatever the damping: a ratio of 0.2 rings
    /// quickly and is still by the end, a ratio of 1 glides in. So the duration sets how stiff the spring is,
    /// not just how long it is watched. Apple does not publish the formula; reverse-engineering (Christian
    /// Schnorr's "Demystifying UIKit Spring Animations"; the Stack Overflow answers deriving a
    /// `CASpringAnimation` from these parameters, which fix the decay ζ·ω₀ so the oscillation has shrunk to
    /// about 1/1500 at the duration) agrees on that shape. This model states the rule exactly: mass 1,
    /// damping 2·ζ·√k, and the smallest stiffness k (in closed form when released at rest, else found by
    /// bisection) for which |1 − progress| stays below
    /// 0.001 from `duration` on. Snapping to the target at `duration` therefore moves the value by at most
    /// 0.001 of the distance. For ζ = 1 and no initial velocity that is ω₀ = √k ≈ 9.23 / duration
    /// (k ≈ 341 for 0.5 s); for ζ = 0.5, ω₀ ≈ 12.7 / duration.
    ///
    /// This deliberately differs from `init(duration:bounce:)`, where the duration is a perceptual period
    /// (stiffness (2π/duration)²): with that mapping a damping ratio of 0.5 would still be 1% away at the
    /// duration, and 0.2 about 27% away, and ending the animation there would visibly jump.
    ///
    /// Finite inputs outside the ranges are clamped, never trapped on (see `Spring+Limits.swift`): a duration
    /// outside `minimumDuration ... maximumDuration` (a vanishing one would need an unbounded stiffness) uses
    /// the nearer limit, the ratio is kept in
    /// `minimumFittedDampingRatio ... maximumDampingRatio` and the velocity in ±`maximumInitialVelocity`.
    ///
    /// - Parameters:
    ///   - dampingRatio: ζ, 0 or more (1 is critically damped); values below `minimumFittedDampingRatio` use it.
    ///   - initialVelocity: UIKit's `initialSpringVelocity`: 1 is the whole animation distance per second, so a
    ///     finger moving at 500 pt/s with 250 pt left to go is a velocity of 2.
    ///   - duration: the animation's duration in seconds, greater than 0.
    public init(dampingRatio: Double, initialVelocity: Double, duration: TimeInterval) {
        precondition(duration.isFinite && dampingRatio.isFinite && initialVelocity.isFinite,
                     "a spring's duration, damping ratio and velocity must be finite, not \(duration), "
                        + "\(dampingRatio), \(initialVelocity)")
        let duration = Self.clampedDuration(duration)
        let initialVelocity = Self.clampedVelocity(initialVelocity)
        let ratio = Swift.min(Swift.max(dampingRatio, Self.minimumFittedDampingRatio), Self.maximumDampingRatio)
        func motion(angularFrequency omega: Double) -> DampedOscillation {
            Self.displacement(mass: 1, stiffness: omega * omega, damping: 2 * ratio * omega,
                              initialVelocity: initialVelocity)
        }
        func settlesInTime(_ omega: Double) -> Bool {
            let motion = motion(angularFrequency: omega)
            // Two exact shortcuts before the full search: still outside at the duration means it has not
            // settled; an underdamped envelope already inside at the duration means it has.
            if Swift.abs(motion.value(at: duration)) >= Self.fittedResidual { return false }
            if let envelope = motion.envelope(at: duration), envelope < Self.fittedResidual { return true }
            return motion.lastTime(atOrAbove: Self.fittedResidual) <= duration
        }
        let high = Self.fittedAngularFrequency(
            duration: duration, initialVelocity: initialVelocity, motion: motion, settlesInTime: settlesInTime)
        self.init(mass: 1, stiffness: high * high, damping: 2 * ratio * high, initialVelocity: initialVelocity)
    }

    /// The smallest natural frequency ω₀ whose motion settles within `duration`.
    ///
    /// Released at rest the answer is closed: in the time τ = ω₀·t the motion x″ + 2ζx′ + x = 0 no longer
    /// depends on ω₀, so the last time τ* it is outside the residual is one number and ω₀ = τ*/duration (then
    /// nudged up by an ulp or two if rounding left it a hair short). With an initial velocity the velocity in
    /// τ is v/ω₀, which does depend on ω₀: the frequency is bracketed, then found by regula falsi (the Illinois
    /// variant) on the logarithm of the largest distance from the target after `duration` over the residual,
    /// which unlike the settling time is continuous in ω₀ — a dozen evaluations where bisection took forty.
    private static func fittedAngularFrequency(
        duration: Double, initialVelocity: Double, motion: (Double) -> DampedOscillation,
        settlesInTime: (Double) -> Bool
    ) -> Double {
        if initialVelocity == 0 {
            var omega = motion(1).lastTime(atOrAbove: fittedResidual) / duration
            for _ in 0..<8 where omega.isFinite && omega > 0 {
                if settlesInTime(omega) { return omega }
                omega = omega.nextUp * (1 + 1e-15)
            }
        }
        // Bracket the natural frequency: `high` settles in time, `low` does not.
        var high = 2 * Double.pi / duration
        for _ in 0..<200 where !settlesInTime(high) { high *= 2 }
        var low = high / 2
        for _ in 0..<200 where settlesInTime(low) {
            high = low
            low /= 2
        }
        func excess(_ omega: Double) -> Double {
            log(motion(omega).largestMagnitude(from: duration) / fittedResidual)
        }
        var (lowExcess, highExcess) = (excess(low), excess(high))
        var side = 0
        for _ in 0..<100 where high - low > 1e-12 * high {
            var middle = high - highExcess * (high - low) / (highExcess - lowExcess)
            if !(middle > low && middle < high) { middle = (low + high) / 2 }
            let middleExcess = excess(middle)
            if middleExcess < 0 {
                (high, highExcess) = (middle, middleExcess)
                if side == 1 { lowExcess /= 2 }
                side = 1
            } else {
                (low, lowExcess) = (middle, middleExcess)
                if side == -1 { highExcess /= 2 }
                side = -1
            }
        }
        // The largest distance and the settling time agree up to rounding; where they do not, the settling
        // time decides, by bisection as before.
        guard !settlesInTime(high) else { return high }
        high = 2 * Double.pi / duration
        for _ in 0..<200 where !settlesInTime(high) { high *= 2 }
        low = high / 2
        for _ in 0..<200 where settlesInTime(low) {
            high = low
            low /= 2
        }
        for _ in 0..<100 where high - low > 1e-12 * high {
            let middle = (low + high) / 2
            if settlesInTime(middle) { high = middle } else { low = middle }
        }
        return high
    }
}
