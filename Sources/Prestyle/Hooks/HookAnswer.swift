import LuaKit
import PresentationKit

/// What a hook answered, as read from the Lua stack before the engine sees it: whether the hook answered
/// nothing (a missing `return`, which messages point out) is all the calling code needs to know in general.
protocol HookAnswer: LuaReadable {
    /// Whether the hook returned nothing (or nil).
    var isNothing: Bool { get }
}

extension LuaValue: HookAnswer {
    var isNothing: Bool { self == .nil }
}

/// A rectangle a hook answers (`frameOfPresentedView`), read straight from the Lua stack: a `Rect` userdata
/// is copied out where it lies — no reference to it is made, and the geometry its constructors checked is
/// not checked again here — and anything else is kept as a ``LuaKit/LuaValue`` for `GeometryValues.frame`,
/// which reads plain tables and words what is wrong.
enum RectAnswer: HookAnswer {
    case rect(Rect)
    case other(LuaValue)

    static func read(from stack: LuaStack, at index: Int) throws -> RectAnswer {
        if stack.type(at: index) == .userdata, let rect = try? ScriptRect.read(from: stack, at: index) { return .rect(rect.rect) }
        return .other(try LuaValue.read(from: stack, at: index))
    }

    var isNothing: Bool {
        if case .other(.nil) = self { return true }
        return false
    }

    /// The frame it gives, or the error that says why it gives none (`what` names it: "frameOfPresentedView's
    /// result").
    func frame(_ what: String) throws -> Rect {
        switch self {
        case .rect(let rect): try GeometryValues.frame(rect, what)
        case .other(let value): try GeometryValues.frame(value, what)
        }
    }
}
