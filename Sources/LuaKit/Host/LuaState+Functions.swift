internal import CLuaBridge

extension LuaState {
    /// Makes a Swift closure callable from Lua.
    ///
    /// Arguments are read with their ``LuaReadable`` conformances and results pushed with
    /// ``LuaPushable``; a wrong argument is Lua's own error, raised at the caller's line:
    /// `Styles/cool.lua:3: bad argument #2 to 'clamp' (number expected, got string)`. Return a tuple
    /// for several results, nothing for none. A thrown error becomes a Lua error with the caller's
    /// position; throw ``LuaError/argument(_:_:)`` to blame an argument.
    ///
    /// ```swift
    /// let clamp = try state.function { (value: Double, low: Double, high: Double) in
    ///     min(max(value, low), high)
    /// }
    /// try state.setHostGlobal("clamp", clamp)
    /// ```
    ///
    /// The closure is released when Lua collects the function (at the latest when the state closes).
    /// A closure that captures the state keeps it alive until then: capture it `unowned`, or call
    /// ``close()``.
    @inlinable
    public func function<each Argument: LuaReadable, each Result: LuaPushable>(
        _ body: @escaping (repeat each Argument) throws -> (repeat each Result)
    ) throws -> LuaFunction {
        try makeFunction(
            .make { stack in
                var position = 0
                let results = try body(repeat stack.argument((each Argument).self, after: &position))
                return try stack.pushResults(repeat each results)
            })
    }

    /// Makes a Swift closure with one result callable from Lua (see ``function(_:)``).
    @inlinable
    public func function<each Argument: LuaReadable, Result: LuaPushable>(
        _ body: @escaping (repeat each Argument) throws -> Result
    ) throws -> LuaFunction {
        try makeFunction(
            .make { stack in
                var position = 0
                return try stack.pushResult(body(repeat stack.argument((each Argument).self, after: &position)))
            })
    }

    /// Makes a Swift closure that takes any number of arguments, of any types, callable from Lua.
    ///
    /// ```swift
    /// let rect = try state.variadicFunction { arguments in
    ///     if arguments.type(at: 1) == .table { … }     // rect{x = 1, …}
    ///     let x = try arguments.read(Double.self, at: 1) // rect(x, y, width, height)
    ///     …
    ///     return [.userdata(…)]
    /// }
    /// ```
    public func variadicFunction(_ body: @escaping (LuaArguments) throws -> [LuaValue]) throws -> LuaFunction {
        try makeFunction(
            .make { stack in
                let results = try body(LuaArguments(stack))
                let reserved = try stack.reserving(Int32(clamping: results.count))
                for result in results { try result.push(onto: reserved) }
                return Int32(results.count)
            })
    }

    @usableFromInline func makeFunction(_ callable: HostCallable) throws -> LuaFunction {
        let state = try runtime.currentThread()
        try runtime.pushHostFunction(callable, onto: state)
        defer { luakit_pop(state, 1) }
        return LuaFunction(reference: try runtime.reference(at: -1, in: state))
    }
}

extension LuaRuntime {
    /// Pushes a Lua function calling `callable`; the function owns a reference to it from then on.
    func pushHostFunction(_ callable: HostCallable, onto state: OpaquePointer) throws {
        let retained = Unmanaged.passRetained(callable)
        let status = luakit_push_host_function(state, retained.toOpaque())
        guard status == LUA_OK else {
            retained.release()
            throw failure(status: status, in: state)
        }
    }
}
