internal import CLuaBridge

/// A Lua value kept alive from Swift: a reference in the state's registry, dropped when the last
/// handle holding it goes away (see ``LuaRuntime/releaseLater(_:)``).
@usableFromInline
final class LuaReference {
    @usableFromInline let runtime: LuaRuntime
    let reference: Int32
    /// The chunk a function came from, when LuaKit loaded it (errors without a position use it).
    var chunkName: String?

    init(runtime: LuaRuntime, reference: Int32) {
        self.runtime = runtime
        self.reference = reference
    }

    deinit {
        runtime.releaseLater(reference)
    }

    /// Pushes the value onto `state`, which must belong to the same Lua state.
    func push(onto state: OpaquePointer) throws {
        guard UnsafeMutableRawPointer(luakit_runtime_of(state)) == UnsafeMutableRawPointer(runtime.runtime) else {
            throw LuaError(kind: .typeMismatch, message: "a value from one Lua state cannot be used in another")
        }
        guard runtime.mainThread != nil else {
            throw LuaError(kind: .stateClosed, message: "the Lua state is closed")
        }
        guard lua_checkstack(state, 1) != 0 else { throw LuaError.stackExhausted }
        lua_rawgeti(state, luakit_registry_index(), Int64(reference))
    }

    /// Pushes the value onto the current thread and runs `body` with its index; restores the stack.
    func withPushed<T>(_ body: (OpaquePointer, Int32) throws -> T) throws -> T {
        let state = try runtime.currentThread()
        let top = lua_gettop(state)
        defer { lua_settop(state, top) }
        try push(onto: state)
        return try body(state, top + 1)
    }

    /// Whether both handles hold the same Lua value (raw equality, no metamethods).
    func isRawEqual(to other: LuaReference) -> Bool {
        guard runtime === other.runtime, let state = try? runtime.currentThread(), lua_checkstack(state, 2) != 0 else {
            return false
        }
        let top = lua_gettop(state)
        defer { lua_settop(state, top) }
        lua_rawgeti(state, luakit_registry_index(), Int64(reference))
        lua_rawgeti(state, luakit_registry_index(), Int64(other.reference))
        return lua_rawequal(state, -1, -2) != 0
    }
}
