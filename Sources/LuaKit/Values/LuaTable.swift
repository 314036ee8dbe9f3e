internal import CLuaBridge

/// A Lua table held from Swift.
///
/// ``get(_:)`` and ``set(_:_:)`` behave like Lua's `t[k]` and `t[k] = v`, metamethods included (run
/// protected, under the state's limits); ``rawGet(_:)`` and ``rawSet(_:_:)`` skip them.
///
/// ```swift
/// let environment = try state.newEnvironment()
/// try environment.set("scale", 2.0)
/// let frame = try environment.get("frame", as: LuaFunction.self)
/// ```
public struct LuaTable {
    @usableFromInline let reference: LuaReference

    init(reference: LuaReference) {
        self.reference = reference
    }

    /// `self[key]`, running `__index` when the key is absent.
    public func get(_ key: some LuaPushable) throws -> LuaValue {
        try get(key, as: LuaValue.self)
    }

    /// `self[key]` read as `type`; a value of another type is a ``LuaError/Kind/typeMismatch``.
    public func get<Value: LuaReadable>(_ key: some LuaPushable, as type: Value.Type) throws -> Value {
        try reference.withPushed { state, table in
            try key.push(onto: LuaStack(state))
            let status = luakit_get_table(state, table)
            guard status == LUA_OK else { throw reference.runtime.failure(status: status, in: state) }
            do {
                return try Value.read(from: LuaStack(state), at: -1)
            } catch var error as LuaError where error.kind == .typeMismatch {
                error.message = "field \(Self.describe(key)): \(error.message)"
                throw error
            }
        }
    }

    /// `self[key] = value`, running `__newindex` when the key is absent.
    public func set(_ key: some LuaPushable, _ value: some LuaPushable) throws {
        try store(key, value, with: luakit_set_table)
    }

    /// `rawget(self, key)`.
    public func rawGet(_ key: some LuaPushable) throws -> LuaValue {
        try reference.withPushed { state, table in
            try key.push(onto: LuaStack(state))
            lua_rawget(state, table)
            return try LuaValue.read(from: LuaStack(state), at: -1)
        }
    }

    /// `rawset(self, key, value)`.
    public func rawSet(_ key: some LuaPushable, _ value: some LuaPushable) throws {
        try store(key, value, with: luakit_raw_set)
    }

    private func store(
        _ key: some LuaPushable,
        _ value: some LuaPushable,
        with operation: (OpaquePointer?, Int32) -> Int32
    ) throws {
        try reference.withPushed { state, table in
            let stack = LuaStack(state)
            try key.push(onto: stack)
            try value.push(onto: stack)
            let status = operation(state, table)
            guard status == LUA_OK else { throw reference.runtime.failure(status: status, in: state) }
        }
    }

    /// The raw length of the sequence part (`rawlen`), without `__len`; 0 once the state is closed.
    public var count: Int {
        (try? reference.withPushed { state, table in Int(lua_rawlen(state, table)) }) ?? 0
    }

    /// Every key and value, in Lua's `next` order (unspecified).
    public func entries() throws -> [(key: LuaValue, value: LuaValue)] {
        try reference.withPushed { state, table in
            let stack = LuaStack(state)
            var result: [(key: LuaValue, value: LuaValue)] = []
            try stack.pushNil()
            while true {
                var more: Int32 = 0
                let status = luakit_next(state, table, &more)
                guard status == LUA_OK else { throw reference.runtime.failure(status: status, in: state) }
                guard more != 0 else { return result }
                result.append((try LuaValue.read(from: stack, at: -2), try LuaValue.read(from: stack, at: -1)))
                luakit_pop(state, 1)
            }
        }
    }

    /// The values of the sequence `self[1]`, `self[2]`, … up to the raw length, read as `type`.
    ///
    /// The elements are read raw (`rawget`: no `__index`). An element of another type throws a
    /// ``LuaError/Kind/typeMismatch`` whose message names its position (`element #3: …`).
    public func array<Element: LuaReadable>(of type: Element.Type) throws -> [Element] {
        try reference.withPushed { state, table in
            let length = lua_rawlen(state, table)
            var result: [Element] = []
            result.reserveCapacity(Int(length))
            guard lua_checkstack(state, 1) != 0 else { throw LuaError.stackExhausted }
            for position in 0..<Int64(length) {
                lua_rawgeti(state, table, position + 1)
                defer { luakit_pop(state, 1) }
                do {
                    result.append(try Element.read(from: LuaStack(state), at: -1))
                } catch var error as LuaError where error.kind == .typeMismatch {
                    error.message = "element #\(position + 1): \(error.message)"
                    throw error
                }
            }
            return result
        }
    }

    private static func describe(_ key: some LuaPushable) -> String {
        switch key {
        case let key as String: "'\(key)'"
        case let key as LuaValue: key.description
        default: "\(key)"
        }
    }
}

extension LuaTable: LuaPushable, LuaReadable {
    /// Pushes the table it holds (see ``LuaPushable/push(onto:)``).
    @inlinable public func push(onto stack: LuaStack) throws {
        try stack.pushReference(reference)
    }

    /// Reads the table at `index`, or throws a type mismatch for any other value.
    public static func read(from stack: LuaStack, at index: Int) throws -> LuaTable {
        LuaTable(reference: try stack.reference(at: index, ofType: .table))
    }
}
