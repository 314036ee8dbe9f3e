import LuaKit
import PresentationKit

/// A point as scripts see it (`point(x, y)`): immutable, finite, with arithmetic.
struct ScriptPoint: ScriptValue {
    static let luaTypeName = "Point"
    let point: Point

    init(_ point: Point) { self.point = point }

    /// A point from script numbers, checked.
    init(x: Double, y: Double, for what: String = "a point") throws {
        point = Point(x: try ScriptNumbers.coordinate(x, "\(what)'s x"), y: try ScriptNumbers.coordinate(y, "\(what)'s y"))
    }

    static func luaType(in _: LuaState, scopes _: HookScopes) -> LuaUserdataType<ScriptPoint> {
        LuaUserdataType<ScriptPoint>()
            .property("x") { $0.point.x }
            .property("y") { $0.point.y }
            .native("x", .number(\.point.x))
            .native("y", .number(\.point.y))
            .method("offset") { (p: ScriptPoint, dx: Double, dy: Double?) in
                try ScriptPoint(x: p.point.x + dx, y: p.point.y + (dy ?? dx))
            }
            .method("distance") { (p: ScriptPoint, other: GeometryArgument<ScriptPoint>) in p.point.distance(to: other.value.point) }
            .method("with") { (p: ScriptPoint, fields: LuaTable) in
                let values = try ValueFields(fields, of: "Point", allowed: ["x", "y"])
                return try ScriptPoint(x: values.number("x") ?? p.point.x, y: values.number("y") ?? p.point.y)
            }
            .method("applying") { (p: ScriptPoint, t: ScriptTransform) in ScriptPoint(p.point.applying(t.transform)) }
            .metamethod(.add) { (a: GeometryArgument<ScriptPoint>, b: GeometryArgument<ScriptPoint>) in
                try ScriptPoint(x: a.value.point.x + b.value.point.x, y: a.value.point.y + b.value.point.y)
            }
            .metamethod(.subtract) { (a: GeometryArgument<ScriptPoint>, b: GeometryArgument<ScriptPoint>) in
                try ScriptPoint(x: a.value.point.x - b.value.point.x, y: a.value.point.y - b.value.point.y)
            }
            .metamethod(.multiply) { (a: Scaled<ScriptPoint>, b: Scaled<ScriptPoint>) in
                let (p, k) = try Scaled.pair(a, b, "Point")
                return try ScriptPoint(x: p.point.x * k, y: p.point.y * k)
            }
            .metamethod(.divide) { (p: ScriptPoint, k: Double) in try ScriptPoint(x: p.point.x / k, y: p.point.y / k) }
            .metamethod(.negate) { (p: ScriptPoint, _: LuaValue) in ScriptPoint(Point(x: -p.point.x, y: -p.point.y)) }
            .metamethod(.equal) { (a: ScriptPoint, b: ScriptPoint) in a.point == b.point }
            .metamethod(.toString) { (p: ScriptPoint) in "point\(p.point)" }
    }
}
