import LuaKit

/// An operand of `*` that is either a number or a value of `T`, so both `r * 2` and `2 * r` work.
enum Scaled<T: LuaUserdataRepresentable>: LuaReadable {
    case number(Double)
    case value(T)

    static func read(from stack: LuaStack, at index: Int) throws -> Scaled<T> {
        if stack.type(at: index) == .number { return .number(try stack.read(Double.self, at: index)) }
        return .value(try stack.read(T.self, at: index))
    }

    /// The value and the factor of `a * b`, in either order; two values or two numbers are an error.
    static func pair(_ a: Scaled, _ b: Scaled, _ name: String) throws -> (T, Double) {
        switch (a, b) {
        case (.value(let value), .number(let factor)), (.number(let factor), .value(let value)): return (value, factor)
        default: throw LuaError(kind: .runtime, message: "a \(name) can only be multiplied by a number")
        }
    }
}
