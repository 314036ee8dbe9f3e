/// The metamethods a userdata type can define (see ``LuaUserdataType/metamethod(_:_:)-(_,(Argument)->(Result))``).
///
/// `__index`, `__newindex` and `__gc` are LuaKit's own: use properties, methods and the fallbacks of
/// ``LuaUserdataType`` instead.
public enum LuaMetamethod: String, Sendable, CaseIterable {
    /// `a + b` (Lua 5.4 manual §2.4: asked when an operand is not a number, or a string convertible to one).
    case add = "__add"
    /// `a - b`.
    case subtract = "__sub"
    /// `a * b`.
    case multiply = "__mul"
    /// `a / b`, float division.
    case divide = "__div"
    /// `a % b`.
    case modulo = "__mod"
    /// `a ^ b`, exponentiation.
    case power = "__pow"
    /// `-a`, unary minus (Lua passes the operand twice; a handler of one argument reads the first).
    case negate = "__unm"
    /// `a // b`, floor division.
    case floorDivide = "__idiv"
    /// `a & b` (asked when an operand is not an integer or a float with an exact integer value).
    case bitwiseAnd = "__band"
    /// `a | b`.
    case bitwiseOr = "__bor"
    /// `a ~ b`, exclusive or.
    case bitwiseExclusiveOr = "__bxor"
    /// `a << b`.
    case shiftLeft = "__shl"
    /// `a >> b`.
    case shiftRight = "__shr"
    /// `~a`, bitwise not (Lua passes the operand twice, as for ``negate``).
    case bitwiseNot = "__bnot"
    /// `a .. b` (asked when an operand is neither a string nor a number).
    case concatenate = "__concat"
    /// `#a`; without it `#` on a userdata is an error.
    case length = "__len"
    /// `==` between two userdata (Lua only asks when both are userdata and not the same one). When an
    /// operand is not of the handler's argument types the answer is false, not an error.
    case equal = "__eq"
    /// `a < b`, and `a > b` with the operands swapped; the result is taken as a boolean.
    case lessThan = "__lt"
    /// `a <= b`, and `a >= b` with the operands swapped; the result is taken as a boolean.
    case lessThanOrEqual = "__le"
    /// Calling the value like a function.
    case call = "__call"
    /// `tostring(value)` and `print(value)`; the default is "Name: 0x…".
    case toString = "__tostring"
    /// Leaving the scope of a to-be-closed variable (`local x <close> = value`).
    case close = "__close"
}
