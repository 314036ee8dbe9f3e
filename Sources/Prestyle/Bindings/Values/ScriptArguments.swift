import LuaKit

/// The arguments of a method that takes several forms (`r:inset(d)`, `r:inset(dx, dy)`…), with trailing nils
/// dropped, read with Lua's own "bad argument" errors.
struct ScriptArguments {
    private let values: [LuaValue]
    /// The stack index of the first argument: 2 for a method (1 is self), 1 for a function.
    private let firstIndex: Int

    init(_ values: [LuaValue], firstIndex: Int = 2) {
        var values = values
        while values.last == .nil { values.removeLast() }
        self.values = values
        self.firstIndex = firstIndex
    }

    var count: Int { values.count }

    /// Argument `position` (1-based, after self).
    subscript(position: Int) -> LuaValue { position <= values.count ? values[position - 1] : .nil }

    func isUserdata(_ position: Int) -> Bool {
        if case .userdata = self[position] { return true }
        return false
    }

    func number(_ position: Int) throws -> Double {
        guard let number = self[position].doubleValue else {
            throw LuaError.argument(position + firstIndex - 1, "number expected, got \(self[position].typeDescription)")
        }
        return number
    }

    func userdata<T: LuaUserdataRepresentable>(_ position: Int, as type: T.Type) throws -> T {
        guard case .userdata(let data) = self[position], let value = try? data.value(as: T.self) else {
            throw LuaError.argument(position + firstIndex - 1, "\(T.luaTypeName) expected, got \(self[position].typeDescription)")
        }
        return value
    }
}
