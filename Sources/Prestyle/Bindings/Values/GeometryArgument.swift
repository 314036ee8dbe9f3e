import LuaKit

/// A Rect, Size or Point where the API takes one — a view's `frame`, `bounds` or `center`, a method's
/// argument, an operand of `+` — as the value itself or as a plain table (`{0, 0, 10, 10}`,
/// `{x = 0, y = 0, width = 10, height = 10}`) read by ``GeometryValues``, every number checked. Pushed
/// back, it is the value.
struct GeometryArgument<Value: TableReadable>: LuaReadable, LuaPushable {
    let value: Value

    init(_ value: Value) { self.value = value }

    static func read(from stack: LuaStack, at index: Int) throws -> Self {
        guard stack.type(at: index) == .table else { return Self(try Value.read(from: stack, at: index)) }
        return Self(try Value(table: try stack.read(LuaValue.self, at: index)))
    }

    func push(onto stack: LuaStack) throws { try value.push(onto: stack) }
}

/// A value type scripts may also write as a plain table.
protocol TableReadable: LuaUserdataRepresentable {
    init(table: LuaValue) throws
}

extension ScriptRect: TableReadable {
    init(table: LuaValue) throws { self.init(try GeometryValues.rect(table, "rect")) }
}

extension ScriptSize: TableReadable {
    init(table: LuaValue) throws { self.init(try GeometryValues.size(table, "size")) }
}

extension ScriptPoint: TableReadable {
    init(table: LuaValue) throws { self.init(try GeometryValues.point(table, "point")) }
}
