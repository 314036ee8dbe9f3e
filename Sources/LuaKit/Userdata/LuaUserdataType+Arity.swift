// Fixed-arity overloads of the members of `LuaUserdataType`: methods with up to three arguments and
// metamethods of one or two operands, each with one result or none. Swift prefers them to the
// parameter-pack versions, and they read every argument with code specialized for its type.

extension LuaUserdataType {
    /// A method of 0 arguments and no result (see ``method(_:_:)``).
    @inlinable
    public func method(_ name: String, _ body: @escaping (Object) throws -> Void) -> Self {
        adding(
            method: name,
            .make { stack in
                try body(try Object.read(from: stack, at: 1))
                return 0
            })
    }

    /// A mutating method of 0 arguments and no result (see ``mutatingMethod(_:_:)``).
    @inlinable
    public func mutatingMethod(_ name: String, _ body: @escaping (inout Object) throws -> Void) -> Self {
        adding(
            method: name,
            .make { stack in
                let payload = try Object.payload(in: stack, at: 1)
                var object = payload.pointee
                try body(&object)
                payload.pointee = object
                return 0
            })
    }

    /// A method of 0 arguments and one result (see ``method(_:_:)``).
    @inlinable
    public func method<Result: LuaPushable>(_ name: String, _ body: @escaping (Object) throws -> Result) -> Self {
        adding(
            method: name,
            .make { stack in
                return try stack.pushResult(body(try Object.read(from: stack, at: 1)))
            })
    }

    /// A mutating method of 0 arguments and one result (see ``mutatingMethod(_:_:)``).
    @inlinable
    public func mutatingMethod<Result: LuaPushable>(_ name: String, _ body: @escaping (inout Object) throws -> Result)
        -> Self
    {
        adding(
            method: name,
            .make { stack in
                let payload = try Object.payload(in: stack, at: 1)
                var object = payload.pointee
                let result = try body(&object)
                payload.pointee = object
                return try stack.pushResult(result)
            })
    }

    /// A method of 1 argument and no result (see ``method(_:_:)``).
    @inlinable
    public func method<A1: LuaReadable>(_ name: String, _ body: @escaping (Object, A1) throws -> Void) -> Self {
        adding(
            method: name,
            .make { stack in
                try body(try Object.read(from: stack, at: 1), try A1.read(from: stack, at: 2))
                return 0
            })
    }

    /// A mutating method of 1 argument and no result (see ``mutatingMethod(_:_:)``).
    @inlinable
    public func mutatingMethod<A1: LuaReadable>(_ name: String, _ body: @escaping (inout Object, A1) throws -> Void)
        -> Self
    {
        adding(
            method: name,
            .make { stack in
                let payload = try Object.payload(in: stack, at: 1)
                var object = payload.pointee
                try body(&object, try A1.read(from: stack, at: 2))
                payload.pointee = object
                return 0
            })
    }

    /// A method of 1 argument and one result (see ``method(_:_:)``).
    @inlinable
    public func method<A1: LuaReadable, Result: LuaPushable>(
        _ name: String, _ body: @escaping (Object, A1) throws -> Result
    ) -> Self {
        adding(
            method: name,
            .make { stack in
                return try stack.pushResult(body(try Object.read(from: stack, at: 1), try A1.read(from: stack, at: 2)))
            })
    }

    /// A mutating method of 1 argument and one result (see ``mutatingMethod(_:_:)``).
    @inlinable
    public func mutatingMethod<A1: LuaReadable, Result: LuaPushable>(
        _ name: String, _ body: @escaping (inout Object, A1) throws -> Result
    ) -> Self {
        adding(
            method: name,
            .make { stack in
                let payload = try Object.payload(in: stack, at: 1)
                var object = payload.pointee
                let result = try body(&object, try A1.read(from: stack, at: 2))
                payload.pointee = object
                return try stack.pushResult(result)
            })
    }

    /// A method of 2 arguments and no result (see ``method(_:_:)``).
    @inlinable
    public func method<A1: LuaReadable, A2: LuaReadable>(
        _ name: String, _ body: @escaping (Object, A1, A2) throws -> Void
    ) -> Self {
        adding(
            method: name,
            .make { stack in
                try body(
                    try Object.read(from: stack, at: 1), try A1.read(from: stack, at: 2),
                    try A2.read(from: stack, at: 3))
                return 0
            })
    }

    /// A mutating method of 2 arguments and no result (see ``mutatingMethod(_:_:)``).
    @inlinable
    public func mutatingMethod<A1: LuaReadable, A2: LuaReadable>(
        _ name: String, _ body: @escaping (inout Object, A1, A2) throws -> Void
    ) -> Self {
        adding(
            method: name,
            .make { stack in
                let payload = try Object.payload(in: stack, at: 1)
                var object = payload.pointee
                try body(&object, try A1.read(from: stack, at: 2), try A2.read(from: stack, at: 3))
                payload.pointee = object
                return 0
            })
    }

    /// A method of 2 arguments and one result (see ``method(_:_:)``).
    @inlinable
    public func method<A1: LuaReadable, A2: LuaReadable, Result: LuaPushable>(
        _ name: String, _ body: @escaping (Object, A1, A2) throws -> Result
    ) -> Self {
        adding(
            method: name,
            .make { stack in
                return try stack.pushResult(
                    body(
                        try Object.read(from: stack, at: 1), try A1.read(from: stack, at: 2),
                        try A2.read(from: stack, at: 3)))
            })
    }

    /// A mutating method of 2 arguments and one result (see ``mutatingMethod(_:_:)``).
    @inlinable
    public func mutatingMethod<A1: LuaReadable, A2: LuaReadable, Result: LuaPushable>(
        _ name: String, _ body: @escaping (inout Object, A1, A2) throws -> Result
    ) -> Self {
        adding(
            method: name,
            .make { stack in
                let payload = try Object.payload(in: stack, at: 1)
                var object = payload.pointee
                let result = try body(&object, try A1.read(from: stack, at: 2), try A2.read(from: stack, at: 3))
                payload.pointee = object
                return try stack.pushResult(result)
            })
    }

    /// A method of 3 arguments and no result (see ``method(_:_:)``).
    @inlinable
    public func method<A1: LuaReadable, A2: LuaReadable, A3: LuaReadable>(
        _ name: String, _ body: @escaping (Object, A1, A2, A3) throws -> Void
    ) -> Self {
        adding(
            method: name,
            .make { stack in
                try body(
                    try Object.read(from: stack, at: 1), try A1.read(from: stack, at: 2),
                    try A2.read(from: stack, at: 3), try A3.read(from: stack, at: 4))
                return 0
            })
    }

    /// A mutating method of 3 arguments and no result (see ``mutatingMethod(_:_:)``).
    @inlinable
    public func mutatingMethod<A1: LuaReadable, A2: LuaReadable, A3: LuaReadable>(
        _ name: String, _ body: @escaping (inout Object, A1, A2, A3) throws -> Void
    ) -> Self {
        adding(
            method: name,
            .make { stack in
                let payload = try Object.payload(in: stack, at: 1)
                var object = payload.pointee
                try body(
                    &object, try A1.read(from: stack, at: 2), try A2.read(from: stack, at: 3),
                    try A3.read(from: stack, at: 4))
                payload.pointee = object
                return 0
            })
    }

    /// A method of 3 arguments and one result (see ``method(_:_:)``).
    @inlinable
    public func method<A1: LuaReadable, A2: LuaReadable, A3: LuaReadable, Result: LuaPushable>(
        _ name: String, _ body: @escaping (Object, A1, A2, A3) throws -> Result
    ) -> Self {
        adding(
            method: name,
            .make { stack in
                return try stack.pushResult(
                    body(
                        try Object.read(from: stack, at: 1), try A1.read(from: stack, at: 2),
                        try A2.read(from: stack, at: 3), try A3.read(from: stack, at: 4)))
            })
    }

    /// A mutating method of 3 arguments and one result (see ``mutatingMethod(_:_:)``).
    @inlinable
    public func mutatingMethod<A1: LuaReadable, A2: LuaReadable, A3: LuaReadable, Result: LuaPushable>(
        _ name: String, _ body: @escaping (inout Object, A1, A2, A3) throws -> Result
    ) -> Self {
        adding(
            method: name,
            .make { stack in
                let payload = try Object.payload(in: stack, at: 1)
                var object = payload.pointee
                let result = try body(
                    &object, try A1.read(from: stack, at: 2), try A2.read(from: stack, at: 3),
                    try A3.read(from: stack, at: 4))
                payload.pointee = object
                return try stack.pushResult(result)
            })
    }

    /// A metamethod of one operand and no result (see ``metamethod(_:_:)-(_,(Argument)->(Result))``).
    @inlinable
    public func metamethod<A1: LuaReadable>(_ event: LuaMetamethod, _ body: @escaping (A1) throws -> Void) -> Self {
        adding(
            event,
            .make(isEquality: event == .equal) { stack in
                try body(try A1.read(from: stack, at: 1))
                return 0
            })
    }

    /// A metamethod of one operand and one result (see ``metamethod(_:_:)-(_,(Argument)->(Result))``).
    @inlinable
    public func metamethod<A1: LuaReadable, Result: LuaPushable>(
        _ event: LuaMetamethod, _ body: @escaping (A1) throws -> Result
    ) -> Self {
        adding(
            event,
            .make(isEquality: event == .equal) { stack in
                return try stack.pushResult(body(try A1.read(from: stack, at: 1)))
            })
    }

    /// A metamethod of two operands and no result (see ``metamethod(_:_:)-(_,(Argument)->(Result))``).
    @inlinable
    public func metamethod<A1: LuaReadable, A2: LuaReadable>(
        _ event: LuaMetamethod, _ body: @escaping (A1, A2) throws -> Void
    ) -> Self {
        adding(
            event,
            .make(isEquality: event == .equal) { stack in
                try body(try A1.read(from: stack, at: 1), try A2.read(from: stack, at: 2))
                return 0
            })
    }

    /// A metamethod of two operands and one result (see ``metamethod(_:_:)-(_,(Argument)->(Result))``).
    @inlinable
    public func metamethod<A1: LuaReadable, A2: LuaReadable, Result: LuaPushable>(
        _ event: LuaMetamethod, _ body: @escaping (A1, A2) throws -> Result
    ) -> Self {
        adding(
            event,
            .make(isEquality: event == .equal) { stack in
                return try stack.pushResult(body(try A1.read(from: stack, at: 1), try A2.read(from: stack, at: 2)))
            })
    }
}
