import LuaKit

/// The fields of a table a script passes to describe a value (`r:with{ x = 10 }`, `view{ … }`,
/// `animate{ … }`), read once, with unknown names refused — a misspelt field is an error that names the
/// closest real one, not a silently ignored setting.
struct ValueFields {
    let owner: String
    private(set) var values: [String: LuaValue] = [:]
    /// Array entries (`{0, 0.5, fn}`), in order.
    private(set) var positional: [LuaValue] = []

    /// Reads `table`'s entries; string keys must be among `allowed`, integer keys count as positional when
    /// `allowsPositional`.
    init(_ table: LuaTable, of owner: String, allowed: [String], allowsPositional: Bool = false) throws {
        self.owner = owner
        var positional: [Int: LuaValue] = [:]
        for (key, value) in try table.entries() {
            switch key {
            case .string(let name):
                guard allowed.contains(name) else {
                    let hint = NameSuggestions.closest(to: name, among: allowed).first.map { " (did you mean '\($0)'?)" } ?? ""
                    throw LuaError(kind: .runtime, message: "\(owner) has no field '\(name)'\(hint); its fields are "
                        + allowed.joined(separator: ", "))
                }
                values[name] = value
            case .integer(let index) where allowsPositional && index >= 1:
                positional[index] = value
            default:
                throw LuaError(kind: .runtime, message: "\(owner) takes named fields (\(allowed.joined(separator: ", "))), not \(key)")
            }
        }
        self.positional = (0..<positional.count).map { positional[$0 + 1] ?? .nil }
    }

    func has(_ name: String) -> Bool { values[name] != nil }

    /// The field as it is (nil when absent).
    func raw(_ name: String) -> LuaValue { values[name] ?? .nil }

    /// The field as a number, nil when absent; another type is an error.
    func number(_ name: String) throws -> Double? {
        try values[name].map { try Self.number($0, "\(owner).\(name)") }
    }

    func string(_ name: String) throws -> String? {
        try values[name].map { try Self.string($0, "\(owner).\(name)") }
    }

    func boolean(_ name: String) throws -> Bool? {
        try values[name].map { try Self.boolean($0, "\(owner).\(name)") }
    }

    /// `value` as a number; another type is an error naming `what`.
    static func number(_ value: LuaValue, _ what: String) throws -> Double {
        guard let number = value.doubleValue else {
            throw LuaError(kind: .runtime, message: "\(what) must be a number, not \(value.typeDescription)")
        }
        return number
    }

    /// `value` as a string; another type is an error naming `what`.
    static func string(_ value: LuaValue, _ what: String) throws -> String {
        guard let text = value.stringValue else {
            throw LuaError(kind: .runtime, message: "\(what) must be a string, not \(value.typeDescription)")
        }
        return text
    }

    /// `value` as a boolean; another type (even one Lua counts as true) is an error naming `what`.
    static func boolean(_ value: LuaValue, _ what: String) throws -> Bool {
        guard case .boolean(let flag) = value else {
            throw LuaError(kind: .runtime, message: "\(what) must be true or false, not \(value.typeDescription)")
        }
        return flag
    }

    func function(_ name: String) throws -> LuaFunction? {
        guard let value = values[name] else { return nil }
        guard let function = value.functionValue else {
            throw LuaError(kind: .runtime, message: "\(owner).\(name) must be a function, not \(value.typeDescription)")
        }
        return function
    }

    func table(_ name: String) throws -> LuaTable? {
        guard let value = values[name] else { return nil }
        guard let table = value.tableValue else {
            throw LuaError(kind: .runtime, message: "\(owner).\(name) must be a table, not \(value.typeDescription)")
        }
        return table
    }

    /// The field as a value of a userdata type (or what `convert` makes of a table), nil when absent.
    func value<T>(_ name: String, _ convert: (LuaValue, String) throws -> T) throws -> T? {
        guard let value = values[name] else { return nil }
        return try convert(value, "\(owner).\(name)")
    }
}

extension LuaValue {
    /// The value's type as a message says it: `nil`, `number`, `a string "…"`, `a Rect`…
    var typeDescription: String {
        switch self {
        case .nil: "nil"
        case .boolean(let flag): "\(flag)"
        case .integer, .number: "the number \(doubleValue!.formatted)"
        case .string(let text): "the string \(text.debugDescription)"
        case .table: "a table"
        case .function: "a function"
        case .userdata(let data): "a \(ScriptTypes.name(of: data) ?? "userdata")"
        case .thread: "a coroutine"
        }
    }
}
