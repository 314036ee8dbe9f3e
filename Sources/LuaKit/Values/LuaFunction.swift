/// A Lua function held from Swift. Call it with ``call(_:)-(Argument)->()`` (typed) or ``call(with:)`` (any values).
public struct LuaFunction {
    @usableFromInline let reference: LuaReference

    init(reference: LuaReference) {
        self.reference = reference
    }
}

extension LuaFunction: LuaPushable, LuaReadable {
    /// Pushes the function it holds (see ``LuaPushable/push(onto:)``).
    @inlinable public func push(onto stack: LuaStack) throws {
        try stack.pushReference(reference)
    }

    /// Reads the function at `index`, or throws a type mismatch for any other value.
    public static func read(from stack: LuaStack, at index: Int) throws -> LuaFunction {
        LuaFunction(reference: try stack.reference(at: index, ofType: .function))
    }
}
