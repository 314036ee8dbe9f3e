import LuaKit
import PresentationKit

/// Edge insets as scripts see them (`insets(top, left, bottom, right)`): immutable, finite.
struct ScriptInsets: ScriptValue {
    static let luaTypeName = "Insets"
    let insets: EdgeInsets

    init(_ insets: EdgeInsets) { self.insets = insets }

    init(top: Double, left: Double, bottom: Double, right: Double, for what: String = "insets") throws {
        insets = EdgeInsets(
            top: try ScriptNumbers.coordinate(top, "\(what)' top"), left: try ScriptNumbers.coordinate(left, "\(what)' left"),
            bottom: try ScriptNumbers.coordinate(bottom, "\(what)' bottom"),
            right: try ScriptNumbers.coordinate(right, "\(what)' right"))
    }

    static func luaType(in _: LuaState, scopes _: HookScopes) -> LuaUserdataType<ScriptInsets> {
        LuaUserdataType<ScriptInsets>()
            .property("top") { $0.insets.top }
            .property("left") { $0.insets.left }
            .property("bottom") { $0.insets.bottom }
            .property("right") { $0.insets.right }
            .property("horizontal") { $0.insets.left + $0.insets.right }
            .property("vertical") { $0.insets.top + $0.insets.bottom }
            .native("top", .number(\.insets.top))
            .native("left", .number(\.insets.left))
            .native("bottom", .number(\.insets.bottom))
            .native("right", .number(\.insets.right))
            .native("horizontal", .sum(\.insets.left, \.insets.right))
            .native("vertical", .sum(\.insets.top, \.insets.bottom))
            .method("with") { (i: ScriptInsets, table: LuaTable) in
                let fields = try ValueFields(table, of: "Insets:with", allowed: ["top", "left", "bottom", "right"])
                return try ScriptInsets(
                    top: fields.number("top") ?? i.insets.top, left: fields.number("left") ?? i.insets.left,
                    bottom: fields.number("bottom") ?? i.insets.bottom, right: fields.number("right") ?? i.insets.right)
            }
            .metamethod(.add) { (a: ScriptInsets, b: ScriptInsets) in
                try ScriptInsets(top: a.insets.top + b.insets.top, left: a.insets.left + b.insets.left,
                                 bottom: a.insets.bottom + b.insets.bottom, right: a.insets.right + b.insets.right)
            }
            .metamethod(.multiply) { (a: Scaled<ScriptInsets>, b: Scaled<ScriptInsets>) in
                let (i, k) = try Scaled.pair(a, b, "Insets")
                return try ScriptInsets(top: i.insets.top * k, left: i.insets.left * k, bottom: i.insets.bottom * k,
                                        right: i.insets.right * k)
            }
            .metamethod(.equal) { (a: ScriptInsets, b: ScriptInsets) in a.insets == b.insets }
            .metamethod(.toString) { (i: ScriptInsets) in
                "insets(\(i.insets.top.formatted), \(i.insets.left.formatted), \(i.insets.bottom.formatted), \(i.insets.right.formatted))"
            }
    }
}
