import LuaKit

/// The arguments of a method or function that takes several forms (`r:inset(d)`, `r:inset(dx, dy)`,
/// `rect(x, y, w, h)`…), read where they lie on the Lua stack, with trailing nils dropped and Lua's own "bad
/// argument" errors.
///
/// Nothing is copied out of Lua until it is asked for: `r:inset(30)` reads one number, where an array of
/// ``LuaKit/LuaValue``s read every argument (and allocated) first — a third of what a hook answering
/// `bounds:inset(n)` cost (`prestyle-bench one hook lua` under callgrind). Only valid during the host call
/// it is read in, like the ``LuaKit/LuaStack`` behind it.
struct ScriptArguments: LuaReadable {
    private let stack: LuaStack
    /// The stack index of the first argument: 2 for a method (1 is self), 1 for a function.
    private let firstIndex: Int
    /// How many arguments there are, trailing nils dropped.
    let count: Int

    /// The arguments from `firstIndex` to the top of the stack (a host function's stack holds exactly its
    /// arguments); `maximum` of them at most, as a function declaring that many arguments reads them.
    private init(_ stack: LuaStack, firstIndex: Int, maximum: Int) {
        self.stack = stack
        self.firstIndex = firstIndex
        var count = Swift.min(Swift.max(stack.count - firstIndex + 1, 0), maximum)
        while count > 0, stack.type(at: firstIndex + count - 1) == .nil { count -= 1 }
        self.count = count
    }

    static func read(from stack: LuaStack, at index: Int) throws -> ScriptArguments {
        ScriptArguments(stack, firstIndex: index, maximum: .max)
    }

    /// The first `maximum` arguments only: those after them are ignored, as a function with `maximum`
    /// parameters ignores them.
    func prefix(_ maximum: Int) -> ScriptArguments {
        ScriptArguments(stack, firstIndex: firstIndex, maximum: maximum)
    }

    /// Argument `position` (1-based, after self) as any value; nil past the last.
    func value(_ position: Int) throws -> LuaValue {
        position <= count ? try stack.read(LuaValue.self, at: index(position)) : .nil
    }

    /// Whether argument `position` is a number (not a string that reads as one).
    func isNumber(_ position: Int) -> Bool {
        position <= count && stack.type(at: index(position)) == .number
    }

    func isUserdata(_ position: Int) -> Bool {
        position <= count && stack.type(at: index(position)) == .userdata
    }

    func number(_ position: Int) throws -> Double {
        guard isNumber(position) else {
            throw LuaError.argument(index(position), "number expected, got \(try value(position).typeDescription)")
        }
        return try stack.read(Double.self, at: index(position))
    }

    func userdata<T: LuaUserdataRepresentable>(_ position: Int, as type: T.Type) throws -> T {
        guard isUserdata(position), let value = try? stack.read(T.self, at: index(position)) else {
            throw LuaError.argument(index(position), "\(T.luaTypeName) expected, got \(try value(position).typeDescription)")
        }
        return value
    }

    private func index(_ position: Int) -> Int { position + firstIndex - 1 }
}
