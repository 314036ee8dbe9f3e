import Testing
@testable import PresentationKit

@Suite("Spring")
struct SpringTests {
    /// Integrates m·x″ = −c·x′ − k·(x − 1) from x = 0, x′ = v₀ with classic fourth-order Runge–Kutta, as an
    /// independent check on the closed forms. Returns (x, x′) at each requested time (ascending).
    static func integrate(_ spring: Spring, to times: [Double], step: Double = 1e-5) -> [(x: Double, v: Double)] {
        func acceleration(_ x: Double, _ v: Double) -> Double {
            (-spring.damping * v - spring.stiffness * (x - 1)) / spring.mass
        }
        var x = 0.0, v = spring.initialVelocity, t = 0.0
        var results: [(x: Double, v: Double)] = []
        for target in times {
            while t < target - 1e-12 {
                let h = min(step, target - t)
                let k1x = v, k1v = acceleration(x, v)
                let k2x = v + h / 2 * k1v, k2v = acceleration(x + h / 2 * k1x, v + h / 2 * k1v)
                let k3x = v + h / 2 * k2v, k3v = acceleration(x + h / 2 * k2x, v + h / 2 * k2v)
                let k4x = v + h * k3v, k4v = acceleration(x + h * k3x, v + h * k3v)
                x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
                v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
                t += h
            }
            results.append((x, v))
        }
        return results
    }

    static let regimes: [(name: String, spring: Spring)] = [
        ("underdamped", Spring(mass: 1, stiffness: 200, damping: 8, initialVelocity: 0)),
        ("underdamped, thrown", Spring(mass: 2, stiffness: 300, damping: 10, initialVelocity: 4)),
        ("critically damped", Spring(mass: 1, stiffness: 100, damping: 20, initialVelocity: 0)),
        ("critically damped, thrown back", Spring(mass: 1, stiffness: 100, damping: 20, initialVelocity: -3)),
        ("overdamped", Spring(mass: 1, stiffness: 100, damping: 50, initialVelocity: 0)),
        ("overdamped, thrown", Spring(mass: 0.5, stiffness: 40, damping: 30, initialVelocity: 6)),
        ("barely underdamped", Spring(mass: 1, stiffness: 100, damping: 19.999999)),
        ("barely overdamped", Spring(mass: 1, stiffness: 100, damping: 20.000001)),
    ]

    @Test(arguments: 0..<regimes.count)
    func closedFormMatchesNumericalIntegration(regime: Int) {
        let (name, spring) = Self.regimes[regime]
        let times = [0.01, 0.05, 0.1, 0.2, 0.35, 0.5, 0.8, 1.2]
        let numerical = Self.integrate(spring, to: times)
        for (time, expected) in zip(times, numerical) {
            #expect(abs(spring.progress(atTime: time) - expected.x) < 1e-9, "\(name) position at \(time)")
            #expect(abs(spring.velocity(atTime: time) - expected.v) < 1e-7, "\(name) velocity at \(time)")
        }
    }

    @Test func dampingRatioClassifiesTheRegimes() {
        #expect(Self.regimes[0].spring.dampingRatio < 1)
        #expect(Self.regimes[2].spring.dampingRatio == 1)
        #expect(Self.regimes[4].spring.dampingRatio == 2.5)
    }

    @Test func startsAtZeroWithItsInitialVelocity() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 5, initialVelocity: 2)
        #expect(spring.progress(atTime: 0) == 0)
        #expect(spring.velocity(atTime: 0) == 2)
        #expect(spring.progress(atTime: -1) == 0)
        #expect(abs(spring.progress(atTime: 1e-6) - 2e-6) < 1e-9)
    }

    @Test func durationAndBounceMatchApplesDocumentedNumbers() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        #expect(spring.mass == 1)
        #expect(abs(spring.stiffness - 157.9) < 0.05)
        #expect(abs(spring.damping - 17.6) < 0.05)
        #expect(abs(spring.stiffness - 157.913670417) < 1e-8)
        #expect(abs(spring.damping - 17.592918860) < 1e-8)
        #expect(abs(spring.dampingRatio - 0.7) < 1e-12)
    }

    @Test func bounceZeroIsCriticalAndNegativeBounceOverdampsLikeSwiftUI() {
        #expect(abs(Spring(duration: 1, bounce: 0).dampingRatio - 1) < 1e-12)
        let overdamped = Spring(duration: 1, bounce: -0.5)
        #expect(abs(overdamped.dampingRatio - 2) < 1e-12)
        // damping = 4π / (duration·(1 + bounce))
        #expect(abs(overdamped.damping - 4 * Double.pi / 0.5) < 1e-12)
        #expect(Spring(duration: 1, bounce: 1).damping == 0)
    }

    @Test(arguments: 0..<regimes.count)
    func settlingDurationIsTheLastTimeEitherPositionOrVelocityReachesEpsilon(regime: Int) {
        let (name, spring) = Self.regimes[regime]
        let epsilon = 0.001
        let settling = spring.settlingDuration
        // Brute force: the last sample on a fine grid where the spring is still outside the tolerance.
        let step = 1e-4
        var lastOutside = 0.0
        for index in 0...Int((settling + 2) / step) {
            let t = Double(index) * step
            if abs(1 - spring.progress(atTime: t)) >= epsilon || abs(spring.velocity(atTime: t)) >= epsilon {
                lastOutside = t
            }
        }
        #expect(settling >= lastOutside, "\(name): \(settling) < \(lastOutside)")
        #expect(settling - lastOutside <= step, "\(name): \(settling) vs \(lastOutside)")
    }

    @Test func anUndampedSpringNeverSettles() {
        #expect(Spring(mass: 1, stiffness: 10, damping: 0).settlingDuration == .infinity)
    }

    @Test func settlingDurationOfALightlyDampedSpringFollowsItsEnvelope() {
        // ζ = 0.05: the peaks shrink by e^(−απ/ω) per half period, so settling takes a long, exact time.
        let spring = Spring(mass: 1, stiffness: 400, damping: 2)
        let settling = spring.settlingDuration(epsilon: 0.01)
        #expect(abs(1 - spring.progress(atTime: settling)) >= 0.01 - 1e-9
            || abs(spring.velocity(atTime: settling)) >= 0.01 - 1e-9)
        for index in 1...20000 {
            let t = settling + Double(index) * 1e-3
            #expect(abs(1 - spring.progress(atTime: t)) < 0.01 && abs(spring.velocity(atTime: t)) < 0.01)
        }
    }

    @Test(arguments: [0.0, 0.2, 0.5, 0.7, 1.0, 1.6])
    func uikitDampingRatioSpringsHaveSettledWhenTheDurationEnds(ratio: Double) {
        for (duration, velocity) in [(0.5, 0.0), (0.3, 2.0), (1.0, -1.0)] {
            let spring = Spring(dampingRatio: ratio, initialVelocity: velocity, duration: duration)
            #expect(abs(spring.dampingRatio - max(ratio, Spring.minimumFittedDampingRatio)) < 1e-9)
            #expect(spring.initialVelocity == velocity)
            #expect(spring.mass == 1)
            // From the duration on, the spring stays within the residual of its target…
            for index in 0...4000 {
                let t = duration + Double(index) * duration / 1000
                #expect(abs(1 - spring.progress(atTime: t)) <= Spring.fittedResidual + 1e-9)
            }
            // …and it is the softest such spring: 1% less stiffness is still outside somewhere after it.
            let softer = Spring(mass: 1, stiffness: spring.stiffness * 0.99,
                                damping: spring.damping * 0.99.squareRoot(), initialVelocity: velocity)
            let stillMoving = (0...4000).contains { index in
                abs(1 - softer.progress(atTime: duration + Double(index) * duration / 1000)) > Spring.fittedResidual
            }
            #expect(stillMoving)
        }
    }

    @Test func uikitCriticallyDampedSpringStiffness() {
        // (1 + ω₀t)·e^(−ω₀t) = 0.001 at ω₀t ≈ 9.2334: k = (9.2334 / 0.5)² ≈ 341.02 for a 0.5 s animation.
        let spring = Spring(dampingRatio: 1, initialVelocity: 0, duration: 0.5)
        #expect(abs(spring.stiffness - 341.0237) < 0.01)
        #expect(abs(spring.dampingRatio - 1) < 1e-12)
    }

    @Test(arguments: 0..<regimes.count)
    func theStoredSettlingDurationIsTheOneWorkedOutForTheDefaultTolerance(regime: Int) {
        let (name, spring) = Self.regimes[regime]
        #expect(spring.settlingDuration == spring.settlingDuration(epsilon: 0.001), "\(name)")
    }

    @Test(arguments: [0.05, 0.3, 0.6, 1.0, 2.5])
    func aDampingRatioSpringReleasedAtRestIsTheSlowestThatSettlesInTime(ratio: Double) {
        // The closed form ω₀ = τ*/duration is the threshold: the spring settles by the duration, and one a
        // millionth less stiff is still outside the residual after it.
        for duration in [0.25, 0.5, 2.0] {
            let spring = Spring(dampingRatio: ratio, initialVelocity: 0, duration: duration)
            let omega = spring.stiffness.squareRoot()
            let softer = Spring(mass: 1, stiffness: omega * omega * (1 - 2e-6), damping: 2 * ratio * omega * (1 - 1e-6))
            let motion = spring.displacement
            #expect(motion.lastTime(atOrAbove: Spring.fittedResidual) <= duration)
            #expect(softer.displacement.lastTime(atOrAbove: Spring.fittedResidual) > duration, "ζ \(ratio), \(duration) s")
        }
    }

    @Test(arguments: [(0.6, 10.0), (0.3, 3.0), (1.0, -2.0), (1.5, 8.0), (0.05, 1.0)])
    func aThrownDampingRatioSpringIsTheSlowestThatSettlesInTime(ratio: Double, velocity: Double) {
        for duration in [0.3, 0.8] {
            let spring = Spring(dampingRatio: ratio, initialVelocity: velocity, duration: duration)
            let omega = spring.stiffness.squareRoot(), softer = omega * (1 - 1e-6)
            let softerSpring = Spring(mass: 1, stiffness: softer * softer, damping: 2 * ratio * softer,
                                      initialVelocity: velocity)
            #expect(spring.displacement.lastTime(atOrAbove: Spring.fittedResidual) <= duration)
            #expect(softerSpring.displacement.lastTime(atOrAbove: Spring.fittedResidual) > duration,
                    "ζ \(ratio), v \(velocity), \(duration) s")
        }
    }
}
