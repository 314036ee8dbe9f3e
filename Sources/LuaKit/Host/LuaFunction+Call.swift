internal import CLuaBridge

extension LuaFunction {
    /// Calls the function with typed arguments and results.
    ///
    /// ```swift
    /// let (x, y, width, height): (Double, Double, Double, Double) = try frame.call(320.0, 480.0)
    /// let name: String = try describe.call()
    /// try update.call(0.5)   // no results
    /// ```
    ///
    /// The call runs under the state's instruction budget and memory limit. A result of the wrong
    /// type throws a ``LuaError/Kind/typeMismatch``; missing results read as nil.
    ///
    /// - Throws: ``LuaError`` for every failure of the call, with the position and traceback Lua gave.
    @inlinable
    public func call<each Argument: LuaPushable, each Result: LuaReadable>(
        _ arguments: repeat each Argument
    ) throws -> (repeat each Result) {
        var resultCount: Int32 = 0
        for _ in repeat (each Result).self { resultCount += 1 }
        let call = try LuaCall(function: self, results: resultCount, arguments: repeat each arguments)
        defer { call.end() }
        var index = call.firstResult
        return (repeat try call.result((each Result).self, at: &index))
    }

    /// Calls the function and reads its first result (see ``call(_:)``).
    ///
    /// ```swift
    /// let name = try describe.call(view) as String
    /// ```
    @inlinable
    public func call<each Argument: LuaPushable, Result: LuaReadable>(
        _ arguments: repeat each Argument
    ) throws -> Result {
        let call = try LuaCall(function: self, results: 1, arguments: repeat each arguments)
        defer { call.end() }
        var index = call.firstResult
        return try call.result(Result.self, at: &index)
    }

    /// Calls the function with any values and returns all its results.
    public func call(with arguments: [LuaValue]) throws -> [LuaValue] {
        let call = try LuaCall(function: self, arguments: Int32(clamping: arguments.count))
        defer { call.end() }
        for argument in arguments {
            try argument.push(onto: call.stack)
        }
        try call.invoke(arguments: Int32(arguments.count), results: LUA_MULTRET)
        let top = Int(lua_gettop(call.stack.state))
        return try (call.firstResult..<top + 1).map { try LuaValue.read(from: call.stack, at: $0) }
    }
}

/// One call from Swift into Lua, on the stack: the message handler at `base`, the function above it,
/// then the arguments, then (after ``invoke(arguments:results:)``) the results.
@usableFromInline
struct LuaCall {
    @usableFromInline let stack: LuaStack
    let base: Int32
    let runtime: LuaRuntime
    let chunkName: String?

    @usableFromInline init(function: LuaFunction, arguments: Int32) throws {
        let runtime = function.reference.runtime
        let state = try runtime.currentThread()
        let base = luakit_begin_call(state, function.reference.reference, arguments)
        guard base != 0 else { throw LuaError.stackExhausted }
        self.stack = LuaStack(state)
        self.base = base
        self.runtime = runtime
        self.chunkName = function.chunkName
    }

    /// Pushes the function and the arguments and calls it for `results` results.
    @inlinable init<each Argument: LuaPushable>(
        function: LuaFunction,
        results: Int32,
        arguments: repeat each Argument
    ) throws {
        var argumentCount: Int32 = 0
        for _ in repeat (each Argument).self { argumentCount += 1 }
        self = try LuaCall(function: function, arguments: argumentCount)
        do {
            for argument in repeat each arguments {
                try argument.push(onto: stack)
            }
            try invoke(arguments: argumentCount, results: results)
        } catch {
            end()
            throw error
        }
    }

    /// The stack index of the first result.
    @usableFromInline var firstResult: Int { Int(base) + 1 }

    @usableFromInline func invoke(arguments: Int32, results: Int32) throws {
        let status = luakit_call(stack.state, base, arguments, results)
        guard status == LUA_OK else {
            throw runtime.failure(status: status, in: stack.state, chunkName: chunkName)
        }
        if runtime.runtime.pointee.budget_exceeded != 0 {
            // The script caught the budget error (coroutine.resume does) and returned: the call still
            // ran out of budget, and its results are not to be trusted.
            throw LuaError(
                kind: .instructionBudget,
                message: "instruction budget exceeded: more than \(runtime.runtime.pointee.budget) Lua "
                    + "instructions in one call from the host (the script caught the error and went on)",
                chunkName: chunkName)
        }
    }

    /// Reads the result at `index` (then moves past it); a wrong type names the result.
    @inlinable func result<T: LuaReadable>(_ type: T.Type, at index: inout Int) throws -> T {
        defer { index += 1 }
        do {
            return try T.read(from: stack, at: index)
        } catch {
            throw resultError(error, at: index)
        }
    }

    @usableFromInline func resultError(_ error: any Error, at index: Int) -> any Error {
        guard var error = error as? LuaError, error.kind == .typeMismatch else { return error }
        error.message = "bad result #\(index - Int(base)) (\(error.message))"
        error.stackIndex = nil
        if error.chunkName == nil { error.chunkName = chunkName }
        return error
    }

    /// Drops everything the call left on the stack.
    @usableFromInline func end() {
        lua_settop(stack.state, base - 1)
    }
}
