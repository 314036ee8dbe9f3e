/// A cubic Bézier timing curve from (0, 0) to (1, 1), as `CAMediaTimingFunction` and
/// `UICubicTimingParameters` define it: it maps the fraction of an animation's duration that has elapsed to
/// the fraction of the change that has happened.
///
///     TimingCurve.easeInEaseOut.progress(at: 0.25)   // ≈ 0.1291
///
/// The curve is B(s) = 3(1−s)²s·P1 + 3(1−s)s²·P2 + s³ for s in 0...1. Given a time fraction x, `progress(at:)`
/// finds the s with Bx(s) = x and returns By(s). The x components of the control points are clamped to 0...1,
/// as Core Animation does, which keeps Bx monotonic so every time fraction has exactly one progress; the y
/// components are free, so a curve may overshoot (y outside 0...1).
public struct TimingCurve: Hashable, Sendable {
    /// The first control point of the cubic Bézier from (0, 0) to (1, 1) (`CAMediaTimingFunction`'s first
    /// control point): x is time, y is progress.
    public let controlPoint1: Point
    /// The second control point of the cubic Bézier from (0, 0) to (1, 1).
    public let controlPoint2: Point

    /// A curve through (0, 0), `controlPoint1`, `controlPoint2` and (1, 1); x components are clamped to 0...1.
    public init(controlPoint1: Point, controlPoint2: Point) {
        self.controlPoint1 = Point(x: Self.clampedUnit(controlPoint1.x), y: controlPoint1.y)
        self.controlPoint2 = Point(x: Self.clampedUnit(controlPoint2.x), y: controlPoint2.y)
    }

    /// Constant speed: `CAMediaTimingFunctionName.linear` (0, 0, 1, 1).
    public static let linear = TimingCurve(controlPoint1: Point(x: 0, y: 0), controlPoint2: Point(x: 1, y: 1))
    /// Starts slowly: `.easeIn` (0.42, 0, 1, 1).
    public static let easeIn = TimingCurve(controlPoint1: Point(x: 0.42, y: 0), controlPoint2: Point(x: 1, y: 1))
    /// Ends slowly: `.easeOut` (0, 0, 0.58, 1).
    public static let easeOut = TimingCurve(controlPoint1: Point(x: 0, y: 0), controlPoint2: Point(x: 0.58, y: 1))
    /// Starts and ends slowly, UIKit's default for view animations: `.easeInEaseOut` (0.42, 0, 0.58, 1).
    public static let easeInEaseOut = TimingCurve(
        controlPoint1: Point(x: 0.42, y: 0), controlPoint2: Point(x: 0.58, y: 1))

    /// The fraction of the change that has happened when `fraction` of the duration has elapsed.
    ///
    /// Fractions at or below 0 give exactly 0 and at or above 1 exactly 1 (the curve is only defined on
    /// 0...1). Inside, the curve parameter is found by Newton's method kept inside a shrinking bracket, with
    /// bisection whenever a Newton step would leave it or the slope vanishes, to about 1e-14 in s.
    ///
    /// - Parameter fraction: the elapsed fraction of the duration.
    /// - Returns: the progress, which may leave 0...1 for curves whose control points do.
    public func progress(at fraction: Double) -> Double {
        if fraction.isNaN { return fraction }
        if fraction <= 0 { return 0 }
        if fraction >= 1 { return 1 }
        // With both control points on the diagonal, By(s) = Bx(s): the curve is the identity, exactly.
        if controlPoint1.x == controlPoint1.y, controlPoint2.x == controlPoint2.y { return fraction }
        let s = parameter(forX: fraction)
        return Self.bezier(s, controlPoint1.y, controlPoint2.y)
    }

    /// The curve parameter s in 0...1 with Bx(s) = x, for x strictly inside 0...1.
    private func parameter(forX x: Double) -> Double {
        let x1 = controlPoint1.x, x2 = controlPoint2.x
        var low = 0.0, high = 1.0
        var s = x
        for _ in 0..<100 {
            let error = Self.bezier(s, x1, x2) - x
            if error == 0 { return s }
            // Bx is non-decreasing, so the sign of the error says which side of the root s lies on.
            if error < 0 { low = s } else { high = s }
            let slope = Self.bezierSlope(s, x1, x2)
            var next = slope > 0 ? s - error / slope : .nan
            if !(next > low && next < high) { next = (low + high) / 2 }
            if Swift.abs(next - s) <= 1e-14 || high - low <= 1e-14 { return next }
            s = next
        }
        return s
    }

    /// One coordinate of the Bézier with end coordinates 0 and 1 and control coordinates `p1`, `p2`, in
    /// Horner form: ((a·s + b)·s + c)·s.
    private static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        let a = 1 - c - b
        return ((a * s + b) * s + c) * s
    }

    /// The derivative of `bezier` with respect to s.
    private static func bezierSlope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        let a = 1 - c - b
        return (3 * a * s + 2 * b) * s + c
    }

    private static func clampedUnit(_ value: Double) -> Double {
        value.isNaN ? 0 : Swift.min(1, Swift.max(0, value))
    }
}

extension TimingCurve: CustomStringConvertible {
    /// The curve's name when it is one of Core Animation's named curves, else its control points.
    public var description: String {
        let numbers = [controlPoint1.x, controlPoint1.y, controlPoint2.x, controlPoint2.y].map(GeometryFormat.number)
        return "cubic(\(numbers.joined(separator: ", ")))"
    }
}
