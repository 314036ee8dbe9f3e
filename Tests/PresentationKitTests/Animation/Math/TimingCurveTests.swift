import Testing
@testable import PresentationKit

@Suite("TimingCurve")
struct TimingCurveTests {
    static let namedCurves: [(name: String, curve: TimingCurve, p1: (Double, Double), p2: (Double, Double))] = [
        ("linear", .linear, (0, 0), (1, 1)),
        ("easeIn", .easeIn, (0.42, 0), (1, 1)),
        ("easeOut", .easeOut, (0, 0), (0.58, 1)),
        ("easeInEaseOut", .easeInEaseOut, (0.42, 0), (0.58, 1)),
    ]

    /// The Bézier definition evaluated independently: B(s) = 3(1−s)²s·P1 + 3(1−s)s²·P2 + s³, with the
    /// parameter for a time fraction found by plain bisection on Bx.
    static func reference(_ p1: (Double, Double), _ p2: (Double, Double), at x: Double) -> Double {
        func coordinate(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * c1 + 3 * (1 - s) * s * s * c2 + s * s * s
        }
        var low = 0.0, high = 1.0
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if coordinate(middle, p1.0, p2.0) < x { low = middle } else { high = middle }
        }
        return coordinate((low + high) / 2, p1.1, p2.1)
    }

    @Test(arguments: [0.25, 0.5, 0.75])
    func namedCurvesMatchTheBezierDefinition(fraction: Double) {
        for named in Self.namedCurves {
            let expected = Self.reference(named.p1, named.p2, at: fraction)
            let actual = named.curve.progress(at: fraction)
            #expect(abs(actual - expected) < 1e-12, "\(named.name) at \(fraction): \(actual) vs \(expected)")
        }
    }

    @Test func knownValuesOfTheNamedCurves() {
        // Hand-checkable: easeInEaseOut is symmetric, so it passes through (0.5, 0.5).
        #expect(abs(TimingCurve.easeInEaseOut.progress(at: 0.5) - 0.5) < 1e-12)
        #expect(abs(TimingCurve.easeInEaseOut.progress(at: 0.25) - 0.129161931) < 1e-9)
        #expect(abs(TimingCurve.easeIn.progress(at: 0.5) - 0.315356813) < 1e-9)
        #expect(abs(TimingCurve.easeOut.progress(at: 0.5) - (1 - 0.315356813)) < 1e-9)
    }

    @Test func endpointsAreExact() {
        for named in Self.namedCurves {
            #expect(named.curve.progress(at: 0) == 0)
            #expect(named.curve.progress(at: 1) == 1)
            #expect(named.curve.progress(at: -0.5) == 0)
            #expect(named.curve.progress(at: 1.5) == 1)
        }
    }

    @Test func linearIsTheIdentity() {
        for fraction in stride(from: 0.0, through: 1.0, by: 0.001) {
            #expect(TimingCurve.linear.progress(at: fraction) == fraction)
        }
    }

    @Test func controlPointXIsClampedLikeCoreAnimation() {
        let curve = TimingCurve(controlPoint1: Point(x: -1, y: 0.2), controlPoint2: Point(x: 3, y: 0.8))
        #expect(curve.controlPoint1 == Point(x: 0, y: 0.2))
        #expect(curve.controlPoint2 == Point(x: 1, y: 0.8))
    }

    @Test func progressIsMonotonicAndCustomCurvesMayOvershoot() {
        let backOut = TimingCurve(controlPoint1: Point(x: 0.34, y: 1.56), controlPoint2: Point(x: 0.64, y: 1))
        var previous = 0.0, peak = 0.0
        for step in 1...1000 {
            let fraction = Double(step) / 1000
            let value = TimingCurve.easeInEaseOut.progress(at: fraction)
            #expect(value >= previous)
            previous = value
            peak = max(peak, backOut.progress(at: fraction))
            let expected = Self.reference((0.34, 1.56), (0.64, 1), at: fraction)
            #expect(abs(backOut.progress(at: fraction) - expected) < 1e-11)
        }
        #expect(peak > 1)
    }

    @Test func curvesWithFlatSpotsStillSolve() {
        // Bx′ vanishes at s = 0.5 when P1.x = 1 and P2.x = 0, where Newton's method alone would stall. There
        // Bx − 0.5 has a triple root, so even the bisection reference only pins s to about 1e-5; the exact
        // answer is known: s = 0.5, By(0.5) = 0.5.
        let curve = TimingCurve(controlPoint1: Point(x: 1, y: 0), controlPoint2: Point(x: 0, y: 1))
        #expect(abs(curve.progress(at: 0.5) - 0.5) < 1e-12)
        for fraction in [0.1, 0.3, 0.7, 0.9] {
            let expected = Self.reference((1, 0), (0, 1), at: fraction)
            #expect(abs(curve.progress(at: fraction) - expected) < 1e-9)
        }
    }
}
