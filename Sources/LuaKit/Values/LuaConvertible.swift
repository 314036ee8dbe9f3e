/// A Swift value that can be pushed onto the Lua stack: an argument to a Lua function, a result of a
/// host function, a value stored in a table.
///
/// Numbers, booleans, strings, optionals, ``LuaValue`` and the handles conform; userdata types get a
/// conformance from ``LuaUserdataRepresentable``.
public protocol LuaPushable {
    /// Pushes exactly one value. Throws when Lua cannot take it (memory limit, a handle from another
    /// state, an unregistered userdata type).
    func push(onto stack: LuaStack) throws
}

/// A Swift value that can be read from the Lua stack: an argument of a host function, a result of a
/// Lua function.
public protocol LuaReadable {
    /// Reads the value at `index`, or throws a ``LuaError/Kind/typeMismatch`` ("number expected, got
    /// string") that host functions report as Lua's "bad argument" error.
    static func read(from stack: LuaStack, at index: Int) throws -> Self
}

/// Both directions.
public typealias LuaConvertible = LuaPushable & LuaReadable
