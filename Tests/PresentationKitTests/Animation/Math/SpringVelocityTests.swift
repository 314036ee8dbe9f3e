import Testing
@testable import PresentationKit

@Suite("Spring with an initial velocity")
struct SpringVelocityTests {
    /// Every way UIKit makes a spring, each released with a velocity (relative: 1 = the whole distance per
    /// second), forwards and thrown back.
    static let thrown: [(name: String, spring: Spring)] = [
        ("initialSpringVelocity 3, ζ 0.6, 0.5 s", Spring(dampingRatio: 0.6, initialVelocity: 3, duration: 0.5)),
        ("initialSpringVelocity −2, ζ 1, 0.4 s", Spring(dampingRatio: 1, initialVelocity: -2, duration: 0.4)),
        ("initialSpringVelocity 8, ζ 1.5, 0.3 s", Spring(dampingRatio: 1.5, initialVelocity: 8, duration: 0.3)),
        ("duration 0.5, bounce 0.3, velocity 4", Spring(duration: 0.5, bounce: 0.3, initialVelocity: 4)),
        ("duration 0.4, bounce −0.4, velocity −1.5", Spring(duration: 0.4, bounce: -0.4, initialVelocity: -1.5)),
        ("mass 1.5, stiffness 250, damping 12, velocity 6",
         Spring(mass: 1.5, stiffness: 250, damping: 12, initialVelocity: 6)),
    ]

    @Test(arguments: 0..<thrown.count)
    func closedFormWithVelocityMatchesRungeKutta(index: Int) {
        let (name, spring) = Self.thrown[index]
        let times = [0.005, 0.02, 0.05, 0.1, 0.15, 0.25, 0.4, 0.7]
        let numerical = SpringTests.integrate(spring, to: times)
        for (time, expected) in zip(times, numerical) {
            #expect(abs(spring.progress(atTime: time) - expected.x) < 1e-8, "\(name) position at \(time)")
            #expect(abs(spring.velocity(atTime: time) - expected.v) < 1e-6, "\(name) velocity at \(time)")
        }
    }

    @Test func theInitialVelocityIsTheSlopeAtRelease() {
        for (name, spring) in Self.thrown {
            #expect(spring.velocity(atTime: 0) == spring.initialVelocity, "\(name)")
            let h = 1e-7
            #expect(abs(spring.progress(atTime: h) / h - spring.initialVelocity) < 1e-3 * max(1, abs(spring.initialVelocity)),
                    "\(name)")
        }
    }

    @Test func aThrownFittedSpringStillSettlesWithinItsDuration() {
        let spring = Spring(dampingRatio: 0.8, initialVelocity: 12, duration: 0.5)
        let released = Spring(dampingRatio: 0.8, initialVelocity: 0, duration: 0.5)
        #expect(spring.progress(atTime: 0.05) > released.progress(atTime: 0.05) + 0.2, "thrown, it is well ahead")
        for index in 0...1000 {
            #expect(abs(1 - spring.progress(atTime: 0.5 + Double(index) * 0.001)) <= Spring.fittedResidual + 1e-9)
        }
    }

    @Test(arguments: [1e-300, 0, -5, 1e-9, 1e300])
    func aVanishingDurationIsClampedInsteadOfTrapping(duration: Double) {
        let fitted = Spring(dampingRatio: 0.5, initialVelocity: 1e300, duration: duration)
        let perceptual = Spring(duration: duration, bounce: -1, initialVelocity: -1e300)
        for spring in [fitted, perceptual] {
            #expect(spring.stiffness.isFinite && spring.damping.isFinite)
            #expect(abs(spring.initialVelocity) == Spring.maximumInitialVelocity)
            #expect(spring.progress(atTime: 0.01).isFinite)
            #expect(spring.settlingDuration.isFinite)
            #expect(spring.stiffness > 0)
        }
        #expect(abs(Spring(duration: 1, bounce: -5).dampingRatio - 1 / (1 + Spring.minimumBounce)) < 1e-9)
        #expect(abs(Spring(dampingRatio: 1e9, initialVelocity: 0, duration: 1).dampingRatio - Spring.maximumDampingRatio) < 1e-6)
    }

    @Test func checkedPhysicalSpringsThrowInsteadOfTrapping() throws {
        #expect(throws: SpringParameterError(parameter: "mass", value: 0)) {
            try Spring.checked(mass: 0, stiffness: 100, damping: 10)
        }
        #expect(throws: SpringParameterError(parameter: "stiffness", value: 1e300)) {
            try Spring.checked(stiffness: 1e300, damping: 10)
        }
        #expect(throws: SpringParameterError(parameter: "damping", value: -1)) {
            try Spring.checked(stiffness: 100, damping: -1)
        }
        #expect(throws: SpringParameterError.self) {
            try Spring.checked(stiffness: 100, damping: 10, initialVelocity: .nan)
        }
        let spring = try Spring.checked(mass: 2, stiffness: 300, damping: 10, initialVelocity: 4)
        #expect(spring == Spring(mass: 2, stiffness: 300, damping: 10, initialVelocity: 4))
    }
}
