// Fixed-arity overloads of `LuaState.function`: zero to four arguments, one result or none. Swift
// prefers them to the parameter-pack overloads in LuaState+Functions.swift, and they read every
// argument with code specialized for its type (a pack is walked through generic code, per call).

extension LuaState {
    /// Makes a Swift closure of 0 arguments and no result callable from Lua (see ``function(_:)``).
    @inlinable
    public func function(_ body: @escaping () throws -> Void) throws -> LuaFunction {
        try makeFunction(
            .make { stack in
                try body()
                return 0
            })
    }

    /// Makes a Swift closure of 0 arguments and one result callable from Lua (see ``function(_:)``).
    @inlinable
    public func function<Result: LuaPushable>(_ body: @escaping () throws -> Result) throws -> LuaFunction {
        try makeFunction(
            .make { stack in
                return try stack.pushResult(body())
            })
    }

    /// Makes a Swift closure of 1 argument and no result callable from Lua (see ``function(_:)``).
    @inlinable
    public func function<A1: LuaReadable>(_ body: @escaping (A1) throws -> Void) throws -> LuaFunction {
        try makeFunction(
            .make { stack in
                try body(try A1.read(from: stack, at: 1))
                return 0
            })
    }

    /// Makes a Swift closure of 1 argument and one result callable from Lua (see ``function(_:)``).
    @inlinable
    public func function<A1: LuaReadable, Result: LuaPushable>(_ body: @escaping (A1) throws -> Result) throws
        -> LuaFunction
    {
        try makeFunction(
            .make { stack in
                return try stack.pushResult(body(try A1.read(from: stack, at: 1)))
            })
    }

    /// Makes a Swift closure of 2 arguments and no result callable from Lua (see ``function(_:)``).
    @inlinable
    public func function<A1: LuaReadable, A2: LuaReadable>(_ body: @escaping (A1, A2) throws -> Void) throws
        -> LuaFunction
    {
        try makeFunction(
            .make { stack in
                try body(try A1.read(from: stack, at: 1), try A2.read(from: stack, at: 2))
                return 0
            })
    }

    /// Makes a Swift closure of 2 arguments and one result callable from Lua (see ``function(_:)``).
    @inlinable
    public func function<A1: LuaReadable, A2: LuaReadable, Result: LuaPushable>(
        _ body: @escaping (A1, A2) throws -> Result
    ) throws -> LuaFunction {
        try makeFunction(
            .make { stack in
                return try stack.pushResult(body(try A1.read(from: stack, at: 1), try A2.read(from: stack, at: 2)))
            })
    }

    /// Makes a Swift closure of 3 arguments and no result callable from Lua (see ``function(_:)``).
    @inlinable
    public func function<A1: LuaReadable, A2: LuaReadable, A3: LuaReadable>(
        _ body: @escaping (A1, A2, A3) throws -> Void
    ) throws -> LuaFunction {
        try makeFunction(
            .make { stack in
                try body(
                    try A1.read(from: stack, at: 1), try A2.read(from: stack, at: 2), try A3.read(from: stack, at: 3))
                return 0
            })
    }

    /// Makes a Swift closure of 3 arguments and one result callable from Lua (see ``function(_:)``).
    @inlinable
    public func function<A1: LuaReadable, A2: LuaReadable, A3: LuaReadable, Result: LuaPushable>(
        _ body: @escaping (A1, A2, A3) throws -> Result
    ) throws -> LuaFunction {
        try makeFunction(
            .make { stack in
                return try stack.pushResult(
                    body(
                        try A1.read(from: stack, at: 1), try A2.read(from: stack, at: 2),
                        try A3.read(from: stack, at: 3)))
            })
    }

    /// Makes a Swift closure of 4 arguments and no result callable from Lua (see ``function(_:)``).
    @inlinable
    public func function<A1: LuaReadable, A2: LuaReadable, A3: LuaReadable, A4: LuaReadable>(
        _ body: @escaping (A1, A2, A3, A4) throws -> Void
    ) throws -> LuaFunction {
        try makeFunction(
            .make { stack in
                try body(
                    try A1.read(from: stack, at: 1), try A2.read(from: stack, at: 2), try A3.read(from: stack, at: 3),
                    try A4.read(from: stack, at: 4))
                return 0
            })
    }

    /// Makes a Swift closure of 4 arguments and one result callable from Lua (see ``function(_:)``).
    @inlinable
    public func function<A1: LuaReadable, A2: LuaReadable, A3: LuaReadable, A4: LuaReadable, Result: LuaPushable>(
        _ body: @escaping (A1, A2, A3, A4) throws -> Result
    ) throws -> LuaFunction {
        try makeFunction(
            .make { stack in
                return try stack.pushResult(
                    body(
                        try A1.read(from: stack, at: 1), try A2.read(from: stack, at: 2),
                        try A3.read(from: stack, at: 3), try A4.read(from: stack, at: 4)))
            })
    }
}
