// Fixed-arity overloads of `LuaFunction.call`, zero to four arguments by zero to four results: the
// fast path for the calls a host makes most (a hook with a few numbers in and out). Swift prefers them
// to the parameter-pack overloads in LuaFunction+Call.swift, and specializes every push and read for
// the caller's types, where a pack is still walked element by element through generic code. Each one
// is the four-by-four `invoke` below with the unused positions filled by `LuaUnused`, which the
// specialization folds away.

extension LuaFunction {
    /// Calls the function with 0 arguments and no results (see ``call(_:)-(Argument)->()``).
    @inlinable
    public func call() throws {
        _ =
            try invoke(LuaUnused(), LuaUnused(), LuaUnused(), LuaUnused(), count: 0, results: 0)
            as (LuaUnused, LuaUnused, LuaUnused, LuaUnused)
    }

    /// Calls the function with 0 arguments and reads 1 result (see ``call(_:)-(Argument)->()``).
    @inlinable
    public func call<R1: LuaReadable>() throws -> R1 {
        return try
            (invoke(LuaUnused(), LuaUnused(), LuaUnused(), LuaUnused(), count: 0, results: 1)
            as (R1, LuaUnused, LuaUnused, LuaUnused)).0
    }

    /// Calls the function with 0 arguments and reads 2 results (see ``call(_:)-(Argument)->()``).
    @inlinable
    public func call<R1: LuaReadable, R2: LuaReadable>() throws -> (R1, R2) {
        let r =
            try invoke(LuaUnused(), LuaUnused(), LuaUnused(), LuaUnused(), count: 0, results: 2)
            as (R1, R2, LuaUnused, LuaUnused)
        return (r.0, r.1)
    }

    /// Calls the function with 0 arguments and reads 3 results (see ``call(_:)-(Argument)->()``).
    @inlinable
    public func call<R1: LuaReadable, R2: LuaReadable, R3: LuaReadable>() throws -> (R1, R2, R3) {
        let r =
            try invoke(LuaUnused(), LuaUnused(), LuaUnused(), LuaUnused(), count: 0, results: 3)
            as (R1, R2, R3, LuaUnused)
        return (r.0, r.1, r.2)
    }

    /// Calls the function with 0 arguments and reads 4 results (see ``call(_:)-(Argument)->()``).
    @inlinable
    public func call<R1: LuaReadable, R2: LuaReadable, R3: LuaReadable, R4: LuaReadable>() throws -> (R1, R2, R3, R4) {
        try invoke(LuaUnused(), LuaUnused(), LuaUnused(), LuaUnused(), count: 0, results: 4) as (R1, R2, R3, R4)
    }

    /// Calls the function with 1 argument and no results (see ``call(_:)-(Argument)->()``).
    @inlinable
    public func call<A1: LuaPushable>(_ a1: A1) throws {
        _ =
            try invoke(a1, LuaUnused(), LuaUnused(), LuaUnused(), count: 1, results: 0)
            as (LuaUnused, LuaUnused, LuaUnused, LuaUnused)
    }

    /// Calls the function with 1 argument and reads 1 result (see ``call(_:)-(Argument)->()``).
    @inlinable
    public func call<A1: LuaPushable, R1: LuaReadable>(_ a1: A1) throws -> R1 {
        return try
            (invoke(a1, LuaUnused(), LuaUnused(), LuaUnused(), count: 1, results: 1)
            as (R1, LuaUnused, LuaUnused, LuaUnused)).0
    }

    /// Calls the function with 1 argument and reads 2 results (see ``call(_:)-(Argument)->()``).
    @inlinable
    public func call<A1: LuaPushable, R1: LuaReadable, R2: LuaReadable>(_ a1: A1) throws -> (R1, R2) {
        let r =
            try invoke(a1, LuaUnused(), LuaUnused(), LuaUnused(), count: 1, results: 2)
            as (R1, R2, LuaUnused, LuaUnused)
        return (r.0, r.1)
    }

    /// Calls the function with 1 argument and reads 3 results (see ``call(_:)-(Argument)->()``).
    @inlinable
    public func call<A1: LuaPushable, R1: LuaReadable, R2: LuaReadable, R3: LuaReadable>(_ a1: A1) throws -> (
        R1, R2, R3
    ) {
        let r = try invoke(a1, LuaUnused(), LuaUnused(), LuaUnused(), count: 1, results: 3) as (R1, R2, R3, LuaUnused)
        return (r.0, r.1, r.2)
    }

    /// Calls the function with 1 argument and reads 4 results (see ``call(_:)-(Argument)->()``).
    @inlinable
    public func call<A1: LuaPushable, R1: LuaReadable, R2: LuaReadable, R3: LuaReadable, R4: LuaReadable>(_ a1: A1)
        throws -> (R1, R2, R3, R4)
    {
        try invoke(a1, LuaUnused(), LuaUnused(), LuaUnused(), count: 1, results: 4) as (R1, R2, R3, R4)
    }

    /// Calls the function with 2 arguments and no results (see ``call(_:)-(Argument)->()``).
    @inlinable
    public func call<A1: LuaPushable, A2: LuaPushable>(_ a1: A1, _ a2: A2) throws {
        _ =
            try invoke(a1, a2, LuaUnused(), LuaUnused(), count: 2, results: 0)
            as (LuaUnused, LuaUnused, LuaUnused, LuaUnused)
    }

    /// Calls the function with 2 arguments and reads 1 result (see ``call(_:)-(Argument)->()``).
    @inlinable
    public func call<A1: LuaPushable, A2: LuaPushable, R1: LuaReadable>(_ a1: A1, _ a2: A2) throws -> R1 {
        return try
            (invoke(a1, a2, LuaUnused(), LuaUnused(), count: 2, results: 1) as (R1, LuaUnused, LuaUnused, LuaUnused)).0
    }

    /// Calls the function with 2 arguments and reads 2 results (see ``call(_:)-(Argument)->()``).
    @inlinable
    public func call<A1: LuaPushable, A2: LuaPushable, R1: LuaReadable, R2: LuaReadable>(_ a1: A1, _ a2: A2) throws -> (
        R1, R2
    ) {
        let r = try invoke(a1, a2, LuaUnused(), LuaUnused(), count: 2, results: 2) as (R1, R2, LuaUnused, LuaUnused)
        return (r.0, r.1)
    }

    /// Calls the function with 2 arguments and reads 3 results (see ``call(_:)-(Argument)->()``).
    @inlinable
    public func call<A1: LuaPushable, A2: LuaPushable, R1: LuaReadable, R2: LuaReadable, R3: LuaReadable>(
        _ a1: A1, _ a2: A2
    ) throws -> (R1, R2, R3) {
        let r = try invoke(a1, a2, LuaUnused(), LuaUnused(), count: 2, results: 3) as (R1, R2, R3, LuaUnused)
        return (r.0, r.1, r.2)
    }

    /// Calls the function with 2 arguments and reads 4 results (see ``call(_:)-(Argument)->()``).
    @inlinable
    public func call<
        A1: LuaPushable, A2: LuaPushable, R1: LuaReadable, R2: LuaReadable, R3: LuaReadable, R4: LuaReadable
    >(_ a1: A1, _ a2: A2) throws -> (R1, R2, R3, R4) {
        try invoke(a1, a2, LuaUnused(), LuaUnused(), count: 2, results: 4) as (R1, R2, R3, R4)
    }

    /// Calls the function with 3 arguments and no results (see ``call(_:)-(Argument)->()``).
    @inlinable
    public func call<A1: LuaPushable, A2: LuaPushable, A3: LuaPushable>(_ a1: A1, _ a2: A2, _ a3: A3) throws {
        _ = try invoke(a1, a2, a3, LuaUnused(), count: 3, results: 0) as (LuaUnused, LuaUnused, LuaUnused, LuaUnused)
    }

    /// Calls the function with 3 arguments and reads 1 result (see ``call(_:)-(Argument)->()``).
    @inlinable
    public func call<A1: LuaPushable, A2: LuaPushable, A3: LuaPushable, R1: LuaReadable>(_ a1: A1, _ a2: A2, _ a3: A3)
        throws -> R1
    {
        return try (invoke(a1, a2, a3, LuaUnused(), count: 3, results: 1) as (R1, LuaUnused, LuaUnused, LuaUnused)).0
    }

    /// Calls the function with 3 arguments and reads 2 results (see ``call(_:)-(Argument)->()``).
    @inlinable
    public func call<A1: LuaPushable, A2: LuaPushable, A3: LuaPushable, R1: LuaReadable, R2: LuaReadable>(
        _ a1: A1, _ a2: A2, _ a3: A3
    ) throws -> (R1, R2) {
        let r = try invoke(a1, a2, a3, LuaUnused(), count: 3, results: 2) as (R1, R2, LuaUnused, LuaUnused)
        return (r.0, r.1)
    }

    /// Calls the function with 3 arguments and reads 3 results (see ``call(_:)-(Argument)->()``).
    @inlinable
    public func call<
        A1: LuaPushable, A2: LuaPushable, A3: LuaPushable, R1: LuaReadable, R2: LuaReadable, R3: LuaReadable
    >(_ a1: A1, _ a2: A2, _ a3: A3) throws -> (R1, R2, R3) {
        let r = try invoke(a1, a2, a3, LuaUnused(), count: 3, results: 3) as (R1, R2, R3, LuaUnused)
        return (r.0, r.1, r.2)
    }

    /// Calls the function with 3 arguments and reads 4 results (see ``call(_:)-(Argument)->()``).
    @inlinable
    public func call<
        A1: LuaPushable, A2: LuaPushable, A3: LuaPushable, R1: LuaReadable, R2: LuaReadable, R3: LuaReadable,
        R4: LuaReadable
    >(_ a1: A1, _ a2: A2, _ a3: A3) throws -> (R1, R2, R3, R4) {
        try invoke(a1, a2, a3, LuaUnused(), count: 3, results: 4) as (R1, R2, R3, R4)
    }

    /// Calls the function with 4 arguments and no results (see ``call(_:)-(Argument)->()``).
    @inlinable
    public func call<A1: LuaPushable, A2: LuaPushable, A3: LuaPushable, A4: LuaPushable>(
        _ a1: A1, _ a2: A2, _ a3: A3, _ a4: A4
    ) throws {
        _ = try invoke(a1, a2, a3, a4, count: 4, results: 0) as (LuaUnused, LuaUnused, LuaUnused, LuaUnused)
    }

    /// Calls the function with 4 arguments and reads 1 result (see ``call(_:)-(Argument)->()``).
    @inlinable
    public func call<A1: LuaPushable, A2: LuaPushable, A3: LuaPushable, A4: LuaPushable, R1: LuaReadable>(
        _ a1: A1, _ a2: A2, _ a3: A3, _ a4: A4
    ) throws -> R1 {
        return try (invoke(a1, a2, a3, a4, count: 4, results: 1) as (R1, LuaUnused, LuaUnused, LuaUnused)).0
    }

    /// Calls the function with 4 arguments and reads 2 results (see ``call(_:)-(Argument)->()``).
    @inlinable
    public func call<
        A1: LuaPushable, A2: LuaPushable, A3: LuaPushable, A4: LuaPushable, R1: LuaReadable, R2: LuaReadable
    >(_ a1: A1, _ a2: A2, _ a3: A3, _ a4: A4) throws -> (R1, R2) {
        let r = try invoke(a1, a2, a3, a4, count: 4, results: 2) as (R1, R2, LuaUnused, LuaUnused)
        return (r.0, r.1)
    }

    /// Calls the function with 4 arguments and reads 3 results (see ``call(_:)-(Argument)->()``).
    @inlinable
    public func call<
        A1: LuaPushable, A2: LuaPushable, A3: LuaPushable, A4: LuaPushable, R1: LuaReadable, R2: LuaReadable,
        R3: LuaReadable
    >(_ a1: A1, _ a2: A2, _ a3: A3, _ a4: A4) throws -> (R1, R2, R3) {
        let r = try invoke(a1, a2, a3, a4, count: 4, results: 3) as (R1, R2, R3, LuaUnused)
        return (r.0, r.1, r.2)
    }

    /// Calls the function with 4 arguments and reads 4 results (see ``call(_:)-(Argument)->()``).
    @inlinable
    public func call<
        A1: LuaPushable, A2: LuaPushable, A3: LuaPushable, A4: LuaPushable, R1: LuaReadable, R2: LuaReadable,
        R3: LuaReadable, R4: LuaReadable
    >(_ a1: A1, _ a2: A2, _ a3: A3, _ a4: A4) throws -> (R1, R2, R3, R4) {
        try invoke(a1, a2, a3, a4, count: 4, results: 4) as (R1, R2, R3, R4)
    }

    /// The one implementation of the overloads above: `count` arguments, `results` results.
    ///
    /// When every argument and result is a plain number (known statically once specialized), the
    /// whole call is one C call (``LuaCall/numbers(_:_:count:results:)``); otherwise each value is
    /// pushed and read with code specialized for its type.
    @inlinable @inline(__always)
    func invoke<
        A1: LuaPushable, A2: LuaPushable, A3: LuaPushable, A4: LuaPushable, R1: LuaReadable, R2: LuaReadable,
        R3: LuaReadable, R4: LuaReadable
    >(_ a1: A1, _ a2: A2, _ a3: A3, _ a4: A4, count: Int32, results: Int32) throws -> (R1, R2, R3, R4) {
        if let n1 = a1._luaNumber, let n2 = a2._luaNumber, let n3 = a3._luaNumber, let n4 = a4._luaNumber,
            LuaCall.readNumbers(R1.self, R2.self, R3.self, R4.self)
        {
            return try LuaCall.numbers(reference, (n1, n2, n3, n4), count: count, results: results)
        }
        let call = try LuaCall(reference, arguments: count, results: results)
        defer { call.end() }
        try call.push(a1)
        try call.push(a2)
        try call.push(a3)
        try call.push(a4)
        try call.invoke(arguments: count, results: results)
        return (
            try call.result(R1.self, 1), try call.result(R2.self, 2), try call.result(R3.self, 3),
            try call.result(R4.self, 4)
        )
    }
}

/// A position a fixed-arity `call` overload does not use: it pushes and reads nothing, and counts as a
/// number so that it never stands in the way of the numbers-only path.
@usableFromInline
struct LuaUnused: LuaPushable, LuaReadable {
    @inlinable init() {}

    @inlinable func push(onto stack: LuaStack) throws {}

    @inlinable var _luaNumber: Double? { 0 }

    @inlinable static func read(from stack: LuaStack, at index: Int) throws -> LuaUnused { LuaUnused() }

    @inlinable static func _fromLuaNumber(_ number: Double) -> LuaUnused? { LuaUnused() }
}
