import LuaKit
import PresentationKit

/// A rectangle as scripts see it (`rect(x, y, w, h)`): immutable, finite, with UIKit's geometry.
///
/// Fields `x y width height minX midX maxX minY midY maxY origin size center isEmpty`; methods `inset`,
/// `offset`, `with`, `contains`, `intersects`, `intersection`, `union`, `integral`, `applying`; `r + p` and
/// `r - p` move it by a point, `r * k` scales it about the origin, `==` compares.
///
/// ## How geometry lives in Lua
///
/// `Rect`, `Point`, `Size`, `Insets` and `Transform` are full userdata holding their numbers as plain bytes (a
/// `Rect` is four doubles), one shared metatable per type, no finalizer. Lua reads the numbers itself: the fields
/// — `x`, `width`, `minX`, `midY`… — and the calls hooks make most — `inset`, `offset` and `with{}` with numbers
/// — are ``LuaKit/LuaNativeMember``s, answered in C from the bytes, so `bounds:inset(30)` never crosses into
/// Swift. What C declines — another form (`inset(insets(…))`, `with{ center = … }`), a bad argument, a result
/// out of range — goes to the Swift member below, the one definition of each member: every message, check and
/// rare form is Swift's, and the C paths only have to give the same numbers, rounded the same way. Handing a
/// value to the engine is a metatable check and a copy of its bytes.
///
/// Userdata rather than tables, because the style API promises what a table would not keep: values are
/// immutable (`r.x = 1` is an error naming the member, as for any host value), `type(r)` is `"userdata"`,
/// `getmetatable(r)` gives the type's name, `pairs(r)` fails, and a table a script writes (`{0, 0, 10, 10}`)
/// stays a different thing from a value it was given.
struct ScriptRect: ScriptValue {
    static let luaTypeName = "Rect"
    let rect: Rect

    init(_ rect: Rect) { self.rect = rect }

    /// A rectangle from script numbers, checked: finite, within range.
    init(x: Double, y: Double, width: Double, height: Double, for what: String = "a rect") throws {
        rect = Rect(x: try ScriptNumbers.coordinate(x, "\(what)'s x"), y: try ScriptNumbers.coordinate(y, "\(what)'s y"),
                    width: try ScriptNumbers.coordinate(width, "\(what)'s width"),
                    height: try ScriptNumbers.coordinate(height, "\(what)'s height"))
    }

    init(checking rect: Rect, for what: String = "the result") throws {
        try self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height, for: what)
    }

    static func luaType(in _: LuaState, scopes _: HookScopes) -> LuaUserdataType<ScriptRect> {
        let fields: LuaUserdataType<ScriptRect> = LuaUserdataType<ScriptRect>()
            .property("x") { $0.rect.x }
            .property("y") { $0.rect.y }
            .property("width") { $0.rect.width }
            .property("height") { $0.rect.height }
            .property("minX") { $0.rect.minX }
            .property("midX") { $0.rect.midX }
            .property("maxX") { $0.rect.maxX }
            .property("minY") { $0.rect.minY }
            .property("midY") { $0.rect.midY }
            .property("maxY") { $0.rect.maxY }
            .property("origin") { ScriptPoint($0.rect.origin) }
            .property("size") { ScriptSize($0.rect.size) }
            .property("center") { ScriptPoint($0.rect.center) }
            .property("isEmpty") { $0.rect.isEmpty }
        let natives = fields
            .native("x", .number(\.rect.origin.x))
            .native("y", .number(\.rect.origin.y))
            .native("width", .number(\.rect.size.width))
            .native("height", .number(\.rect.size.height))
        let edges = natives
            .native("minX", .lowEdge(\.rect.origin.x, \.rect.size.width))
            .native("midX", .middle(\.rect.origin.x, \.rect.size.width))
            .native("maxX", .highEdge(\.rect.origin.x, \.rect.size.width))
            .native("minY", .lowEdge(\.rect.origin.y, \.rect.size.height))
            .native("midY", .middle(\.rect.origin.y, \.rect.size.height))
            .native("maxY", .highEdge(\.rect.origin.y, \.rect.size.height))
        let methods: LuaUserdataType<ScriptRect> = edges
            .method("inset") { (r: ScriptRect, arguments: ScriptArguments) in try r.inset(arguments.prefix(4)) }
            .method("offset") { (r: ScriptRect, arguments: ScriptArguments) in try r.offset(arguments.prefix(2)) }
            .method("with") { (r: ScriptRect, fields: LuaTable) in try r.with(fields) }
            .method("contains") { (r: ScriptRect, other: LuaValue) in try r.contains(other) }
            .method("intersects") { (r: ScriptRect, other: GeometryArgument<ScriptRect>) in r.rect.intersects(other.value.rect) }
            .method("intersection") { (r: ScriptRect, other: GeometryArgument<ScriptRect>) -> ScriptRect? in
                let overlap = r.rect.intersection(other.value.rect)
                return overlap.isNull ? nil : ScriptRect(overlap)
            }
            .method("union") { (r: ScriptRect, other: GeometryArgument<ScriptRect>) in
                try ScriptRect(checking: r.rect.union(other.value.rect))
            }
            .method("integral") { (r: ScriptRect) in try ScriptRect(checking: r.rect.integral) }
            .method("standardized") { (r: ScriptRect) in ScriptRect(r.rect.standardized) }
            .method("applying") { (r: ScriptRect, t: ScriptTransform) in try ScriptRect(checking: r.rect.applying(t.transform)) }
            .native("inset", .rectangleInset(limit: ScriptNumbers.maximumMagnitude))
            .native("offset", .rectangleOffset(limit: ScriptNumbers.maximumMagnitude))
            .native("with", .rectangleWith(limit: ScriptNumbers.maximumMagnitude))
        return methods
            .metamethod(.add) { (r: ScriptRect, p: GeometryArgument<ScriptPoint>) in
                try ScriptRect(checking: r.rect.offsetBy(dx: p.value.point.x, dy: p.value.point.y))
            }
            .metamethod(.subtract) { (r: ScriptRect, p: GeometryArgument<ScriptPoint>) in
                try ScriptRect(checking: r.rect.offsetBy(dx: -p.value.point.x, dy: -p.value.point.y))
            }
            .metamethod(.multiply) { (a: Scaled<ScriptRect>, b: Scaled<ScriptRect>) in
                let (r, k) = try Scaled.pair(a, b, "Rect")
                return try ScriptRect(x: r.rect.x * k, y: r.rect.y * k, width: r.rect.width * k, height: r.rect.height * k)
            }
            .metamethod(.equal) { (a: ScriptRect, b: ScriptRect) in a.rect == b.rect }
            .metamethod(.toString) { (r: ScriptRect) in r.description }
    }

    /// `rect(x, y, width, height)`, as a script would write it.
    var description: String {
        let numbers: [String] = [rect.x.formatted, rect.y.formatted, rect.width.formatted, rect.height.formatted]
        return "rect(" + numbers.joined(separator: ", ") + ")"
    }

    /// `inset(d)`, `inset(dx, dy)`, `inset(top, left, bottom, right)` or `inset(insets)`. Insetting past the
    /// rectangle's size is an error (Core Graphics would give the null rectangle).
    private func inset(_ arguments: ScriptArguments) throws -> ScriptRect {
        let insets: EdgeInsets
        switch arguments.count {
        case 1 where arguments.isUserdata(1):
            insets = try arguments.userdata(1, as: ScriptInsets.self).insets
        case 1:
            insets = EdgeInsets(all: try arguments.number(1))
        case 2:
            let (dx, dy) = (try arguments.number(1), try arguments.number(2))
            insets = EdgeInsets(top: dy, left: dx, bottom: dy, right: dx)
        case 4:
            insets = EdgeInsets(top: try arguments.number(1), left: try arguments.number(2),
                                bottom: try arguments.number(3), right: try arguments.number(4))
        default:
            throw LuaError(kind: .runtime, message: "inset takes (d), (dx, dy), (top, left, bottom, right) or (insets)")
        }
        guard insets.isFinite else { throw LuaError(kind: .runtime, message: "inset by \(insets): insets must be finite numbers") }
        let result = rect.inset(by: insets)
        guard !result.isNull else {
            throw LuaError(kind: .runtime, message: "insetting rect\(rect) by \(insets) leaves a negative size")
        }
        return try ScriptRect(checking: result)
    }

    /// `offset(dx, dy)` or `offset(point)`.
    private func offset(_ arguments: ScriptArguments) throws -> ScriptRect {
        if arguments.count == 1, !arguments.isNumber(1) {
            let point = try GeometryValues.point(try arguments.value(1), "offset's point")
            return try ScriptRect(checking: rect.offsetBy(dx: point.x, dy: point.y))
        }
        let dx = try arguments.number(1)
        let dy = arguments.count >= 2 ? try arguments.number(2) : 0
        return try ScriptRect(x: rect.x + dx, y: rect.y + dy, width: rect.width, height: rect.height, for: "the offset rect")
    }

    /// A copy with some fields replaced: `x y width height`, or `origin`, `size`, `center` (which moves it).
    private func with(_ table: LuaTable) throws -> ScriptRect {
        let fields = try ValueFields(table, of: "Rect:with", allowed: ["x", "y", "width", "height", "origin", "size", "center"])
        var result = rect
        if let origin = try fields.value("origin", GeometryValues.point) { result.origin = origin }
        if let size = try fields.value("size", GeometryValues.size) { result.size = size }
        if let center = try fields.value("center", GeometryValues.point) {
            result.origin = Point(x: center.x - result.width / 2, y: center.y - result.height / 2)
        }
        if let x = try fields.number("x") { result.x = x }
        if let y = try fields.number("y") { result.y = y }
        if let width = try fields.number("width") { result.width = width }
        if let height = try fields.number("height") { result.height = height }
        return try ScriptRect(checking: result)
    }

    /// Whether a point, or a whole rectangle, lies inside.
    private func contains(_ value: LuaValue) throws -> Bool {
        if case .userdata(let data) = value, let other = try? data.value(as: ScriptRect.self) {
            return rect.contains(other.rect)
        }
        return rect.contains(try GeometryValues.point(value, "contains' argument"))
    }
}
