/// How a Swift type looks to Lua: its methods, properties and metamethods, registered with
/// ``LuaState/register(_:)``.
///
/// ```swift
/// extension Rect: LuaUserdataRepresentable {}
///
/// try state.register(
///     LuaUserdataType<Rect>()
///         .property("x", \.x)
///         .property("width", get: { $0.width }, set: { rect, width in rect.size.width = width })
///         .property("area") { $0.width * $0.height }                    // read-only
///         .method("inset") { (rect: Rect, dx: Double, dy: Double) in rect.insetBy(dx: dx, dy: dy) }
///         .mutatingMethod("offset") { (rect: inout Rect, dx: Double, dy: Double) in
///             rect = rect.offsetBy(dx: dx, dy: dy)
///         }
///         .metamethod(.equal) { (a: Rect, b: Rect) in a == b }
///         .metamethod(.toString) { (rect: Rect) in "Rect(\(rect.x), \(rect.y), \(rect.width), \(rect.height))" }
/// )
/// ```
///
/// In Lua: `r.x`, `r.x = 10`, `r:inset(4, 4)`, `r == other`, `tostring(r)`. Reading an unknown
/// member or assigning a read-only one is an error naming the type and the member. Arguments are
/// checked like a host function's: `r:inset("a")` is "bad argument #1 to 'inset' (number expected,
/// got string)", and a method called on the wrong value is "calling 'inset' on bad self (Rect
/// expected, got Transform)".
///
/// Mutating methods and setters work on a copy of the value that is written back when they return,
/// so a script that reaches the same value again during the call sees the old value, never a torn one.
public struct LuaUserdataType<Object: LuaUserdataRepresentable> {
    @usableFromInline var members: [(name: String, callable: HostCallable, isMethod: Bool)] = []
    @usableFromInline var setters: [(name: String, callable: HostCallable)] = []
    @usableFromInline var metamethods: [(event: LuaMetamethod, callable: HostCallable)] = []
    @usableFromInline var fallbackGetter: HostCallable?
    @usableFromInline var fallbackSetter: HostCallable?
    /// Members C answers from the value's bytes, by name (see ``native(_:_:)``).
    @usableFromInline var natives: [String: LuaNativeMember<Object>] = [:]
    /// Properties whose last value Lua keeps, by name (see ``memoized(_:_:)``).
    @usableFromInline var memos: [String: LuaPropertyMemo] = [:]
    @usableFromInline let destroy: HostCallable

    /// An empty description of `Object`: no members, Lua's default metamethods (for a class, `==`
    /// compares identity).
    @inlinable public init() {
        destroy = HostCallable { state in
            LuaStack(state).finalizedUserdata(at: 1)?.assumingMemoryBound(to: Object.self).deinitialize(count: 1)
            return 0
        }
    }

    /// A method: `value:name(arguments…)`. Overloads with up to three arguments and one result or none
    /// are specialized for their types (LuaUserdataType+Arity.swift); this one takes any number.
    @inlinable
    public func method<each Argument: LuaReadable, each Result: LuaPushable>(
        _ name: String,
        _ body: @escaping (Object, repeat each Argument) throws -> (repeat each Result)
    ) -> Self {
        adding(
            method: name,
            .make { stack in
                var position = 1
                let object = try Object.read(from: stack, at: 1)
                let results = try body(object, repeat stack.argument((each Argument).self, after: &position))
                return try stack.pushResults(repeat each results)
            })
    }

    /// A method that changes the value: `value:name(arguments…)`.
    @inlinable
    public func mutatingMethod<each Argument: LuaReadable, each Result: LuaPushable>(
        _ name: String,
        _ body: @escaping (inout Object, repeat each Argument) throws -> (repeat each Result)
    ) -> Self {
        adding(
            method: name,
            .make { stack in
                let payload = try Object.payload(in: stack, at: 1)
                var position = 1
                var object = payload.pointee
                let results = try body(&object, repeat stack.argument((each Argument).self, after: &position))
                payload.pointee = object
                return try stack.pushResults(repeat each results)
            })
    }

    @inlinable func adding(method name: String, _ callable: HostCallable) -> Self {
        var type = self
        type.members.append((name, callable, true))
        return type
    }

    @inlinable func adding(_ event: LuaMetamethod, _ callable: HostCallable) -> Self {
        var type = self
        type.metamethods.removeAll { $0.event == event }
        type.metamethods.append((event, callable))
        return type
    }

    /// A read-only property: `value.name`.
    @inlinable
    public func property<Value: LuaPushable>(_ name: String, _ get: @escaping (Object) throws -> Value) -> Self {
        var type = self
        type.members.append((name, Self.getter(get), false))
        return type
    }

    /// A read-write property: `value.name` and `value.name = newValue`.
    @inlinable
    public func property<Value: LuaPushable & LuaReadable>(
        _ name: String,
        get: @escaping (Object) throws -> Value,
        set: @escaping (inout Object, Value) throws -> Void
    ) -> Self {
        adding(property: name, get: get, set: set)
    }

    /// A read-write property that reads back as `Value` and is assigned any Lua value, for a setter that
    /// checks what it is given itself: its own message for a value of the wrong type, the same one a host
    /// gives for that value arriving another way (a field of a table, say), rather than LuaKit's.
    @inlinable
    public func property<Value: LuaPushable>(
        _ name: String,
        get: @escaping (Object) throws -> Value,
        setAny set: @escaping (inout Object, LuaValue) throws -> Void
    ) -> Self {
        adding(property: name, get: get, set: set)
    }

    @inlinable
    func adding<Value: LuaPushable, NewValue: LuaReadable>(
        property name: String,
        get: @escaping (Object) throws -> Value,
        set: @escaping (inout Object, NewValue) throws -> Void
    ) -> Self {
        var type = self
        type.members.append((name, Self.getter(get), false))
        type.setters.append(
            (
                name,
                .make { stack in
                    let payload = Object.member(of: stack)
                    let value = try Self.newValue(NewValue.self, for: name, in: stack)
                    var object = payload.pointee
                    try set(&object, value)
                    payload.pointee = object
                    return 0
                }
            ))
        return type
    }

    /// A read-write property backed by a key path.
    @inlinable
    public func property<Value: LuaPushable & LuaReadable>(_ name: String, _ keyPath: WritableKeyPath<Object, Value>)
        -> Self
    {
        property(name, get: { $0[keyPath: keyPath] }, set: { $0[keyPath: keyPath] = $1 })
    }

    /// A read-only property backed by a key path.
    @inlinable
    public func property<Value: LuaPushable>(_ name: String, _ keyPath: KeyPath<Object, Value>) -> Self {
        property(name) { $0[keyPath: keyPath] }
    }

    /// A metamethod: arithmetic, comparison, `tostring`, `#`, calls… The handler's argument types
    /// say what it accepts: `metamethod(.multiply) { (r: Rect, k: Double) in … }` serves `r * 2`,
    /// and `2 * r` is a clear argument error.
    @inlinable
    public func metamethod<each Argument: LuaReadable, each Result: LuaPushable>(
        _ event: LuaMetamethod,
        _ body: @escaping (repeat each Argument) throws -> (repeat each Result)
    ) -> Self {
        adding(
            event,
            .make(isEquality: event == .equal) { stack in
                var position = 0
                let results = try body(repeat stack.argument((each Argument).self, after: &position))
                return try stack.pushResults(repeat each results)
            })
    }

    /// Lets C answer the member `name` — a property or method declared before — from the value's bytes, without
    /// calling Swift: a getter reading stored numbers, or a fast path for a method's common calls that leaves
    /// every other call to the Swift method (see ``LuaNativeMember``).
    public func native(_ name: String, _ member: LuaNativeMember<Object>) -> Self {
        guard let declared = members.last(where: { $0.name == name }) else {
            preconditionFailure("\(Object.luaTypeName) has no member '\(name)' to answer natively: declare it first")
        }
        switch member.kind {
        case .getter: precondition(!declared.isMethod, "'\(name)' of \(Object.luaTypeName) is a method, not a property")
        case .method: precondition(declared.isMethod, "'\(name)' of \(Object.luaTypeName) is a property, not a method")
        }
        var type = self
        type.natives[name] = member
        return type
    }

    /// What `value[key]` gives for keys that are not members (indexes into a collection, say).
    @inlinable
    public func fallbackGetter<Key: LuaReadable, Value: LuaPushable>(
        _ body: @escaping (Object, Key) throws -> Value
    ) -> Self {
        var type = self
        type.fallbackGetter = .make { stack in
            try stack.pushResult(body(Object.member(of: stack).pointee, try Key.read(from: stack, at: 2)))
        }
        return type
    }

    /// What `value[key] = newValue` does for keys that are not members.
    @inlinable
    public func fallbackSetter<Key: LuaReadable, Value: LuaReadable>(
        _ body: @escaping (inout Object, Key, Value) throws -> Void
    ) -> Self {
        var type = self
        type.fallbackSetter = .make { stack in
            let payload = Object.member(of: stack)
            let key = try Key.read(from: stack, at: 2)
            let value = try Value.read(from: stack, at: 3)
            var object = payload.pointee
            try body(&object, key, value)
            payload.pointee = object
            return 0
        }
        return type
    }

    @inlinable
    static func getter<Value: LuaPushable>(_ get: @escaping (Object) throws -> Value) -> HostCallable {
        .make { stack in try stack.pushResult(get(Object.member(of: stack).pointee)) }
    }

    /// The value assigned to a property (argument 3 of `__newindex`), with an error that names the
    /// property rather than "argument #3 to 'newindex'".
    @inlinable
    static func newValue<Value: LuaReadable>(_ type: Value.Type, for name: String, in stack: LuaStack) throws -> Value {
        do {
            return try Value.read(from: stack, at: 3)
        } catch var error as LuaError where error.kind == .typeMismatch {
            error.message = "bad value for '\(name)' of \(Object.luaTypeName) (\(error.message))"
            error.stackIndex = nil
            error.expectedType = nil
            throw error
        }
    }
}
