import LuaKit

extension StyleSession {
    /// The options as scripts see them (`self.options`, `ctx.options`): a table of scalars and lists.
    static func optionsTable(_ options: [String: OptionValue], in state: LuaState) throws -> LuaTable {
        let table = try state.newTable()
        for (key, value) in options {
            if let elements = value.elements {
                let list = try state.newTable()
                for (index, element) in elements.enumerated() { try set(element, at: index + 1, in: list) }
                try table.rawSet(key, list)
            } else {
                try set(value, at: key, in: table)
            }
        }
        return table
    }

    /// Sets a scalar option value in `table` as Lua would write it (a whole number as an integer).
    private static func set(_ value: OptionValue, at key: some LuaPushable, in table: LuaTable) throws {
        switch value {
        case .number(let number):
            if number.rounded() == number, Swift.abs(number) < 1e15 { try table.rawSet(key, Int(number)) } else {
                try table.rawSet(key, number)
            }
        case .string(let text): try table.rawSet(key, text)
        case .bool(let flag): try table.rawSet(key, flag)
        case .numbers, .strings: break
        }
    }
}
