import LuaKit
import PresentationKit

/// The globals every style file sees besides Lua's safe libraries: `style`, the value constructors
/// (`rect size point insets transform`), `view`, and the animation functions (`animate keyframes
/// withoutAnimation`). `use` and `merge` come from the runtime and the prelude.
enum HostGlobals {
    static func install(in state: LuaState, scopes: HookScopes) throws {
        try state.setHostGlobal("style", state.function { [unowned state] (definition: LuaValue) in
            guard case .table(let table) = definition else {
                throw LuaError(kind: .runtime, message: "style expects a table: return style { summary = …, "
                    + "presentation = { … }, animator = { … } }, not \(definition.typeDescription)")
            }
            scopes.styleCalls.append((table, state.runningLocation()?.line))
            return table
        })
        try state.setHostGlobal("rect", state.function { (a: LuaValue, b: LuaValue, c: LuaValue, d: LuaValue) in
            try rect(ScriptArguments([a, b, c, d], firstIndex: 1))
        })
        try state.setHostGlobal("size", state.function { (width: Double, height: Double) in
            try ScriptSize(width: width, height: height)
        })
        try state.setHostGlobal("point", state.function { (x: Double, y: Double) in try ScriptPoint(x: x, y: y) })
        try state.setHostGlobal("insets", state.function { (a: LuaValue, b: LuaValue, c: LuaValue, d: LuaValue) in
            try insets(ScriptArguments([a, b, c, d], firstIndex: 1))
        })
        try state.setHostGlobal("transform", ScriptTransform.library(in: state))
        try state.setHostGlobal("trace", state.function { [unowned state] (message: LuaValue) in
            try trace(message, scopes: scopes, state: state)
        })
        try state.setHostGlobal("view", ViewConstructor.function(in: state))
        try AnimationFunctions.install(in: state, scopes: scopes)
    }

    /// `trace(message)`: a line in the window's trace (`trace <file:line> <message>`), where the hooks' calls
    /// are: how a style author follows what the style does in `prestyle apply`. Outside a presentation it
    /// does nothing.
    private static func trace(_ message: LuaValue, scopes: HookScopes, state: LuaState) throws {
        guard let window = scopes.current?.window else { return }
        let text: String
        switch message {
        case .string(let string): text = string
        case .table, .function, .userdata, .thread: text = message.typeDescription
        default: text = message.description
        }
        let location = state.runningLocation()?.description ?? scopes.current?.file ?? "style"
        window.trace.record("trace", target: location, detail: text)
    }

    /// `rect(x, y, width, height)` or `rect(origin, size)`.
    private static func rect(_ arguments: ScriptArguments) throws -> ScriptRect {
        if arguments.count == 2, arguments.isUserdata(1) {
            let origin = try arguments.userdata(1, as: ScriptPoint.self).point
            let size = try arguments.userdata(2, as: ScriptSize.self).size
            return ScriptRect(Rect(origin: origin, size: size))
        }
        guard arguments.count == 4 else {
            throw LuaError(kind: .runtime, message: "rect takes (x, y, width, height) or (origin, size)")
        }
        return try ScriptRect(x: arguments.number(1), y: arguments.number(2), width: arguments.number(3),
                              height: arguments.number(4))
    }

    /// `insets(top, left, bottom, right)`, `insets(vertical, horizontal)` or `insets(all)`.
    private static func insets(_ arguments: ScriptArguments) throws -> ScriptInsets {
        switch arguments.count {
        case 1:
            let all = try arguments.number(1)
            return try ScriptInsets(top: all, left: all, bottom: all, right: all)
        case 2:
            let (vertical, horizontal) = (try arguments.number(1), try arguments.number(2))
            return try ScriptInsets(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
        case 4:
            return try ScriptInsets(top: arguments.number(1), left: arguments.number(2), bottom: arguments.number(3),
                                    right: arguments.number(4))
        default:
            throw LuaError(kind: .runtime, message: "insets takes (top, left, bottom, right), (vertical, horizontal) or (all)")
        }
    }
}
