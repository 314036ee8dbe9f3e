/// A Lua thread (coroutine) held from Swift.
public struct LuaThread {
    @usableFromInline let reference: LuaReference

    init(reference: LuaReference) {
        self.reference = reference
    }
}

extension LuaThread: LuaPushable, LuaReadable {
    /// Pushes the thread it holds (see ``LuaPushable/push(onto:)``).
    @inlinable public func push(onto stack: LuaStack) throws {
        try stack.pushReference(reference)
    }

    /// Reads the thread at `index`, or throws a type mismatch for any other value.
    public static func read(from stack: LuaStack, at index: Int) throws -> LuaThread {
        LuaThread(reference: try stack.reference(at: index, ofType: .thread))
    }
}
