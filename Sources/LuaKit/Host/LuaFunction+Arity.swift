// Fixed-arity overloads of `LuaFunction.call`, zero to four arguments by zero to four results: the
// fast path for the calls a host makes most (a hook with a few numbers in and out). Swift prefers them
// to the parameter-pack overloads in LuaFunction+Call.swift, and specializes every push and read for
// the caller's types, where a pack is still walked element by element through generic code.

extension LuaFunction {
    /// Calls the function with 0 arguments and no results (see ``call(_:)``).
    @inlinable
    public func call() throws {
        let call = try LuaCall(reference, arguments: 0)
        defer { call.end() }
        try call.invoke(arguments: 0, results: 0)
    }

    /// Calls the function with 0 arguments and reads 1 result (see ``call(_:)``).
    @inlinable
    public func call<R1: LuaReadable>() throws -> R1 {
        let call = try LuaCall(reference, arguments: 0)
        defer { call.end() }
        try call.invoke(arguments: 0, results: 1)
        return try call.result(R1.self, 1)
    }

    /// Calls the function with 0 arguments and reads 2 results (see ``call(_:)``).
    @inlinable
    public func call<R1: LuaReadable, R2: LuaReadable>() throws -> (R1, R2) {
        let call = try LuaCall(reference, arguments: 0)
        defer { call.end() }
        try call.invoke(arguments: 0, results: 2)
        return (
            try call.result(R1.self, 1),
            try call.result(R2.self, 2)
        )
    }

    /// Calls the function with 0 arguments and reads 3 results (see ``call(_:)``).
    @inlinable
    public func call<R1: LuaReadable, R2: LuaReadable, R3: LuaReadable>() throws -> (R1, R2, R3) {
        let call = try LuaCall(reference, arguments: 0)
        defer { call.end() }
        try call.invoke(arguments: 0, results: 3)
        return (
            try call.result(R1.self, 1),
            try call.result(R2.self, 2),
            try call.result(R3.self, 3)
        )
    }

    /// Calls the function with 0 arguments and reads 4 results (see ``call(_:)``).
    @inlinable
    public func call<R1: LuaReadable, R2: LuaReadable, R3: LuaReadable, R4: LuaReadable>() throws -> (R1, R2, R3, R4) {
        let call = try LuaCall(reference, arguments: 0)
        defer { call.end() }
        try call.invoke(arguments: 0, results: 4)
        return (
            try call.result(R1.self, 1),
            try call.result(R2.self, 2),
            try call.result(R3.self, 3),
            try call.result(R4.self, 4)
        )
    }

    /// Calls the function with 1 argument and no results (see ``call(_:)``).
    @inlinable
    public func call<A1: LuaPushable>(_ a1: A1) throws {
        let call = try LuaCall(reference, arguments: 1)
        defer { call.end() }
        try call.push(a1)
        try call.invoke(arguments: 1, results: 0)
    }

    /// Calls the function with 1 argument and reads 1 result (see ``call(_:)``).
    @inlinable
    public func call<A1: LuaPushable, R1: LuaReadable>(_ a1: A1) throws -> R1 {
        let call = try LuaCall(reference, arguments: 1)
        defer { call.end() }
        try call.push(a1)
        try call.invoke(arguments: 1, results: 1)
        return try call.result(R1.self, 1)
    }

    /// Calls the function with 1 argument and reads 2 results (see ``call(_:)``).
    @inlinable
    public func call<A1: LuaPushable, R1: LuaReadable, R2: LuaReadable>(_ a1: A1) throws -> (R1, R2) {
        let call = try LuaCall(reference, arguments: 1)
        defer { call.end() }
        try call.push(a1)
        try call.invoke(arguments: 1, results: 2)
        return (
            try call.result(R1.self, 1),
            try call.result(R2.self, 2)
        )
    }

    /// Calls the function with 1 argument and reads 3 results (see ``call(_:)``).
    @inlinable
    public func call<A1: LuaPushable, R1: LuaReadable, R2: LuaReadable, R3: LuaReadable>(_ a1: A1) throws -> (
        R1, R2, R3
    ) {
        let call = try LuaCall(reference, arguments: 1)
        defer { call.end() }
        try call.push(a1)
        try call.invoke(arguments: 1, results: 3)
        return (
            try call.result(R1.self, 1),
            try call.result(R2.self, 2),
            try call.result(R3.self, 3)
        )
    }

    /// Calls the function with 1 argument and reads 4 results (see ``call(_:)``).
    @inlinable
    public func call<A1: LuaPushable, R1: LuaReadable, R2: LuaReadable, R3: LuaReadable, R4: LuaReadable>(_ a1: A1)
        throws -> (R1, R2, R3, R4)
    {
        let call = try LuaCall(reference, arguments: 1)
        defer { call.end() }
        try call.push(a1)
        try call.invoke(arguments: 1, results: 4)
        return (
            try call.result(R1.self, 1),
            try call.result(R2.self, 2),
            try call.result(R3.self, 3),
            try call.result(R4.self, 4)
        )
    }

    /// Calls the function with 2 arguments and no results (see ``call(_:)``).
    @inlinable
    public func call<A1: LuaPushable, A2: LuaPushable>(_ a1: A1, _ a2: A2) throws {
        let call = try LuaCall(reference, arguments: 2)
        defer { call.end() }
        try call.push(a1)
        try call.push(a2)
        try call.invoke(arguments: 2, results: 0)
    }

    /// Calls the function with 2 arguments and reads 1 result (see ``call(_:)``).
    @inlinable
    public func call<A1: LuaPushable, A2: LuaPushable, R1: LuaReadable>(_ a1: A1, _ a2: A2) throws -> R1 {
        let call = try LuaCall(reference, arguments: 2)
        defer { call.end() }
        try call.push(a1)
        try call.push(a2)
        try call.invoke(arguments: 2, results: 1)
        return try call.result(R1.self, 1)
    }

    /// Calls the function with 2 arguments and reads 2 results (see ``call(_:)``).
    @inlinable
    public func call<A1: LuaPushable, A2: LuaPushable, R1: LuaReadable, R2: LuaReadable>(_ a1: A1, _ a2: A2) throws -> (
        R1, R2
    ) {
        let call = try LuaCall(reference, arguments: 2)
        defer { call.end() }
        try call.push(a1)
        try call.push(a2)
        try call.invoke(arguments: 2, results: 2)
        return (
            try call.result(R1.self, 1),
            try call.result(R2.self, 2)
        )
    }

    /// Calls the function with 2 arguments and reads 3 results (see ``call(_:)``).
    @inlinable
    public func call<A1: LuaPushable, A2: LuaPushable, R1: LuaReadable, R2: LuaReadable, R3: LuaReadable>(
        _ a1: A1, _ a2: A2
    ) throws -> (R1, R2, R3) {
        let call = try LuaCall(reference, arguments: 2)
        defer { call.end() }
        try call.push(a1)
        try call.push(a2)
        try call.invoke(arguments: 2, results: 3)
        return (
            try call.result(R1.self, 1),
            try call.result(R2.self, 2),
            try call.result(R3.self, 3)
        )
    }

    /// Calls the function with 2 arguments and reads 4 results (see ``call(_:)``).
    @inlinable
    public func call<
        A1: LuaPushable, A2: LuaPushable, R1: LuaReadable, R2: LuaReadable, R3: LuaReadable, R4: LuaReadable
    >(_ a1: A1, _ a2: A2) throws -> (R1, R2, R3, R4) {
        if let n1 = a1._luaNumber, let n2 = a2._luaNumber,
            LuaCall.readNumbers(R1.self, R2.self, R3.self, R4.self)
        {
            return try LuaCall.numbers(reference, (n1, n2, 0, 0), count: 2, results: 4)
        }
        let call = try LuaCall(reference, arguments: 2)
        defer { call.end() }
        try call.push(a1)
        try call.push(a2)
        try call.invoke(arguments: 2, results: 4)
        return (
            try call.result(R1.self, 1),
            try call.result(R2.self, 2),
            try call.result(R3.self, 3),
            try call.result(R4.self, 4)
        )
    }

    /// Calls the function with 3 arguments and no results (see ``call(_:)``).
    @inlinable
    public func call<A1: LuaPushable, A2: LuaPushable, A3: LuaPushable>(_ a1: A1, _ a2: A2, _ a3: A3) throws {
        let call = try LuaCall(reference, arguments: 3)
        defer { call.end() }
        try call.push(a1)
        try call.push(a2)
        try call.push(a3)
        try call.invoke(arguments: 3, results: 0)
    }

    /// Calls the function with 3 arguments and reads 1 result (see ``call(_:)``).
    @inlinable
    public func call<A1: LuaPushable, A2: LuaPushable, A3: LuaPushable, R1: LuaReadable>(_ a1: A1, _ a2: A2, _ a3: A3)
        throws -> R1
    {
        let call = try LuaCall(reference, arguments: 3)
        defer { call.end() }
        try call.push(a1)
        try call.push(a2)
        try call.push(a3)
        try call.invoke(arguments: 3, results: 1)
        return try call.result(R1.self, 1)
    }

    /// Calls the function with 3 arguments and reads 2 results (see ``call(_:)``).
    @inlinable
    public func call<A1: LuaPushable, A2: LuaPushable, A3: LuaPushable, R1: LuaReadable, R2: LuaReadable>(
        _ a1: A1, _ a2: A2, _ a3: A3
    ) throws -> (R1, R2) {
        let call = try LuaCall(reference, arguments: 3)
        defer { call.end() }
        try call.push(a1)
        try call.push(a2)
        try call.push(a3)
        try call.invoke(arguments: 3, results: 2)
        return (
            try call.result(R1.self, 1),
            try call.result(R2.self, 2)
        )
    }

    /// Calls the function with 3 arguments and reads 3 results (see ``call(_:)``).
    @inlinable
    public func call<
        A1: LuaPushable, A2: LuaPushable, A3: LuaPushable, R1: LuaReadable, R2: LuaReadable, R3: LuaReadable
    >(_ a1: A1, _ a2: A2, _ a3: A3) throws -> (R1, R2, R3) {
        let call = try LuaCall(reference, arguments: 3)
        defer { call.end() }
        try call.push(a1)
        try call.push(a2)
        try call.push(a3)
        try call.invoke(arguments: 3, results: 3)
        return (
            try call.result(R1.self, 1),
            try call.result(R2.self, 2),
            try call.result(R3.self, 3)
        )
    }

    /// Calls the function with 3 arguments and reads 4 results (see ``call(_:)``).
    @inlinable
    public func call<
        A1: LuaPushable, A2: LuaPushable, A3: LuaPushable, R1: LuaReadable, R2: LuaReadable, R3: LuaReadable,
        R4: LuaReadable
    >(_ a1: A1, _ a2: A2, _ a3: A3) throws -> (R1, R2, R3, R4) {
        let call = try LuaCall(reference, arguments: 3)
        defer { call.end() }
        try call.push(a1)
        try call.push(a2)
        try call.push(a3)
        try call.invoke(arguments: 3, results: 4)
        return (
            try call.result(R1.self, 1),
            try call.result(R2.self, 2),
            try call.result(R3.self, 3),
            try call.result(R4.self, 4)
        )
    }

    /// Calls the function with 4 arguments and no results (see ``call(_:)``).
    @inlinable
    public func call<A1: LuaPushable, A2: LuaPushable, A3: LuaPushable, A4: LuaPushable>(
        _ a1: A1, _ a2: A2, _ a3: A3, _ a4: A4
    ) throws {
        let call = try LuaCall(reference, arguments: 4)
        defer { call.end() }
        try call.push(a1)
        try call.push(a2)
        try call.push(a3)
        try call.push(a4)
        try call.invoke(arguments: 4, results: 0)
    }

    /// Calls the function with 4 arguments and reads 1 result (see ``call(_:)``).
    @inlinable
    public func call<A1: LuaPushable, A2: LuaPushable, A3: LuaPushable, A4: LuaPushable, R1: LuaReadable>(
        _ a1: A1, _ a2: A2, _ a3: A3, _ a4: A4
    ) throws -> R1 {
        let call = try LuaCall(reference, arguments: 4)
        defer { call.end() }
        try call.push(a1)
        try call.push(a2)
        try call.push(a3)
        try call.push(a4)
        try call.invoke(arguments: 4, results: 1)
        return try call.result(R1.self, 1)
    }

    /// Calls the function with 4 arguments and reads 2 results (see ``call(_:)``).
    @inlinable
    public func call<
        A1: LuaPushable, A2: LuaPushable, A3: LuaPushable, A4: LuaPushable, R1: LuaReadable, R2: LuaReadable
    >(_ a1: A1, _ a2: A2, _ a3: A3, _ a4: A4) throws -> (R1, R2) {
        let call = try LuaCall(reference, arguments: 4)
        defer { call.end() }
        try call.push(a1)
        try call.push(a2)
        try call.push(a3)
        try call.push(a4)
        try call.invoke(arguments: 4, results: 2)
        return (
            try call.result(R1.self, 1),
            try call.result(R2.self, 2)
        )
    }

    /// Calls the function with 4 arguments and reads 3 results (see ``call(_:)``).
    @inlinable
    public func call<
        A1: LuaPushable, A2: LuaPushable, A3: LuaPushable, A4: LuaPushable, R1: LuaReadable, R2: LuaReadable,
        R3: LuaReadable
    >(_ a1: A1, _ a2: A2, _ a3: A3, _ a4: A4) throws -> (R1, R2, R3) {
        let call = try LuaCall(reference, arguments: 4)
        defer { call.end() }
        try call.push(a1)
        try call.push(a2)
        try call.push(a3)
        try call.push(a4)
        try call.invoke(arguments: 4, results: 3)
        return (
            try call.result(R1.self, 1),
            try call.result(R2.self, 2),
            try call.result(R3.self, 3)
        )
    }

    /// Calls the function with 4 arguments and reads 4 results (see ``call(_:)``).
    @inlinable
    public func call<
        A1: LuaPushable, A2: LuaPushable, A3: LuaPushable, A4: LuaPushable, R1: LuaReadable, R2: LuaReadable,
        R3: LuaReadable, R4: LuaReadable
    >(_ a1: A1, _ a2: A2, _ a3: A3, _ a4: A4) throws -> (R1, R2, R3, R4) {
        let call = try LuaCall(reference, arguments: 4)
        defer { call.end() }
        try call.push(a1)
        try call.push(a2)
        try call.push(a3)
        try call.push(a4)
        try call.invoke(arguments: 4, results: 4)
        return (
            try call.result(R1.self, 1),
            try call.result(R2.self, 2),
            try call.result(R3.self, 3),
            try call.result(R4.self, 4)
        )
    }
}
