import LuaKit
import PresentationKit

/// A size as scripts see it (`size(w, h)`): immutable, finite, with arithmetic.
struct ScriptSize: ScriptValue {
    static let luaTypeName = "Size"
    let size: Size

    init(_ size: Size) { self.size = size }

    /// A size from script numbers, checked (negative sizes are allowed, as in Core Graphics; frames refuse them).
    init(width: Double, height: Double, for what: String = "a size") throws {
        size = Size(width: try ScriptNumbers.coordinate(width, "\(what)'s width"),
                    height: try ScriptNumbers.coordinate(height, "\(what)'s height"))
    }

    static func luaType(in _: LuaState, scopes _: HookScopes) -> LuaUserdataType<ScriptSize> {
        LuaUserdataType<ScriptSize>()
            .property("width") { $0.size.width }
            .property("height") { $0.size.height }
            .native("width", .number(\.size.width))
            .native("height", .number(\.size.height))
            .property("isEmpty") { $0.size.width == 0 || $0.size.height == 0 }
            .method("with") { (s: ScriptSize, fields: LuaTable) in
                let values = try ValueFields(fields, of: "Size", allowed: ["width", "height"])
                return try ScriptSize(width: values.number("width") ?? s.size.width,
                                      height: values.number("height") ?? s.size.height)
            }
            .method("transposed") { (s: ScriptSize) in ScriptSize(s.size.transposed) }
            .metamethod(.add) { (a: GeometryArgument<ScriptSize>, b: GeometryArgument<ScriptSize>) in
                try ScriptSize(width: a.value.size.width + b.value.size.width, height: a.value.size.height + b.value.size.height)
            }
            .metamethod(.subtract) { (a: GeometryArgument<ScriptSize>, b: GeometryArgument<ScriptSize>) in
                try ScriptSize(width: a.value.size.width - b.value.size.width, height: a.value.size.height - b.value.size.height)
            }
            .metamethod(.multiply) { (a: Scaled<ScriptSize>, b: Scaled<ScriptSize>) in
                let (s, k) = try Scaled.pair(a, b, "Size")
                return try ScriptSize(width: s.size.width * k, height: s.size.height * k)
            }
            .metamethod(.divide) { (s: ScriptSize, k: Double) in
                try ScriptSize(width: s.size.width / k, height: s.size.height / k)
            }
            .metamethod(.equal) { (a: ScriptSize, b: ScriptSize) in a.size == b.size }
            .metamethod(.toString) { (s: ScriptSize) in "size(\(s.size.width.formatted), \(s.size.height.formatted))" }
    }
}

extension Double {
    /// The number as scripts would write it.
    var formatted: String { ScriptNumbers.format(self) }
}
