/// The metamethods a userdata type can define (see ``LuaUserdataType/metamethod(_:_:)-(_,(Argument)->(Result))``).
///
/// `__index`, `__newindex` and `__gc` are LuaKit's own: use properties, methods and the fallbacks of
/// ``LuaUserdataType`` instead.
public enum LuaMetamethod: String, Sendable, CaseIterable {
    case add = "__add"
    case subtract = "__sub"
    case multiply = "__mul"
    case divide = "__div"
    case modulo = "__mod"
    case power = "__pow"
    case negate = "__unm"
    case floorDivide = "__idiv"
    case bitwiseAnd = "__band"
    case bitwiseOr = "__bor"
    case bitwiseExclusiveOr = "__bxor"
    case shiftLeft = "__shl"
    case shiftRight = "__shr"
    case bitwiseNot = "__bnot"
    case concatenate = "__concat"
    case length = "__len"
    /// `==` between two userdata (Lua only asks when both are userdata and not the same one). When an
    /// operand is not of the handler's argument types the answer is false, not an error.
    case equal = "__eq"
    case lessThan = "__lt"
    case lessThanOrEqual = "__le"
    /// Calling the value like a function.
    case call = "__call"
    /// `tostring(value)` and `print(value)`; the default is "Name: 0x…".
    case toString = "__tostring"
    /// Leaving the scope of a to-be-closed variable (`local x <close> = value`).
    case close = "__close"
}
