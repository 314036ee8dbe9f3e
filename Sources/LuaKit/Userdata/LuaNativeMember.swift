internal import CLuaBridge

/// How Lua answers a member of a plain-data userdata type in C, from the value's own bytes, without calling
/// Swift: a getter that reads numbers stored in the value, or a fast path in front of a method.
///
/// Calling into Swift is most of what reading `r.x` or calling `r:inset(30)` costs — the trampoline, the
/// host callable, reading the arguments through ``LuaStack`` — when the work itself is an addition. A
/// native member keeps such work in C. It is declared beside the Swift member it stands for, which stays
/// the member's definition:
///
/// ```swift
/// LuaUserdataType<Frame>()
///     .property("x", native: .number(\.origin.x)) { $0.origin.x }
///     .method("inset", native: .rectangleInset(limit: 1e7)) { (f: Frame, arguments: …) in … }
/// ```
///
/// A native getter must give what the Swift getter gives, for every value. A native method handles only
/// the common, valid calls — numbers where numbers are expected, results within range — and hands every
/// other call, unchanged, to the Swift method, which does the same work and words the same errors; so the
/// messages, the argument checks and the rare forms of a method stay in one place, in Swift, and a style
/// sees no difference but the speed. Neither runs Lua code or charges the instruction budget beyond what
/// its allocation costs, as the Swift member would.
///
/// Only plain-data types (no references: `_isPOD`) may have native members: C reads their bytes.
public struct LuaNativeMember<Object>: Sendable {
    enum Kind: Sendable {
        /// A getter: its code for `luakit_native_get` (kind | first offset << 8 | second offset << 20).
        case getter(Int64)
        /// A method's fast path: its number for `luakit_native_method` and the largest magnitude a result
        /// component may have.
        case method(Int32, limit: Double)
    }

    let kind: Kind

    /// The number stored at `keyPath`, a stored `Double` of the value (`\.origin.x`).
    public static func number(_ keyPath: KeyPath<Object, Double>) -> Self {
        getter(Int64(LUAKIT_NATIVE_NUMBER), keyPath, keyPath)
    }

    /// The sum of two stored numbers (`left + right`).
    public static func sum(_ first: KeyPath<Object, Double>, _ second: KeyPath<Object, Double>) -> Self {
        getter(Int64(LUAKIT_NATIVE_SUM), first, second)
    }

    /// The middle of an extent from `origin`, `length` long: `origin + length / 2` (`CGRect.midX`).
    public static func middle(_ origin: KeyPath<Object, Double>, _ length: KeyPath<Object, Double>) -> Self {
        getter(Int64(LUAKIT_NATIVE_MIDDLE), origin, length)
    }

    /// The low end of an extent from `origin`, `length` long, which may be negative: `min(origin, origin + length)`
    /// (`CGRect.minX`).
    public static func lowEdge(_ origin: KeyPath<Object, Double>, _ length: KeyPath<Object, Double>) -> Self {
        getter(Int64(LUAKIT_NATIVE_LOW_EDGE), origin, length)
    }

    /// The high end of an extent: `max(origin, origin + length)` (`CGRect.maxX`).
    public static func highEdge(_ origin: KeyPath<Object, Double>, _ length: KeyPath<Object, Double>) -> Self {
        getter(Int64(LUAKIT_NATIVE_HIGH_EDGE), origin, length)
    }

    /// For a rectangle stored as four numbers, x, y, width, height (`CGRect`'s layout): `r:inset(d)`,
    /// `r:inset(dx, dy)`, `r:inset(top, left, bottom, right)` — the standardized rectangle shrunk, as
    /// `UIEdgeInsetsInsetRect` does — when the result's size is not negative and every component is finite and
    /// within ±`limit`.
    public static func rectangleInset(limit: Double) -> Self { rectangleMethod(LUAKIT_NATIVE_RECT_INSET, limit) }

    /// For a rectangle of four numbers: `r:offset(dx, dy)` and `r:offset(dx)`, moved, within ±`limit`.
    public static func rectangleOffset(limit: Double) -> Self { rectangleMethod(LUAKIT_NATIVE_RECT_OFFSET, limit) }

    /// For a rectangle of four numbers: `r:with{ x = …, y = …, width = …, height = … }` (any of the four, by
    /// name, numbers), a copy with them replaced, within ±`limit`.
    public static func rectangleWith(limit: Double) -> Self { rectangleMethod(LUAKIT_NATIVE_RECT_WITH, limit) }

    private static func rectangleMethod(_ method: Int32, _ limit: Double) -> Self {
        precondition(_isPOD(Object.self) && MemoryLayout<Object>.size == 4 * MemoryLayout<Double>.size,
                     "a native rectangle method needs a value of four numbers: \(Object.self) is not one")
        return Self(kind: .method(method, limit: limit))
    }

    private static func getter(_ kind: Int64, _ first: KeyPath<Object, Double>, _ second: KeyPath<Object, Double>) -> Self {
        guard _isPOD(Object.self), let a = MemoryLayout<Object>.offset(of: first), let b = MemoryLayout<Object>.offset(of: second),
              a < 0x1000, b < 0x1000
        else {
            preconditionFailure("a native getter reads stored numbers of a plain-data value: \(Object.self) has none at that path")
        }
        return Self(kind: .getter(kind | Int64(a) << 8 | Int64(b) << 20))
    }
}
