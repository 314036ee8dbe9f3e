import LuaKit
import PresentationKit

/// The one Lua state of a registry, set up for styles: the sandbox and its limits, the value, view and
/// animation bindings, the host globals every style sees, and the prelude's helpers.
///
/// Owned by its ``StyleRegistry``; delegates it vends hold it too, so presentations outlive the registry
/// object if they must. Not thread-safe: one isolation domain.
final class StyleRuntime {
    let state: LuaState
    let scopes: HookScopes
    /// The style files being loaded, for `use()` and the `style` global.
    let loading = StyleLoadingState()
    let configuration: StyleRegistry.Configuration
    /// Every limit its style code runs under.
    let limits: StyleLimits
    /// `makeSelf(host, hooks, options, chrome)` from the prelude.
    let makeSelf: LuaFunction
    /// `copy(value)`: a deep copy of a table (what `use()` hands out).
    let copy: LuaFunction
    /// Finds another style's definition for `use(name)` called from the file being loaded; set by the registry.
    var useResolver: ((_ name: String, _ caller: String?) throws -> LuaTable)?

    init(configuration: StyleRegistry.Configuration) throws {
        self.configuration = configuration
        let limits = StyleLimits(configuration)
        self.limits = limits
        state = try LuaState(configuration: .init(
            sandboxed: true, memoryLimit: limits.memoryLimit, instructionBudget: limits.instructionBudget,
            timeLimit: limits.timeLimit))
        scopes = HookScopes(limits: limits)
        for type in ScriptTypes.descriptions(in: state, scopes: scopes) { try type.register(in: state) }
        try HostGlobals.install(in: state, scopes: scopes, loading: loading)
        let environment = try state.newEnvironment()
        let helpers = try Prelude.helpers(in: state, environment: environment)
        makeSelf = try helpers.get("makeSelf", as: LuaFunction.self)
        copy = try helpers.get("copy", as: LuaFunction.self)
        try state.setHostGlobal("merge", try helpers.get("merge", as: LuaFunction.self))
        try state.setHostGlobal("use", state.function { [unowned self] (name: String) in try self.use(name) })
    }

    deinit {
        state.close()
    }

    /// `use(name)`: a copy of another style's definition, so a style borrows without changing the original.
    private func use(_ name: String) throws -> LuaTable {
        guard let caller = loading.current else {
            throw LuaError(kind: .runtime, message: "use() works while a style file loads: call it at the top of the file")
        }
        guard let useResolver else { throw LuaError(kind: .runtime, message: "use() has no registry to look in") }
        // A lookup is host work the instruction budget does not see (it lists the style folders): a file
        // calling use() in a loop would run for minutes before the budget stopped it.
        loading.useCalls += 1
        guard loading.useCalls <= StyleLimits.maximumUseCalls else {
            throw LuaError(kind: .runtime, message: "use() called more than \(StyleLimits.maximumUseCalls) times while loading "
                + "(a style borrows from a few others, once each)")
        }
        let definition = try useResolver(name, caller.file)
        return try copy.call(definition) as LuaTable
    }
}
