/// A Swift value that can be pushed onto the Lua stack: an argument to a Lua function, a result of a
/// host function, a value stored in a table.
///
/// Numbers, booleans, strings, optionals, ``LuaValue`` and the handles conform; userdata types get a
/// conformance from ``LuaUserdataRepresentable``.
public protocol LuaPushable {
    /// Pushes exactly one value. Throws when Lua cannot take it (memory limit, a handle from another
    /// state, an unregistered userdata type).
    func push(onto stack: LuaStack) throws

    /// The value as the Lua number ``push(onto:)`` pushes, when that is all it pushes; nil otherwise
    /// (the default). An implementation detail of LuaKit's calls, which pass plain numbers to Lua
    /// without going through the stack one value at a time; only `Double` implements it.
    var _luaNumber: Double? { get }
}

/// A Swift value that can be read from the Lua stack: an argument of a host function, a result of a
/// Lua function.
public protocol LuaReadable {
    /// Reads the value at `index`, or throws a ``LuaError/Kind/typeMismatch`` ("number expected, got
    /// string") that host functions report as Lua's "bad argument" error.
    static func read(from stack: LuaStack, at index: Int) throws -> Self

    /// The value ``read(from:at:)`` gives for a Lua value that `lua_tonumber` converts to `number`,
    /// when the type reads exactly that; nil otherwise (the default). An implementation detail of
    /// LuaKit's calls, which read plain-number results in C; only `Double` implements it.
    static func _fromLuaNumber(_ number: Double) -> Self?
}

extension LuaPushable {
    /// Nil: a value is not a plain number unless its type says so (only `Double` does).
    @inlinable public var _luaNumber: Double? { nil }
}

extension LuaReadable {
    /// Nil: a type does not read plain numbers directly unless it says so (only `Double` does).
    @inlinable public static func _fromLuaNumber(_ number: Double) -> Self? { nil }
}

/// Both directions.
public typealias LuaConvertible = LuaPushable & LuaReadable
