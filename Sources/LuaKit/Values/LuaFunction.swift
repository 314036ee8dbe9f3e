/// A Lua function held from Swift. Call it with ``call(_:)-(Argument)->()`` (typed) or ``call(with:)`` (any values).
public struct LuaFunction {
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
