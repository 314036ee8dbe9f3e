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
/// is copied out where it lies — no reference to it is made, and the numbers its constructors checked are
/// not checked again here — and anything else is kept as a ``LuaKit/LuaValue`` for `GeometryValues.rect`,
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
    /// result"). Whether a frame is usable is the engine's gate (``PresentationKit/UnusableGeometry``), asked
    /// once here; this only words its answer.
    func frame(_ what: String) throws -> Rect {
        let rect: Rect
        switch self {
        case .rect(let answered): rect = answered
        case .other(let value): rect = try GeometryValues.rect(value, what)
        }
        switch UnusableGeometry(frame: rect) {
        case nil: return rect
        case .negativeSize?:
            throw LuaError(kind: .runtime, message: "\(what) has a negative size (\(rect.size)): use a width and height of 0 or more")
        // Rect's constructors and GeometryValues.rect checked every number: kept so no new kind of answer slips by.
        case .notFinite?: throw LuaError(kind: .runtime, message: "\(what) is not finite (\(rect))")
        }
    }
}
