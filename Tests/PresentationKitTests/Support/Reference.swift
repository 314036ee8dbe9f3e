import Foundation
import PresentationKit

/// Reference values computed from the definitions, independently of the engine: the tests check that a
/// view's displayed values follow them.
enum Reference {
    /// A cubic Bézier timing curve through (0,0), (x1,y1), (x2,y2), (1,1): y at the x equal to `time`,
    /// found by bisection on the parameter.
    static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at time: Double) -> Double {
        func coordinate(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
        }
        var low = 0.0, high = 1.0
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if coordinate(x1, x2, mid) < time { low = mid } else { high = mid }
        }
        return coordinate(y1, y2, (low + high) / 2)
    }

    static func easeInEaseOut(_ time: Double) -> Double { bezier(0.42, 0, 0.58, 1, at: time) }
    static func easeIn(_ time: Double) -> Double { bezier(0.42, 0, 1, 1, at: time) }
    static func easeOut(_ time: Double) -> Double { bezier(0, 0, 0.58, 1, at: time) }

    /// The closed-form position (0 at rest at the start, 1 at the target) of a damped harmonic oscillator with
    /// mass m, stiffness k and damping c, starting with velocity v0 (in distances per second).
    static func spring(mass m: Double, stiffness k: Double, damping c: Double, velocity v0: Double, at t: Double) -> Double {
        let omega = (k / m).squareRoot()
        let zeta = c / (2 * (k * m).squareRoot())
        if zeta < 1 {
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            let b = (v0 - zeta * omega) / omegaD
            return 1 - exp(-zeta * omega * t) * (cos(omegaD * t) - b * sin(omegaD * t))
        }
        return 1 - exp(-omega * t) * (1 + (omega - v0) * t)
    }

    static func lerp(_ a: Double, _ b: Double, _ f: Double) -> Double { a + (b - a) * f }
}
