internal import CLuaBridge

/// One Lua 5.4 state: sandboxed, with an instruction budget per call and a memory cap (all on by
/// default), and Swift's way in and out of it.
///
/// ```swift
/// let state = try LuaState()
/// try state.setHostGlobal("clamp", state.function { (x: Double, lo: Double, hi: Double) in min(max(x, lo), hi) })
/// let environment = try state.newEnvironment()
/// try state.load(source, chunkName: "Styles/cool.lua", environment: environment).call()
/// let frame = try environment.get("frame", as: LuaFunction.self)
/// let (x, y): (Double, Double) = try frame.call(320.0, 480.0)
/// ```
///
/// A state is not thread-safe and not `Sendable`: create it, use it and close it in one isolation
/// domain. It is closed by ``close()`` or, at the latest, when it is deinitialized; closing runs every
/// pending Lua finalizer and releases every Swift object Lua held. Handles (``LuaTable``,
/// ``LuaFunction``…) may outlive it: they then throw ``LuaError/Kind/stateClosed``.
///
/// **Errors never cross Swift frames.** Lua raises errors with `longjmp`; LuaKit makes every call that
/// may raise inside `lua_pcall` (in the small C target CLuaBridge) and lets Swift host functions return
/// their failures to a C trampoline, which raises only after the Swift frame has returned. See
/// CLuaBridge.h for the rules.
public final class LuaState {
    @usableFromInline let runtime: LuaRuntime

    /// Creates a state with the standard libraries a sandbox allows (or all of them, when
    /// `configuration.sandboxed` is false).
    ///
    /// - Throws: ``LuaError`` of kind ``LuaError/Kind/memory`` when Lua cannot allocate the state, or the
    ///   error met opening the standard libraries (under a very small ``Configuration/memoryLimit``).
    public init(configuration: Configuration = Configuration()) throws {
        runtime = try LuaRuntime(configuration: configuration)
    }

    deinit {
        runtime.close()
    }

    /// Closes the Lua state now. Pending finalizers run (Lua runs them with hooks off, out of the
    /// instruction budget's reach: a sandbox refuses `__gc` to scripts for that reason); Swift objects
    /// held by Lua are released. Calling it again does nothing. It must not be called from inside a
    /// host function (that is a programming error and traps).
    public func close() {
        runtime.close()
    }

    /// Whether ``close()`` has run.
    public var isClosed: Bool { runtime.mainThread == nil }

    // MARK: Limits

    /// The memory cap in bytes (nil: none). Lowering it below what is in use makes every further
    /// allocation fail until memory is freed.
    public var memoryLimit: Int? {
        get { runtime.memoryLimit }
        set { runtime.memoryLimit = newValue }
    }

    /// The bytes Lua has allocated now.
    public var memoryInUse: Int { Int(runtime.runtime.pointee.memory_used) }

    /// The most bytes Lua has had allocated at once.
    public var peakMemoryInUse: Int { Int(runtime.runtime.pointee.memory_peak) }

    /// The Lua instructions one call from the host may run, nested calls included (nil: unlimited).
    public var instructionBudget: Int? {
        get { runtime.instructionBudget }
        set { runtime.instructionBudget = newValue }
    }

    /// Seconds one call from the host may take (nil: no limit); see ``Configuration/timeLimit``.
    public var timeLimit: Double? {
        let limit = runtime.runtime.pointee.time_limit
        return limit > 0 ? limit : nil
    }

    /// The instructions the budget has counted (allocation charges included) over every call from the host
    /// since the state opened: read it before and after a client's calls to cap what they cost together.
    public var instructionsSpent: Int { Int(runtime.runtime.pointee.instructions_spent) }

    /// Runs a full garbage collection, finalizers included (see ``close()``).
    ///
    /// - Throws: ``LuaError`` of kind ``LuaError/Kind/stateClosed`` once the state is closed.
    public func collectGarbage() throws {
        let state = try runtime.currentThread()
        luakit_collect_garbage(state)
    }

    // MARK: Tables and globals

    /// A new, empty table.
    ///
    /// - Throws: ``LuaError``: ``LuaError/Kind/memory`` past the memory limit, ``LuaError/Kind/stateClosed``
    ///   once the state is closed.
    public func newTable() throws -> LuaTable {
        let state = try runtime.currentThread()
        let status = luakit_new_table(state, 0, 0)
        guard status == LUA_OK else { throw runtime.failure(status: status, in: state) }
        defer { luakit_pop(state, 1) }
        return LuaTable(reference: try runtime.reference(at: -1, in: state))
    }

    /// A new environment for a script: a global table with fresh copies of the libraries the state
    /// allows, and every host global (see ``setHostGlobal(_:_:)``). What a script does to its
    /// environment, `string.format` included, no other environment sees.
    ///
    /// - Throws: ``LuaError``: ``LuaError/Kind/memory`` past the memory limit, ``LuaError/Kind/stateClosed``
    ///   once the state is closed.
    public func newEnvironment() throws -> LuaTable {
        let state = try runtime.currentThread()
        let status = luakit_new_environment(state)
        guard status == LUA_OK else { throw runtime.failure(status: status, in: state) }
        defer { luakit_pop(state, 1) }
        return LuaTable(reference: try runtime.reference(at: -1, in: state))
    }

    /// Adds a global that every environment created from now on gets (`style`, `rect`, `animate`…).
    /// Environments get the value itself: share tables and userdata only when scripts may share them.
    ///
    /// - Throws: ``LuaError`` when the value cannot be pushed or stored (the memory limit, a full stack), or
    ///   of kind ``LuaError/Kind/stateClosed`` once the state is closed.
    public func setHostGlobal(_ name: String, _ value: some LuaPushable) throws {
        let state = try runtime.currentThread()
        guard lua_checkstack(state, 3) != 0 else { throw LuaError.stackExhausted }
        let top = lua_gettop(state)
        defer { lua_settop(state, top) }
        luakit_push_host_globals(state)
        let stack = LuaStack(state)
        try name.push(onto: stack)
        try value.push(onto: stack)
        let status = luakit_raw_set(state, top + 1)
        guard status == LUA_OK else { throw runtime.failure(status: status, in: state) }
    }
}
