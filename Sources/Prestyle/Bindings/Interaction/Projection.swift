import LuaKit
import PresentationKit

/// `project(velocity[, decelerationRate])`: how far a flick carries once the finger lifts, as a
/// `UIScrollView` decelerates — the distance at which a velocity `v` (points per second) decaying by the
/// rate `r` every millisecond comes to rest, `v / 1000 × r / (1 − r)`. With UIKit's normal rate 0.998
/// (`UIScrollView.DecelerationRate.normal`) that is `v × 0.499`; 0.99 (`.fast`) gives `v × 0.099`. The
/// formula is the one WWDC 2018 session 803 ("Designing Fluid Interfaces") gives for projecting a gesture's
/// end. `velocity` is a number or a Point (each coordinate projected); the rate must be in (0, 1).
enum Projection {
    static let normalDecelerationRate = 0.998

    static func install(in state: LuaState) throws {
        try state.setHostGlobal("project", state.function { (velocity: LuaValue, rate: Double?) -> Either<Double, ScriptPoint> in
            let r = rate ?? normalDecelerationRate
            guard r.isFinite, r > 0, r < 1 else {
                throw LuaError.argument(2, "a deceleration rate is a number between 0 and 1 (0.998 is UIKit's normal), "
                    + "not \(r.formatted)")
            }
            func distance(_ v: Double) throws -> Double {
                guard v.isFinite else {
                    throw LuaError.argument(1, "project needs a finite velocity in points per second, not \(v.formatted)")
                }
                return try ScriptNumbers.coordinate(v / 1000 * r / (1 - r), "project's result")
            }
            if let number = velocity.doubleValue { return .first(try distance(number)) }
            if case .userdata(let data) = velocity, let point = try? data.value(as: ScriptPoint.self) {
                return .second(try ScriptPoint(x: distance(point.point.x), y: distance(point.point.y)))
            }
            throw LuaError.argument(1, "project takes a velocity (a number or a Point), not \(velocity.typeDescription)")
        })
    }
}
