/// A Lua userdata held from Swift: a value of a registered Swift type (see ``LuaUserdataType``), or
/// one made by C code.
public struct LuaUserdata {
    @usableFromInline let reference: LuaReference

    init(reference: LuaReference) {
        self.reference = reference
    }

    /// The Swift value inside, if it is a `T`.
    public func value<T: LuaUserdataRepresentable>(as type: T.Type = T.self) throws -> T {
        try reference.withPushed { state, index in try T.read(from: LuaStack(state), at: Int(index)) }
    }
}

extension LuaUserdata: LuaPushable, LuaReadable {
    /// Pushes the userdata it holds (see ``LuaPushable/push(onto:)``).
    @inlinable public func push(onto stack: LuaStack) throws {
        try stack.pushReference(reference)
    }

    /// Reads the userdata at `index`, or throws a type mismatch for any other value.
    public static func read(from stack: LuaStack, at index: Int) throws -> LuaUserdata {
        LuaUserdata(reference: try stack.reference(at: index, ofType: .userdata))
    }
}
