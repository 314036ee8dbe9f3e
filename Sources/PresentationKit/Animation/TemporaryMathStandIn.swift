// TEMPORARY: a minimal stand-in for the animation math being written on branch `anim`
// (Sources/PresentationKit/Animation/Math/). Deleted when `anim` is merged into main.
import Foundation

public protocol Interpolatable {
    static func interpolate(from: Self, to: Self, fraction: Double) -> Self
    func distance(to other: Self) -> Double
}

extension Double: Interpolatable {
    public static func interpolate(from: Double, to: Double, fraction: Double) -> Double {
        from + (to - from) * fraction
    }
    public func distance(to other: Double) -> Double { Swift.abs(other - self) }
}

extension Point: Interpolatable {
    public static func interpolate(from: Point, to: Point, fraction: Double) -> Point {
        Point(x: .interpolate(from: from.x, to: to.x, fraction: fraction),
              y: .interpolate(from: from.y, to: to.y, fraction: fraction))
    }
}

extension Size: Interpolatable {
    public static func interpolate(from: Size, to: Size, fraction: Double) -> Size {
        Size(width: .interpolate(from: from.width, to: to.width, fraction: fraction),
             height: .interpolate(from: from.height, to: to.height, fraction: fraction))
    }
    public func distance(to other: Size) -> Double {
        ((other.width - width) * (other.width - width) + (other.height - height) * (other.height - height)).squareRoot()
    }
}

extension Rect: Interpolatable {
    public static func interpolate(from: Rect, to: Rect, fraction: Double) -> Rect {
        Rect(origin: .interpolate(from: from.origin, to: to.origin, fraction: fraction),
             size: .interpolate(from: from.size, to: to.size, fraction: fraction))
    }
    public func distance(to other: Rect) -> Double {
        origin.distance(to: other.origin) + size.distance(to: other.size)
    }
}

extension AffineTransform: Interpolatable {
    public static func interpolate(from: AffineTransform, to: AffineTransform, fraction f: Double) -> AffineTransform {
        func decompose(_ t: AffineTransform) -> (sx: Double, sy: Double, angle: Double, tx: Double, ty: Double) {
            let sx = (t.a * t.a + t.b * t.b).squareRoot()
            let angle = atan2(t.b, t.a)
            let sy = t.determinant / (sx == 0 ? 1 : sx)
            return (sx, sy, angle, t.tx, t.ty)
        }
        let a = decompose(from), b = decompose(to)
        let l = { (x: Double, y: Double) in x + (y - x) * f }
        return AffineTransform(scaleX: l(a.sx, b.sx), y: l(a.sy, b.sy))
            .concatenating(AffineTransform(rotationAngle: l(a.angle, b.angle)))
            .concatenating(AffineTransform(translationX: l(a.tx, b.tx), y: l(a.ty, b.ty)))
    }
    public func distance(to other: AffineTransform) -> Double {
        [a - other.a, b - other.b, c - other.c, d - other.d, tx - other.tx, ty - other.ty]
            .reduce(0) { $0 + $1 * $1 }.squareRoot()
    }
}

extension Color: Interpolatable {
    public static func interpolate(from: Color, to: Color, fraction f: Double) -> Color {
        let l = { (x: Double, y: Double) in x + (y - x) * f }
        return Color(red: l(from.red, to.red), green: l(from.green, to.green),
                     blue: l(from.blue, to.blue), alpha: l(from.alpha, to.alpha))
    }
    public func distance(to other: Color) -> Double {
        [red - other.red, green - other.green, blue - other.blue, alpha - other.alpha]
            .reduce(0) { $0 + $1 * $1 }.squareRoot()
    }
}

public struct TimingCurve: Hashable, Sendable {
    public var x1: Double, y1: Double, x2: Double, y2: Double
    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = x1; self.y1 = y1; self.x2 = x2; self.y2 = y2
    }
    public static let linear = TimingCurve(x1: 0, y1: 0, x2: 1, y2: 1)
    public static let easeIn = TimingCurve(x1: 0.42, y1: 0, x2: 1, y2: 1)
    public static let easeOut = TimingCurve(x1: 0, y1: 0, x2: 0.58, y2: 1)
    public static let easeInEaseOut = TimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    public func progress(at fraction: Double) -> Double {
        let x = Swift.min(1, Swift.max(0, fraction))
        func bezier(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
            3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
        }
        var lo = 0.0, hi = 1.0
        for _ in 0..<80 {
            let mid = (lo + hi) / 2
            if bezier(x1, x2, mid) < x { lo = mid } else { hi = mid }
        }
        return bezier(y1, y2, (lo + hi) / 2)
    }
}

public struct Spring: Hashable, Sendable {
    public var mass: Double, stiffness: Double, damping: Double, initialVelocity: Double
    public init(dampingRatio: Double, initialVelocity: Double = 0, duration: Double) {
        let omega = 2 * Double.pi / Swift.max(duration, 0.0001)
        mass = 1
        stiffness = omega * omega
        damping = 2 * dampingRatio * omega
        self.initialVelocity = initialVelocity
    }
    public init(duration: Double, bounce: Double = 0) {
        self.init(dampingRatio: 1 - bounce, initialVelocity: 0, duration: duration)
    }
    public func progress(atTime t: Double) -> Double {
        let omega0 = (stiffness / mass).squareRoot()
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        let x0 = -1.0, v0 = initialVelocity
        if zeta < 1 {
            let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
            let envelope = exp(-zeta * omega0 * t)
            return 1 + envelope * (x0 * cos(omegaD * t) + (v0 + zeta * omega0 * x0) / omegaD * sin(omegaD * t))
        }
        return 1 + exp(-omega0 * t) * (x0 + (v0 + omega0 * x0) * t)
    }
}

public enum AnimationTiming: Hashable, Sendable {
    case curve(TimingCurve)
    case spring(Spring)
    public func progress(elapsed: TimeInterval, duration: TimeInterval) -> Double {
        switch self {
        case .curve(let curve):
            return curve.progress(at: duration > 0 ? elapsed / duration : 1)
        case .spring(let spring):
            return elapsed >= duration ? 1 : spring.progress(atTime: elapsed)
        }
    }
}

public enum KeyframeCalculationMode: String, Hashable, Sendable, CaseIterable {
    case linear, discrete, paced, cubic
}

public struct KeyframeTrack<Value: Interpolatable> {
    public var keyTimes: [Double]
    public var values: [Value]
    public var mode: KeyframeCalculationMode
    public init(keyTimes: [Double], values: [Value], mode: KeyframeCalculationMode) {
        self.keyTimes = keyTimes; self.values = values; self.mode = mode
    }
    public func value(at fraction: Double) -> Value {
        guard let first = values.first else { fatalError("empty track") }
        if fraction <= keyTimes[0] { return first }
        for index in 1..<values.count where fraction <= keyTimes[index] {
            if mode == .discrete { return values[index - 1] }
            let span = keyTimes[index] - keyTimes[index - 1]
            let local = span > 0 ? (fraction - keyTimes[index - 1]) / span : 1
            return Value.interpolate(from: values[index - 1], to: values[index], fraction: local)
        }
        return values[values.count - 1]
    }
}
