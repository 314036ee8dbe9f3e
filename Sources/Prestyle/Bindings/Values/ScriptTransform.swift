import LuaKit
import PresentationKit

/// An affine transform as scripts see it: `transform.identity`, `transform.scale(sx, sy)`,
/// `transform.rotate(radians)`, `transform.translate(tx, ty)`, composed with `*` — `a * b` applies `a`, then
/// `b` (Core Graphics' `a.concatenating(b)`), so `transform.scale(2, 2) * transform.translate(10, 0)` scales,
/// then moves.
struct ScriptTransform: ScriptValue {
    static let luaTypeName = "Transform"
    let transform: PresentationKit.AffineTransform

    init(_ transform: PresentationKit.AffineTransform) { self.transform = transform }

    /// A transform from script numbers, checked: finite components within range.
    init(checking transform: PresentationKit.AffineTransform, for what: String = "a transform") throws {
        for (name, value) in [("a", transform.a), ("b", transform.b), ("c", transform.c), ("d", transform.d)] {
            _ = try ScriptNumbers.coordinate(value, "\(what)'s \(name)")
        }
        _ = try ScriptNumbers.coordinate(transform.tx, "\(what)'s tx")
        _ = try ScriptNumbers.coordinate(transform.ty, "\(what)'s ty")
        self.transform = transform
    }

    static func luaType(in _: LuaState, scopes _: HookScopes) -> LuaUserdataType<ScriptTransform> {
        LuaUserdataType<ScriptTransform>()
            .property("a") { $0.transform.a }
            .property("b") { $0.transform.b }
            .property("c") { $0.transform.c }
            .property("d") { $0.transform.d }
            .property("tx") { $0.transform.tx }
            .property("ty") { $0.transform.ty }
            .property("isIdentity") { $0.transform.isIdentity }
            .native("a", .number(\.transform.a))
            .native("b", .number(\.transform.b))
            .native("c", .number(\.transform.c))
            .native("d", .number(\.transform.d))
            .native("tx", .number(\.transform.tx))
            .native("ty", .number(\.transform.ty))
            .method("inverted") { (t: ScriptTransform) in try ScriptTransform(checking: t.transform.inverted()) }
            .method("scaled") { (t: ScriptTransform, sx: Double, sy: Double?) in
                try ScriptTransform(checking: t.transform.concatenating(.init(scaleX: sx, y: sy ?? sx)))
            }
            .method("rotated") { (t: ScriptTransform, angle: Double) in
                try ScriptTransform(checking: t.transform.concatenating(.init(rotationAngle: try ScriptNumbers.coordinate(angle, "an angle"))))
            }
            .method("translated") { (t: ScriptTransform, tx: Double, ty: Double) in
                try ScriptTransform(checking: t.transform.concatenating(.init(translationX: tx, y: ty)))
            }
            .metamethod(.multiply) { (a: ScriptTransform, b: ScriptTransform) in
                try ScriptTransform(checking: a.transform.concatenating(b.transform))
            }
            .metamethod(.equal) { (a: ScriptTransform, b: ScriptTransform) in a.transform == b.transform }
            .metamethod(.toString) { (t: ScriptTransform) in t.description }
    }

    /// `transform.make(a, b, c, d, tx, ty)`, as a script would write it.
    var description: String {
        let numbers = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map(\.formatted)
        return "transform.make(" + numbers.joined(separator: ", ") + ")"
    }

    /// The `transform` table of constructors a style's environment gets.
    static func library(in state: LuaState) throws -> LuaTable {
        let library = try state.newTable()
        try library.rawSet("identity", ScriptTransform(.identity))
        try library.rawSet("scale", state.function { (sx: Double, sy: Double?) in
            try ScriptTransform(checking: .init(scaleX: sx, y: sy ?? sx), for: "transform.scale")
        })
        try library.rawSet("rotate", state.function { (angle: Double) in
            try ScriptTransform(checking: .init(rotationAngle: try ScriptNumbers.coordinate(angle, "transform.rotate's angle")))
        })
        try library.rawSet("translate", state.function { (tx: Double, ty: Double) in
            try ScriptTransform(checking: .init(translationX: tx, y: ty), for: "transform.translate")
        })
        try library.rawSet("make", state.function { (a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) in
            try ScriptTransform(checking: .init(a: a, b: b, c: c, d: d, tx: tx, ty: ty), for: "transform.make")
        })
        return library
    }
}
