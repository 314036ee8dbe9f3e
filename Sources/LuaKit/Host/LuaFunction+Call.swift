internal import CLuaBridge

// Calls from Swift into Lua. Results have one overload per count (0 to 6) rather than a parameter
// pack: the compiler specializes each fixed-arity reader for the caller's types, while a pack of
// results is read through generic, unspecialized code (witness calls, metadata) on every call.

extension LuaFunction {
    /// Calls the function with typed arguments, ignoring its results.
    ///
    /// ```swift
    /// try update.call(0.5)
    /// let name = try describe.call(view) as String
    /// let (x, y, width, height): (Double, Double, Double, Double) = try frame.call(320.0, 480.0)
    /// ```
    ///
    /// Overloads read one to six typed results; ``call(with:)`` takes and returns any values. The
    /// call runs under the state's instruction budget, time limit and memory limit. A result of the wrong
    /// type throws a ``LuaError/Kind/typeMismatch``; a result the function did not return is nil, which only
    /// an optional (or ``LuaValue``) result accepts.
    ///
    /// - Throws: ``LuaError`` for every failure of the call, with the position and traceback Lua gave.
    @inlinable
    public func call<each Argument: LuaPushable>(_ arguments: repeat each Argument) throws {
        let call = try LuaCall(reference, results: 0, arguments: repeat each arguments)
        call.end()
    }

    /// Calls the function and reads its first result (see ``call(_:)-(Argument)->()``).
    @inlinable
    public func call<each Argument: LuaPushable, R1: LuaReadable>(
        _ arguments: repeat each Argument
    ) throws -> R1 {
        let call = try LuaCall(reference, results: 1, arguments: repeat each arguments)
        defer { call.end() }
        return try call.result(R1.self, 1)
    }

    /// Calls the function and reads 2 results (see ``call(_:)-(Argument)->()``).
    @inlinable
    public func call<each Argument: LuaPushable, R1: LuaReadable, R2: LuaReadable>(
        _ arguments: repeat each Argument
    ) throws -> (R1, R2) {
        let call = try LuaCall(reference, results: 2, arguments: repeat each arguments)
        defer { call.end() }
        return (try call.result(R1.self, 1), try call.result(R2.self, 2))
    }

    /// Calls the function and reads 3 results (see ``call(_:)-(Argument)->()``).
    @inlinable
    public func call<each Argument: LuaPushable, R1: LuaReadable, R2: LuaReadable, R3: LuaReadable>(
        _ arguments: repeat each Argument
    ) throws -> (R1, R2, R3) {
        let call = try LuaCall(reference, results: 3, arguments: repeat each arguments)
        defer { call.end() }
        return (try call.result(R1.self, 1), try call.result(R2.self, 2), try call.result(R3.self, 3))
    }

    /// Calls the function and reads 4 results (see ``call(_:)-(Argument)->()``).
    @inlinable
    public func call<each Argument: LuaPushable, R1: LuaReadable, R2: LuaReadable, R3: LuaReadable, R4: LuaReadable>(
        _ arguments: repeat each Argument
    ) throws -> (R1, R2, R3, R4) {
        let call = try LuaCall(reference, results: 4, arguments: repeat each arguments)
        defer { call.end() }
        return (
            try call.result(R1.self, 1), try call.result(R2.self, 2), try call.result(R3.self, 3),
            try call.result(R4.self, 4)
        )
    }

    /// Calls the function and reads 5 results (see ``call(_:)-(Argument)->()``).
    @inlinable
    public func call<
        each Argument: LuaPushable, R1: LuaReadable, R2: LuaReadable, R3: LuaReadable, R4: LuaReadable, R5: LuaReadable
    >(
        _ arguments: repeat each Argument
    ) throws -> (R1, R2, R3, R4, R5) {
        let call = try LuaCall(reference, results: 5, arguments: repeat each arguments)
        defer { call.end() }
        return (
            try call.result(R1.self, 1), try call.result(R2.self, 2), try call.result(R3.self, 3),
            try call.result(R4.self, 4), try call.result(R5.self, 5)
        )
    }

    /// Calls the function and reads 6 results (see ``call(_:)-(Argument)->()``).
    @inlinable
    public func call<
        each Argument: LuaPushable, R1: LuaReadable, R2: LuaReadable, R3: LuaReadable, R4: LuaReadable, R5: LuaReadable,
        R6: LuaReadable
    >(
        _ arguments: repeat each Argument
    ) throws -> (R1, R2, R3, R4, R5, R6) {
        let call = try LuaCall(reference, results: 6, arguments: repeat each arguments)
        defer { call.end() }
        return (
            try call.result(R1.self, 1), try call.result(R2.self, 2), try call.result(R3.self, 3),
            try call.result(R4.self, 4), try call.result(R5.self, 5), try call.result(R6.self, 6)
        )
    }

    /// Calls the function with any values and returns all its results.
    public func call(with arguments: [LuaValue]) throws -> [LuaValue] {
        let call = try LuaCall(reference, arguments: Int32(clamping: arguments.count), results: LUA_MULTRET)
        defer { call.end() }
        for argument in arguments {
            try argument.push(onto: call.stack)
        }
        try call.invoke(arguments: Int32(arguments.count), results: LUA_MULTRET)
        let top = Int(lua_gettop(call.state))
        return try (Int(call.base) + 1..<top + 1).map { try LuaValue.read(from: call.stack, at: $0) }
    }
}

/// One call from Swift into Lua, on the stack: the message handler at `base`, the function above it,
/// then the arguments, then (after ``invoke(arguments:results:)``) the results.
///
/// It holds its function's reference unretained: the ``LuaFunction`` making the call keeps it alive
/// for the call's duration, and the hot path saves a retain and a release.
@usableFromInline
struct LuaCall {
    @usableFromInline let state: OpaquePointer
    @usableFromInline let base: Int32
    unowned(unsafe) let reference: LuaReference

    /// Starts a call of `arguments` arguments for `results` results (or `LUA_MULTRET`, which Lua makes
    /// room for itself): the stack gets room for whichever count is larger.
    @usableFromInline init(_ reference: LuaReference, arguments: Int32, results: Int32) throws {
        var state: OpaquePointer?
        let room = max(arguments, results)
        var base = luakit_begin_call(reference.runtime.runtime, reference.reference, room, &state)
        if base == 0 {
            // The slow path: report a closed state, release dropped references, or give up on a stack
            // that cannot grow.
            _ = try reference.runtime.currentThread()
            base = luakit_begin_call(reference.runtime.runtime, reference.reference, room, &state)
            guard base != 0 else { throw LuaError.stackExhausted }
        }
        self.state = state!
        self.base = base
        self.reference = reference
    }

    /// Pushes one argument (the call reserved room for it).
    @inlinable func push(_ argument: some LuaPushable) throws {
        try argument.push(onto: stack)
    }

    /// Pushes the function and the arguments and calls it for `results` results.
    @inlinable init<each Argument: LuaPushable>(
        _ reference: LuaReference,
        results: Int32,
        arguments: repeat each Argument
    ) throws {
        var argumentCount: Int32 = 0
        for _ in repeat (each Argument).self { argumentCount += 1 }
        self = try LuaCall(reference, arguments: argumentCount, results: results)
        do {
            let stack = stack
            repeat try (each arguments).push(onto: stack)
            try invoke(arguments: argumentCount, results: results)
        } catch {
            end()
            throw error
        }
    }

    /// The stack, with room for the arguments (luakit_begin_call reserved it).
    @usableFromInline var stack: LuaStack { LuaStack(state, isReserved: true) }

    /// A call luakit_call_numbers left on the stack.
    init(state: OpaquePointer, base: Int32, reference: LuaReference) {
        self.state = state
        self.base = base
        self.reference = reference
    }

    @usableFromInline func invoke(arguments: Int32, results: Int32) throws {
        try check(luakit_call(state, base, arguments, results))
    }

    /// Throws the error a call's status and stack describe, if any.
    func check(_ status: Int32) throws {
        guard status != LUA_OK else { return }
        let runtime = reference.runtime
        guard status == LUAKIT_STATUS_BUDGET_CAUGHT else {
            throw runtime.failure(status: status, in: state, chunkName: reference.chunkName)
        }
        // The script caught the budget error (coroutine.resume does) and returned: the call still ran
        // out of budget, and its results are not to be trusted.
        throw LuaError(
            kind: .instructionBudget,
            message: "instruction budget exceeded: more than \(runtime.runtime.pointee.budget) Lua "
                + "instructions in one call from the host (the script caught the error and went on)",
            chunkName: reference.chunkName)
    }

    /// Reads result number `position` (1-based); a wrong type names the result.
    @inlinable func result<T: LuaReadable>(_ type: T.Type, _ position: Int32) throws -> T {
        do {
            return try T.read(from: stack, at: Int(base + position))
        } catch {
            throw resultError(error, position: position)
        }
    }

    @usableFromInline func resultError(_ error: any Error, position: Int32) -> any Error {
        guard var error = error as? LuaError, error.kind == .typeMismatch else { return error }
        error.message = "bad result #\(position) (\(error.message))"
        error.stackIndex = nil
        if error.chunkName == nil { error.chunkName = reference.chunkName }
        return error
    }

    /// Drops everything the call left on the stack.
    @usableFromInline func end() {
        lua_settop(state, base - 1)
    }
}

// MARK: - Numbers only

extension LuaCall {
    /// Whether every result type reads a plain number (see ``LuaReadable/_fromLuaNumber(_:)``); a
    /// constant once the caller is specialized. Unused result positions pass `Double`.
    @inlinable static func readNumbers<R1: LuaReadable, R2: LuaReadable, R3: LuaReadable, R4: LuaReadable>(
        _: R1.Type, _: R2.Type, _: R3.Type, _: R4.Type
    ) -> Bool {
        R1._fromLuaNumber(0) != nil && R2._fromLuaNumber(0) != nil && R3._fromLuaNumber(0) != nil
            && R4._fromLuaNumber(0) != nil
    }

    /// Calls the function with `count` numbers from `arguments` for `results` numbers, the fast path
    /// of the fixed-arity `call` overloads when every argument and result is a plain number: one C
    /// call (luakit_call_numbers) instead of one per value, with the same errors as the general path.
    @inlinable static func numbers<R1: LuaReadable, R2: LuaReadable, R3: LuaReadable, R4: LuaReadable>(
        _ reference: LuaReference, _ arguments: (Double, Double, Double, Double), count: Int32, results: Int32
    ) throws -> (R1, R2, R3, R4) {
        let values = try callNumbers(reference, arguments, count: count, results: results)
        return (
            R1._fromLuaNumber(values.0)!, R2._fromLuaNumber(values.1)!, R3._fromLuaNumber(values.2)!,
            R4._fromLuaNumber(values.3)!
        )
    }

    @usableFromInline static func callNumbers(
        _ reference: LuaReference, _ arguments: (Double, Double, Double, Double), count: Int32, results: Int32
    ) throws -> (Double, Double, Double, Double) {
        var numbers = luakit_number_call()
        numbers.arguments = arguments
        let status = luakit_call_numbers(reference.runtime.runtime, reference.reference, &numbers, count, results)
        guard status == LUA_OK else { return try finishNumbers(reference, &numbers, count, results, status) }
        return numbers.results
    }

    /// The rest of a numbers-only call that did not simply succeed: the general path when the fast
    /// one could not start, else the error, or the result that is not a number, as the general path
    /// reports it.
    static func finishNumbers(
        _ reference: LuaReference, _ numbers: inout luakit_number_call, _ count: Int32, _ results: Int32,
        _ status: Int32
    ) throws -> (Double, Double, Double, Double) {
        let call: LuaCall
        if status == LUAKIT_STATUS_SLOW_PATH {
            call = try LuaCall(reference, arguments: count, results: results)
            do {
                let arguments = [numbers.arguments.0, numbers.arguments.1, numbers.arguments.2, numbers.arguments.3]
                for number in arguments.prefix(Int(count)) { try call.stack.pushNumber(number) }
                try call.invoke(arguments: count, results: results)
            } catch {
                call.end()
                throw error
            }
        } else {
            call = LuaCall(state: numbers.thread, base: numbers.base, reference: reference)
        }
        defer { call.end() }
        if status != LUAKIT_STATUS_NOT_NUMBERS, status != LUAKIT_STATUS_SLOW_PATH { try call.check(status) }
        // Read one by one, as the general path does: the first result that is not a number throws.
        var values = [0.0, 0.0, 0.0, 0.0]
        for position in 0..<Int(results) { values[position] = try call.result(Double.self, Int32(position + 1)) }
        return (values[0], values[1], values[2], values[3])
    }
}
