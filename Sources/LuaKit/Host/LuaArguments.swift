/// The arguments of a variadic host function (see ``LuaState/variadicFunction(_:)``), read by position
/// with the same errors as typed host functions: `try arguments.read(Double.self, at: 2)` on a string
/// is Lua's "bad argument #2 to 'f' (number expected, got string)".
///
/// Only valid during the call it is given to.
public struct LuaArguments {
    @usableFromInline let stack: LuaStack

    @usableFromInline init(_ stack: LuaStack) {
        self.stack = stack
    }

    /// How many arguments the caller passed.
    public var count: Int { stack.count }

    /// The Lua type of argument `position` (``LuaType/none`` past the last one).
    public func type(at position: Int) -> LuaType {
        stack.type(at: position)
    }

    /// Argument `position` (1-based) as `type`.
    @inlinable public func read<T: LuaReadable>(_ type: T.Type = T.self, at position: Int) throws -> T {
        try T.read(from: stack, at: position)
    }

    /// Every argument as a ``LuaValue``.
    public func values() throws -> [LuaValue] {
        try (0..<count).map { try LuaValue.read(from: stack, at: $0 + 1) }
    }
}
