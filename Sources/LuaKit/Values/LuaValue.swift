internal import CLuaBridge

/// Any Lua value, as Swift sees it.
///
/// Tables, functions, userdata and threads are handles: they keep the Lua value alive while Swift
/// holds them. Strings are copied into Swift (`String`); bytes that are not UTF-8 become U+FFFD.
public enum LuaValue {
    /// Lua's `nil`.
    case `nil`
    /// A boolean.
    case boolean(Bool)
    /// Lua 5.4's integer subtype.
    case integer(Int)
    /// Lua 5.4's float subtype.
    case number(Double)
    /// A string, copied into Swift.
    case string(String)
    /// A handle to a table.
    case table(LuaTable)
    /// A handle to a function.
    case function(LuaFunction)
    /// A handle to a userdata.
    case userdata(LuaUserdata)
    /// A handle to a thread (coroutine).
    case thread(LuaThread)

    /// The Lua type of the value.
    public var type: LuaType {
        switch self {
        case .nil: .nil
        case .boolean: .boolean
        case .integer, .number: .number
        case .string: .string
        case .table: .table
        case .function: .function
        case .userdata: .userdata
        case .thread: .thread
        }
    }

    /// The value as a Double, for integers and floats.
    public var doubleValue: Double? {
        switch self {
        case .integer(let value): Double(value)
        case .number(let value): value
        default: nil
        }
    }

    /// The string, for strings.
    public var stringValue: String? {
        if case .string(let value) = self { value } else { nil }
    }

    /// The table, for tables.
    public var tableValue: LuaTable? {
        if case .table(let value) = self { value } else { nil }
    }

    /// The function, for functions.
    public var functionValue: LuaFunction? {
        if case .function(let value) = self { value } else { nil }
    }

    /// Whether Lua considers the value true (everything but nil and false).
    public var isTruthy: Bool {
        switch self {
        case .nil, .boolean(false): false
        default: true
        }
    }
}

extension LuaValue: LuaPushable, LuaReadable {
    /// Pushes the value; a handle must belong to the state of `stack`.
    public func push(onto stack: LuaStack) throws {
        switch self {
        case .nil: try stack.pushNil()
        case .boolean(let value): try stack.pushBoolean(value)
        case .integer(let value): try stack.pushInteger(value)
        case .number(let value): try stack.pushNumber(value)
        case .string(let value): try stack.pushString(value)
        case .table(let value): try stack.pushReference(value.reference)
        case .function(let value): try stack.pushReference(value.reference)
        case .userdata(let value): try stack.pushReference(value.reference)
        case .thread(let value): try stack.pushReference(value.reference)
        }
    }

    /// Reads any value at `index`: never a type mismatch.
    public static func read(from stack: LuaStack, at index: Int) throws -> LuaValue {
        let state = stack.state
        switch stack.type(at: index) {
        case .none, .nil: return .nil
        case .boolean: return .boolean(stack.boolean(at: index))
        case .number:
            if lua_isinteger(state, Int32(index)) != 0 { return .integer(try stack.integer(at: index)) }
            return .number(stack.number(at: index) ?? .nan)
        case .string: return .string(try stack.string(at: index))
        case .table: return .table(LuaTable(reference: try stack.reference(at: index, ofType: .table)))
        case .function: return .function(LuaFunction(reference: try stack.reference(at: index, ofType: .function)))
        case .userdata:
            let reference = try LuaRuntime.of(state).reference(at: Int32(index), in: state)
            return .userdata(LuaUserdata(reference: reference))
        case .thread: return .thread(LuaThread(reference: try stack.reference(at: index, ofType: .thread)))
        }
    }
}

extension LuaValue: Equatable {
    /// Lua's raw equality: same type and value; handles are equal when they hold the same Lua object.
    /// Integers and floats compare by value, as in Lua (`1 == 1.0`).
    public static func == (lhs: LuaValue, rhs: LuaValue) -> Bool {
        switch (lhs, rhs) {
        case (.nil, .nil): true
        case (.boolean(let a), .boolean(let b)): a == b
        case (.integer(let a), .integer(let b)): a == b
        case (.number, _), (.integer, _): lhs.doubleValue != nil && lhs.doubleValue == rhs.doubleValue
        case (.string(let a), .string(let b)): a == b
        case (.table(let a), .table(let b)): a.reference.isRawEqual(to: b.reference)
        case (.function(let a), .function(let b)): a.reference.isRawEqual(to: b.reference)
        case (.userdata(let a), .userdata(let b)): a.reference.isRawEqual(to: b.reference)
        case (.thread(let a), .thread(let b)): a.reference.isRawEqual(to: b.reference)
        default: false
        }
    }
}

extension LuaValue: CustomStringConvertible {
    /// The value for messages: scalars as Lua prints them, strings quoted, other values by their type.
    public var description: String {
        switch self {
        case .nil: "nil"
        case .boolean(let value): "\(value)"
        case .integer(let value): "\(value)"
        case .number(let value): "\(value)"
        case .string(let value): value.debugDescription
        case .table: "table"
        case .function: "function"
        case .userdata: "userdata"
        case .thread: "thread"
        }
    }
}

extension LuaValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral
{
    /// `nil` in Swift code is Lua's nil.
    public init(nilLiteral: ()) { self = .nil }
    /// A Swift boolean literal is a Lua boolean.
    public init(booleanLiteral value: Bool) { self = .boolean(value) }
    /// A Swift integer literal is a Lua integer.
    public init(integerLiteral value: Int) { self = .integer(value) }
    /// A Swift floating-point literal is a Lua float.
    public init(floatLiteral value: Double) { self = .number(value) }
    /// A Swift string literal is a Lua string.
    public init(stringLiteral value: String) { self = .string(value) }
}
