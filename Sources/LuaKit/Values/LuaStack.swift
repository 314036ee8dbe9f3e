internal import CLuaBridge

/// The Lua stack a conversion reads from or pushes onto, handed to ``LuaPushable`` and ``LuaReadable``.
///
/// It is only valid during the call it is given to. Indices are Lua's: 1 is the first argument of a
/// host function, negative indices count from the top.
public struct LuaStack {
    @usableFromInline let state: OpaquePointer
    /// Whether the code handing out this stack already made room for every value it will push
    /// (calls reserve their arguments, host functions their results), so pushes skip the check.
    @usableFromInline let isReserved: Bool
    /// Whether the values pushed are the results of the running host function, so that a plain-data
    /// userdata among them may be left to the C trampoline to allocate (see ``newUserdata``).
    @usableFromInline let isResults: Bool

    @usableFromInline init(_ state: OpaquePointer, isReserved: Bool = false, isResults: Bool = false) {
        self.state = state
        self.isReserved = isReserved
        self.isResults = isResults
    }

    /// Pushes any value that can go to Lua.
    @inlinable public func push(_ value: some LuaPushable) throws {
        try value.push(onto: self)
    }

    /// Reads the value at `index` as `type`, throwing a type mismatch when it does not convert.
    @inlinable public func read<T: LuaReadable>(_ type: T.Type = T.self, at index: Int) throws -> T {
        try T.read(from: self, at: index)
    }

    /// The number of values on the stack (for a host function: its arguments).
    public var count: Int { Int(lua_gettop(state)) }

    /// The Lua type of the value at `index`.
    public func type(at index: Int) -> LuaType {
        LuaType(code: lua_type(state, Int32(index)))
    }

    /// Pushes the results of a host function; returns how many.
    @inlinable func pushResults<each Result: LuaPushable>(_ results: repeat each Result) throws -> Int32 {
        var count: Int32 = 0
        for _ in repeat (each Result).self { count += 1 }
        let stack = LuaStack(try reserving(count).state, isReserved: true, isResults: true)
        repeat try (each results).push(onto: stack)
        return count
    }

    /// Pushes the one result of a host function. Lua gives every C function LUA_MINSTACK free slots,
    /// and reading arguments leaves none behind, so the push needs no check.
    @inlinable func pushResult(_ result: some LuaPushable) throws -> Int32 {
        try result.push(onto: LuaStack(state, isReserved: true, isResults: true))
        return 1
    }

    /// This stack, after making room for `count` more values.
    @usableFromInline func reserving(_ count: Int32) throws -> LuaStack {
        guard lua_checkstack(state, count) != 0 else { throw LuaError.stackExhausted }
        return LuaStack(state, isReserved: true)
    }

    /// Reads the next argument of a host function, counting positions as Lua does.
    @inlinable func argument<T: LuaReadable>(_ type: T.Type, after position: inout Int) throws -> T {
        position += 1
        return try T.read(from: self, at: position)
    }
}

// MARK: - Primitive operations (non-raising, or protected)

extension LuaStack {
    @usableFromInline func pushNumber(_ value: Double) throws {
        guard isReserved || lua_checkstack(state, 1) != 0 else { throw LuaError.stackExhausted }
        lua_pushnumber(state, value)
    }

    @usableFromInline func pushInteger(_ value: Int) throws {
        guard isReserved || lua_checkstack(state, 1) != 0 else { throw LuaError.stackExhausted }
        lua_pushinteger(state, Int64(value))
    }

    @usableFromInline func pushBoolean(_ value: Bool) throws {
        guard isReserved || lua_checkstack(state, 1) != 0 else { throw LuaError.stackExhausted }
        lua_pushboolean(state, value ? 1 : 0)
    }

    @usableFromInline func pushNil() throws {
        guard isReserved || lua_checkstack(state, 1) != 0 else { throw LuaError.stackExhausted }
        lua_pushnil(state)
    }

    /// Strings allocate: the push runs protected and may fail with a memory error.
    @usableFromInline func pushString(_ value: String) throws {
        var value = value
        let status = value.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { luakit_push_string(state, $0.baseAddress, $0.count) }
        }
        guard status == LUA_OK else { throw LuaRuntime.of(state).failure(status: status, in: state) }
    }

    @usableFromInline func pushReference(_ reference: LuaReference) throws {
        try reference.push(onto: state)
    }

    @usableFromInline func number(at index: Int) -> Double? {
        var isNumber: Int32 = 0
        let value = luakit_to_number(state, Int32(index), &isNumber)
        return isNumber != 0 ? value : nil
    }

    @usableFromInline func integer(at index: Int) throws -> Int {
        var isInteger: Int32 = 0
        let value = luakit_to_integer(state, Int32(index), &isInteger)
        if isInteger != 0 { return Int(value) }
        if number(at: index) != nil {
            var error = LuaError.argument(index, "number has no integer representation")
            error.kind = .typeMismatch
            error.stackIndex = index
            throw error
        }
        throw typeMismatch(expected: "number", at: index)
    }

    @usableFromInline func boolean(at index: Int) -> Bool {
        lua_toboolean(state, Int32(index)) != 0
    }

    @usableFromInline func string(at index: Int) throws -> String {
        switch lua_type(state, Int32(index)) {
        case LUA_TSTRING:
            return bytesAsString(at: Int32(index))
        case LUA_TNUMBER:
            // Lua's string functions accept numbers; converting one allocates, so it runs protected.
            let status = luakit_to_string(state, Int32(index))
            guard status == LUA_OK else { throw LuaRuntime.of(state).failure(status: status, in: state) }
            defer { luakit_pop(state, 1) }
            return bytesAsString(at: -1)
        default:
            throw typeMismatch(expected: "string", at: index)
        }
    }

    /// The bytes of the string at `index` (which must be a string) as Swift text; bytes that are not
    /// UTF-8 become U+FFFD.
    func bytesAsString(at index: Int32) -> String {
        var length = 0
        guard let bytes = luakit_string_bytes(state, index, &length) else { return "" }
        return bytes.withMemoryRebound(to: UInt8.self, capacity: length) {
            String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
        }
    }

    /// A registry reference to the value at `index` after checking its type.
    @usableFromInline func reference(at index: Int, ofType type: LuaType) throws -> LuaReference {
        guard lua_type(state, Int32(index)) == type.code else {
            throw typeMismatch(expected: type.description, at: index)
        }
        return try LuaRuntime.of(state).reference(at: Int32(index), in: state)
    }

    /// The error for a value of the wrong type: "number expected, got string". Host functions turn
    /// it into Lua's "bad argument #i to 'f' (number expected, got string)".
    @usableFromInline func typeMismatch(expected: String, at index: Int) -> LuaError {
        let actual = String(cString: luakit_type_name(state, Int32(index)))
        var error = LuaError(kind: .typeMismatch, message: "\(expected) expected, got \(actual)")
        error.stackIndex = index
        error.expectedType = expected
        return error
    }
}
