// Conversions of Swift's standard types. They follow Lua's C API conventions: numbers accept numeric
// strings (luaL_checknumber), strings accept numbers (luaL_checkstring), booleans accept any value
// (lua_toboolean), and integers refuse numbers with a fraction.

/// A Lua number: pushed as a float; read from a number, or from a string that converts to one, as
/// `luaL_checknumber` reads it (`"0.5"` reads as 0.5).
extension Double: LuaPushable, LuaReadable {
    /// Pushes a Lua float.
    @inlinable public func push(onto stack: LuaStack) throws {
        try stack.pushNumber(self)
    }

    /// Reads the number at `index` (see ``LuaReadable/read(from:at:)``).
    @inlinable public static func read(from stack: LuaStack, at index: Int) throws -> Double {
        guard let value = stack.number(at: index) else { throw stack.typeMismatch(expected: "number", at: index) }
        return value
    }

    /// The number itself: LuaKit's calls pass it to Lua without the stack.
    @inlinable public var _luaNumber: Double? { self }

    /// The number itself: LuaKit's calls read it without the stack.
    @inlinable public static func _fromLuaNumber(_ number: Double) -> Double? { number }
}

/// A Lua integer: pushed as one; read from a number with an exact integer value (`3` and `3.0`, not `3.5`: that
/// is the argument error "number has no integer representation") or a string that converts to one, as
/// `luaL_checkinteger` reads it.
extension Int: LuaPushable, LuaReadable {
    /// Pushes a Lua integer.
    @inlinable public func push(onto stack: LuaStack) throws {
        try stack.pushInteger(self)
    }

    /// Reads the integer at `index` (see ``LuaReadable/read(from:at:)``).
    @inlinable public static func read(from stack: LuaStack, at index: Int) throws -> Int {
        try stack.integer(at: index)
    }
}

/// A Lua boolean: pushed as one; read from any value by Lua's truth rule (`lua_toboolean`): only `nil` and
/// `false` are false, so `0` and `""` read as true.
extension Bool: LuaPushable, LuaReadable {
    /// Pushes a Lua boolean.
    @inlinable public func push(onto stack: LuaStack) throws {
        try stack.pushBoolean(self)
    }

    /// Reads the boolean at `index` (see ``LuaReadable/read(from:at:)``).
    @inlinable public static func read(from stack: LuaStack, at index: Int) throws -> Bool {
        stack.boolean(at: index)
    }
}

/// A Lua string: pushed as its UTF-8 bytes; read from a string, or from a number as its text (as
/// `luaL_checkstring` reads it). Bytes that are not UTF-8 read as U+FFFD; read `Data` to keep them.
extension String: LuaPushable, LuaReadable {
    /// Pushes a Lua string (copied into Lua).
    @inlinable public func push(onto stack: LuaStack) throws {
        try stack.pushString(self)
    }

    /// Reads the string at `index` (see ``LuaReadable/read(from:at:)``).
    @inlinable public static func read(from stack: LuaStack, at index: Int) throws -> String {
        try stack.string(at: index)
    }
}

/// An optional pushes its wrapped value, or `nil` when it has none.
extension Optional: LuaPushable where Wrapped: LuaPushable {
    /// Pushes the wrapped value, or nil.
    @inlinable public func push(onto stack: LuaStack) throws {
        if let self { try self.push(onto: stack) } else { try stack.pushNil() }
    }
}

/// An optional reads `nil`, or no value (an argument not given), as nil, and anything else as `Wrapped`: an
/// optional argument of a Swift function is one Lua may leave out.
extension Optional: LuaReadable where Wrapped: LuaReadable {
    /// nil (or no value) reads as nil; anything else must read as `Wrapped`.
    @inlinable public static func read(from stack: LuaStack, at index: Int) throws -> Wrapped? {
        switch stack.type(at: index) {
        case .nil, .none: nil
        default: try Wrapped.read(from: stack, at: index)
        }
    }
}
