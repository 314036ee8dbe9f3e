internal import CLuaBridge

/// Lua's basic types, as `type()` names them.
public enum LuaType: Sendable, Hashable, CustomStringConvertible {
    /// No value at all (past the last argument).
    case none
    /// `nil`: the absence of a useful value.
    case `nil`
    /// `true` or `false`.
    case boolean
    /// An integer or a float (Lua 5.4's two number subtypes).
    case number
    /// An immutable byte string.
    case string
    /// A table: Lua's one data structure.
    case table
    /// A Lua function or a host function.
    case function
    /// A full or light userdata: a Swift value or C data.
    case userdata
    /// A coroutine.
    case thread

    init(code: Int32) {
        switch code {
        case LUA_TNIL: self = .nil
        case LUA_TBOOLEAN: self = .boolean
        case LUA_TNUMBER: self = .number
        case LUA_TSTRING: self = .string
        case LUA_TTABLE: self = .table
        case LUA_TFUNCTION: self = .function
        case LUA_TUSERDATA, LUA_TLIGHTUSERDATA: self = .userdata
        case LUA_TTHREAD: self = .thread
        default: self = .none
        }
    }

    var code: Int32 {
        switch self {
        case .none: LUA_TNONE
        case .nil: LUA_TNIL
        case .boolean: LUA_TBOOLEAN
        case .number: LUA_TNUMBER
        case .string: LUA_TSTRING
        case .table: LUA_TTABLE
        case .function: LUA_TFUNCTION
        case .userdata: LUA_TUSERDATA
        case .thread: LUA_TTHREAD
        }
    }

    /// The type's name as Lua's `type()` gives it (`"no value"` for an index past the top).
    public var description: String {
        switch self {
        case .none: "no value"
        case .nil: "nil"
        case .boolean: "boolean"
        case .number: "number"
        case .string: "string"
        case .table: "table"
        case .function: "function"
        case .userdata: "userdata"
        case .thread: "thread"
        }
    }
}
