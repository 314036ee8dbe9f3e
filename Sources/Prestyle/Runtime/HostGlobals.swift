import LuaKit
import PresentationKit

/// The globals every style file sees besides Lua's safe libraries: `style`, the value constructors
/// (`rect size point insets`), `view`, the animation functions (`animate keyframes withoutAnimation`) and
/// `trace` (which `print` becomes), and `project` (a flick's projected distance). `use` and `merge` come from the runtime and the prelude; `transform`, a
/// table, is made for each style's environment (``installLibraries(in:state:)``).
enum HostGlobals {
    static func install(in state: LuaState, scopes: HookScopes, loading: StyleLoadingState) throws {
        try state.setHostGlobal("style", state.function { [unowned state] (definition: LuaValue) in
            guard case .table(let table) = definition else {
                throw LuaError(kind: .runtime, message: "style expects a table: return style { summary = …, "
                    + "presentation = { … }, animator = { … } }, not \(definition.typeDescription)")
            }
            loading.styleCalls.append((table, state.runningLocation()?.line))
            return table
        })
        try state.setHostGlobal("rect", state.function { (arguments: ScriptArguments) in
            try rect(arguments.prefix(4))
        })
        try state.setHostGlobal("size", state.function { (width: Double, height: Double) in
            try ScriptSize(width: width, height: height)
        })
        try state.setHostGlobal("point", state.function { (x: Double, y: Double) in try ScriptPoint(x: x, y: y) })
        try state.setHostGlobal("insets", state.function { (arguments: ScriptArguments) in
            try insets(arguments.prefix(4))
        })
        let tostring = try state.newEnvironment().get("tostring", as: LuaFunction.self)
        let traceFunction = try state.variadicFunction { [unowned state] arguments in
            try trace(arguments, scopes: scopes, state: state, tostring: tostring)
            return []
        }
        try state.setHostGlobal("trace", traceFunction)
        try state.setHostGlobal("print", traceFunction)
        try state.setHostGlobal("view", ViewConstructor.function(in: state, scopes: scopes))
        try AnimationFunctions.install(in: state, scopes: scopes)
        try DynamicsFunction.install(in: state, scopes: scopes)
        try Projection.install(in: state)
    }

    /// Puts the globals that are tables into a style's environment: a fresh `transform` each time, since the
    /// environments of all styles share the host globals themselves, and a style that changed a shared table
    /// (`transform.scale = …`) would change every other style.
    static func installLibraries(in environment: LuaTable, state: LuaState) throws {
        try environment.rawSet("transform", ScriptTransform.library(in: state))
    }

    /// `trace(…)` (and `print(…)`, the same): a line in the window's trace (`trace <file:line> <values>`), where
    /// the hooks' calls are — how a style author follows what the style does in `prestyle apply`. The values
    /// are written as `tostring` writes them, separated by spaces. A style has no standard output of its own
    /// (`prestyle apply --format json` writes the document there), so `print` comes here too. Outside a
    /// presentation it does nothing.
    ///
    /// A line is cut to a readable length, and a delegate's style code may write at most
    /// ``StyleLimits/maximumTraceLines`` of them (the trace is kept in memory; a loop tracing for ever would
    /// fill it): past that they are left out, which is reported once.
    private static func trace(_ arguments: LuaArguments, scopes: HookScopes, state: LuaState, tostring: LuaFunction) throws {
        guard let scope = scopes.current, let window = scope.window else { return }
        let location = state.runningLocation()
        guard scope.session?.admitTraceLine() ?? true else {
            if scope.session?.refusedFirstTraceLine == true {
                scope.report(.warning, "style code traced more than \(StyleLimits.maximumTraceLines) lines; the rest are "
                    + "left out of the trace", code: .style.styleRunaway, at: location)
            }
            return
        }
        let text = try arguments.values().map { value in
            if case .string(let string) = value { return string }
            return try tostring.call(value) as String
        }.joined(separator: " ")
        window.trace.record("trace", target: location?.description ?? scope.file, detail: DiagnosticText.capped(text))
    }

    /// `rect(x, y, width, height)` or `rect(origin, size)`.
    private static func rect(_ arguments: ScriptArguments) throws -> ScriptRect {
        if arguments.count == 2 {
            let origin = try GeometryValues.point(try arguments.value(1), "rect's origin")
            let size = try GeometryValues.size(try arguments.value(2), "rect's size")
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
