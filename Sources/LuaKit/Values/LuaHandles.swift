/// A Lua function held from Swift. Call it with ``call(_:)`` (typed) or ``call(with:)`` (any values).
public struct LuaFunction {
    @usableFromInline let reference: LuaReference

    init(reference: LuaReference) {
        self.reference = reference
    }
}

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

/// A Lua thread (coroutine) held from Swift.
public struct LuaThread {
    @usableFromInline let reference: LuaReference

    init(reference: LuaReference) {
        self.reference = reference
    }
}

extension LuaFunction: LuaPushable, LuaReadable {
    @inlinable public func push(onto stack: LuaStack) throws {
        try stack.pushReference(reference)
    }

    public static func read(from stack: LuaStack, at index: Int) throws -> LuaFunction {
        LuaFunction(reference: try stack.reference(at: index, ofType: .function))
    }
}

extension LuaUserdata: LuaPushable, LuaReadable {
    @inlinable public func push(onto stack: LuaStack) throws {
        try stack.pushReference(reference)
    }

    public static func read(from stack: LuaStack, at index: Int) throws -> LuaUserdata {
        LuaUserdata(reference: try stack.reference(at: index, ofType: .userdata))
    }
}

extension LuaThread: LuaPushable, LuaReadable {
    @inlinable public func push(onto stack: LuaStack) throws {
        try stack.pushReference(reference)
    }

    public static func read(from stack: LuaStack, at index: Int) throws -> LuaThread {
        LuaThread(reference: try stack.reference(at: index, ofType: .thread))
    }
}
