internal import CLuaBridge

/// The owner of one `lua_State` and its C runtime: what ``LuaState`` and every handle share.
///
/// Handles (tables, functions…) keep the runtime object alive, never the Lua state: after
/// ``close()`` the pointers are gone and every operation throws ``LuaError/Kind/stateClosed``, while
/// releasing a handle does nothing.
@usableFromInline
final class LuaRuntime {
    // The hot path reads these on every call; they are only ever touched from the state's isolation
    // domain and never across a callback, so the dynamic exclusivity checks buy nothing.
    /// The main thread; nil once closed.
    @exclusivity(unchecked) private(set) var mainThread: OpaquePointer?
    let runtime: UnsafeMutablePointer<luakit_runtime>
    let sandboxed: Bool
    /// Registry references whose handles went away, released at the next safe point (see
    /// `releaseLater`).
    @exclusivity(unchecked) private var pendingReleases: [Int32] = []
    /// The callables of registered userdata types: the metatables point at them without owning them.
    private var typeCallables: [HostCallable] = []
    /// The last Lua error a host function passed back out, to restore its details when it surfaces.
    var lastHostFailure: LuaError?
    @exclusivity(unchecked) private(set) var isClosing = false

    init(configuration: LuaState.Configuration) throws {
        runtime = .allocate(capacity: 1)
        runtime.initialize(to: luakit_runtime())
        runtime.pointee.memory_limit = configuration.memoryLimit.map { size_t(max($0, 0)) } ?? 0
        runtime.pointee.budget = configuration.instructionBudget.map { Int64(max($0, 1)) } ?? 0
        runtime.pointee.time_limit = configuration.timeLimit.map { $0.isFinite && $0 > 0 ? $0 : 0 } ?? 0
        runtime.pointee.max_depth = Int32(clamping: max(configuration.maximumNesting, 1))
        runtime.pointee.host_entry = { state, callable in
            Unmanaged<HostCallable>.fromOpaque(callable!)._withUnsafeGuaranteedRef { $0.body(state!) }
        }
        runtime.pointee.host_release = { callable in
            Unmanaged<HostCallable>.fromOpaque(callable!).release()
        }
        sandboxed = configuration.sandboxed
        guard let state = luakit_newstate(runtime) else {
            runtime.deallocate()
            throw LuaError(kind: .memory, message: "cannot create a Lua state: not enough memory")
        }
        mainThread = state
        runtime.pointee.host_context = Unmanaged.passUnretained(self).toOpaque()
        luakit_update_budget_hook(state)
        let status = luakit_open_libraries(state, sandboxed ? 1 : 0)
        if status != LUA_OK {
            let error = failure(status: status, in: state)
            close()
            throw error.adding(context: "opening the standard libraries")
        }
    }

    deinit {
        close()
        runtime.deinitialize(count: 1)
        runtime.deallocate()
    }

    /// The runtime of a thread of a LuaKit state (for host functions, which only get the thread).
    static func of(_ state: OpaquePointer) -> LuaRuntime {
        Unmanaged<LuaRuntime>.fromOpaque(luakit_runtime_of(state).pointee.host_context).takeUnretainedValue()
    }

    /// Closes the Lua state: runs every pending finalizer, frees all Lua memory and releases every
    /// Swift object Lua held. Idempotent.
    func close() {
        guard let state = mainThread, !isClosing else { return }
        precondition(runtime.pointee.depth == 0, "LuaState.close() called from inside a call into Lua")
        isClosing = true
        pendingReleases.removeAll()
        luakit_close(state)
        mainThread = nil
        typeCallables.removeAll()
        isClosing = false
    }

    /// The thread to work on: the one running the innermost host function, or the main thread.
    func currentThread() throws -> OpaquePointer {
        guard mainThread != nil, !isClosing, let state = runtime.pointee.current_thread else {
            throw LuaError(kind: .stateClosed, message: "the Lua state is closed")
        }
        if !pendingReleases.isEmpty { releasePending(in: state) }
        return state
    }

    // MARK: Registry references

    /// Called when a handle goes away. Handles die wherever ARC lets them: in the middle of Swift code
    /// that has values on the Lua stack, inside finalizers, during `lua_close`. So the reference is
    /// only queued, and `luaL_unref` runs at the next entry into the runtime, where the stack is
    /// known to have room.
    func releaseLater(_ reference: Int32) {
        guard mainThread != nil, !isClosing else { return }
        pendingReleases.append(reference)
        runtime.pointee.pending_releases = Int32(clamping: pendingReleases.count)
    }

    private func releasePending(in state: OpaquePointer) {
        let references = pendingReleases
        pendingReleases.removeAll(keepingCapacity: true)
        runtime.pointee.pending_releases = 0
        guard lua_checkstack(state, 4) != 0 else { return }
        for reference in references {
            luaL_unref(state, luakit_registry_index(), reference)
        }
    }

    /// Takes the value at `index` into the registry.
    func reference(at index: Int32, in state: OpaquePointer) throws -> LuaReference {
        guard lua_checkstack(state, 2) != 0 else { throw LuaError.stackExhausted }
        lua_pushvalue(state, index)
        var reference: Int32 = LUA_NOREF
        let status = luakit_ref(state, &reference)
        guard status == LUA_OK else { throw failure(status: status, in: state) }
        return LuaReference(runtime: self, reference: reference)
    }

    // MARK: Limits

    var memoryLimit: Int? {
        get { runtime.pointee.memory_limit == 0 ? nil : Int(runtime.pointee.memory_limit) }
        set { runtime.pointee.memory_limit = newValue.map { size_t(max($0, 1)) } ?? 0 }
    }

    var instructionBudget: Int? {
        get { runtime.pointee.budget == 0 ? nil : Int(runtime.pointee.budget) }
        set {
            runtime.pointee.budget = newValue.map { Int64(max($0, 1)) } ?? 0
            if let state = mainThread { luakit_update_budget_hook(state) }
        }
    }

    // MARK: Userdata types

    /// Keeps the callables of a registered type alive until the state is closed.
    func retainForTypes(_ callables: [HostCallable]) {
        typeCallables.append(contentsOf: callables)
    }
}
