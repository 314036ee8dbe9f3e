internal import CLuaBridge

/// A Swift type whose values Lua holds as userdata.
///
/// Conforming is all a type needs to be pushed to Lua and read back (as an argument, a result, a
/// table field); ``LuaUserdataType`` gives it methods, properties and metamethods in a state. The
/// value is stored inline in the userdata (a struct is copied in, a class instance is retained) and
/// released by the userdata's `__gc`.
///
/// ```swift
/// extension Rect: LuaUserdataRepresentable {}   // scripts see it as "Rect"
/// ```
///
/// Reading checks the userdata's metatable, so a value of another type is a clean error —
/// "bad argument #1 to 'inset' (Rect expected, got Transform)" — never a bad cast.
public protocol LuaUserdataRepresentable: LuaPushable, LuaReadable {
    /// The name scripts and error messages see; the Swift type name by default.
    static var luaTypeName: String { get }
}

extension LuaUserdataRepresentable {
    /// The Swift type's name, e.g. `Rect`.
    public static var luaTypeName: String { String(describing: Self.self) }

    /// The key of the type's metatable in a state's registry: the address of the type's metadata,
    /// unique per type and a light userdata to Lua, so lookups never allocate.
    @inlinable static var luaTypeKey: UnsafeRawPointer {
        UnsafeRawPointer(bitPattern: UInt(bitPattern: ObjectIdentifier(Self.self)))!
    }

    /// Pushes a copy of the value as a full userdata of its registered type; throws when the type was
    /// not registered in this state.
    @inlinable public func push(onto stack: LuaStack) throws {
        let payload = try stack.newUserdata(size: MemoryLayout<Self>.size, typeKey: Self.luaTypeKey, type: Self.self)
        payload.initializeMemory(as: Self.self, to: self)
    }

    /// Reads a copy of the value at `index`; throws a type mismatch naming both types for anything else.
    @inlinable public static func read(from stack: LuaStack, at index: Int) throws -> Self {
        try payload(in: stack, at: index).pointee
    }

    /// The value's memory inside the userdata at 1 of a property getter or setter, or a fallback:
    /// the `__index` and `__newindex` trampolines have checked its type already.
    @inlinable static func member(of stack: LuaStack) -> UnsafeMutablePointer<Self> {
        stack.checkedSelf().assumingMemoryBound(to: Self.self)
    }

    /// The value's memory inside the userdata at `index`, after checking its type.
    @inlinable static func payload(in stack: LuaStack, at index: Int) throws -> UnsafeMutablePointer<Self> {
        guard let memory = stack.userdata(at: index, typeKey: luaTypeKey) else {
            throw stack.typeMismatch(expected: luaTypeName, at: index)
        }
        return memory.assumingMemoryBound(to: Self.self)
    }
}

extension LuaStack {
    /// A new userdata of `size` bytes with the metatable registered for the type: the memory to
    /// initialize the value in, which the caller does before anything else touches Lua.
    ///
    /// Allocating may raise, so it runs protected; except for the result of a host function when the
    /// type is plain data: then the memory is the C trampoline's, the result's slot holds the
    /// metatable, and the trampoline allocates the userdata once this Swift frame has returned
    /// (saving a protected call per value a script creates).
    @usableFromInline func newUserdata<T>(size: Int, typeKey: UnsafeRawPointer, type: T.Type) throws
        -> UnsafeMutableRawPointer
    {
        if isResults, _isPOD(T.self), size <= LUAKIT_PENDING_USERDATA_CAPACITY,
            let pending = luakit_runtime_of(state).pointee.pending_userdata, pending.pointee.slot == 0
        {
            guard lua_rawgetp(state, luakit_registry_index(), typeKey) == LUA_TTABLE else {
                luakit_pop(state, 1)
                throw Self.unregistered(type)
            }
            pending.pointee.slot = lua_gettop(state)
            pending.pointee.size = size
            return luakit_pending_bytes(pending)!
        }
        var payload: UnsafeMutableRawPointer?
        let status = luakit_new_userdata(state, size, typeKey, &payload)
        switch status {
        case LUA_OK:
            return payload!
        case LUAKIT_STATUS_UNREGISTERED:
            throw Self.unregistered(type)
        default:
            throw LuaRuntime.of(state).failure(status: status, in: state)
        }
    }

    static func unregistered<T>(_ type: T.Type) -> LuaError {
        LuaError(
            kind: .typeMismatch,
            message: "\(String(describing: type)) is not registered in this Lua state "
                + "(register a LuaUserdataType<\(String(describing: type))> first)"
        )
    }

    /// The memory of the userdata at `index` when it is of the type registered under `typeKey`.
    @usableFromInline func userdata(at index: Int, typeKey: UnsafeRawPointer) -> UnsafeMutableRawPointer? {
        luakit_test_userdata(state, Int32(index), typeKey)
    }

    /// The memory of the userdata at 1, which the C trampoline calling a member has type-checked.
    @usableFromInline func checkedSelf() -> UnsafeMutableRawPointer {
        lua_touserdata(state, 1)!
    }

    /// The memory of the userdata at `index` without checking its type: only for finalizers, which
    /// Lua calls with a value of their own type.
    @usableFromInline func finalizedUserdata(at index: Int) -> UnsafeMutableRawPointer? {
        lua_touserdata(state, Int32(index))
    }
}
