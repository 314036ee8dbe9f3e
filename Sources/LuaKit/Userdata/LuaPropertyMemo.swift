internal import CLuaBridge

/// A property of a userdata type whose last value Lua keeps and gives again, without calling Swift, for as
/// long as no Swift code can have changed it; registered with ``LuaUserdataType/memoized(_:_:)``.
///
/// Reading a host property costs a crossing into Swift, and a script reads some — a view's `bounds`, say —
/// several times in one hook, or on every call of a hook the host calls many times a frame. A memoized
/// property is read from Swift once and then answered in C while nothing host-side ran: the state counts
/// *generations*, a new one at every entry into Lua from the host and after every call into Swift from Lua
/// (a host function, a setter, a finalizer; a memoized getter's own read excepted), and a memo holds only
/// within the generation it was read in, only for the object it was read from. So it is exact by
/// construction: a script that changes the value — through a setter, a method, anything that crosses into
/// Swift — reads the new value next, and so does every later call from the host.
///
/// Across calls from the host the host can keep the memo alive with ``LuaState/vouch(for:object:value:)``:
/// right before it calls Lua, it says what the property is now for one object; when that is what the memo
/// holds, the call starts with the memo valid, so the value is in place when the script reads it, and is
/// read again only when it changed.
///
/// The getter must only read (the memo is kept across its own call), and the type must have a finalizer
/// (not plain data): the memo remembers the object by address, and a finalizer — which starts a new
/// generation — is what keeps a freed object's address from standing for another one while a memo holds.
/// One memo serves one property of one type in one state.
public final class LuaPropertyMemo: @unchecked Sendable {
    /// The memo's C side, once its type is registered; Lua keeps it as long as the type's metatable.
    /// Unchecked exclusivity: set once at registration and read by complete accesses on the state's thread, before
    /// every hook call (the dynamic check cost more than the vouching).
    @exclusivity(unchecked) var memo: UnsafeMutablePointer<luakit_memo>?

    public init() {}
}

extension LuaUserdataType {
    /// Memoizes the property `name`, declared before: Lua keeps its last value while no Swift code ran (see
    /// ``LuaPropertyMemo``).
    public func memoized(_ name: String, _ memo: LuaPropertyMemo) -> Self {
        precondition(!_isPOD(Object.self), "a memoized property needs a type with a finalizer: \(Object.self) is plain data")
        precondition(members.contains { $0.name == name && !$0.isMethod }, "\(Object.luaTypeName) has no property '\(name)' to memoize")
        var type = self
        type.memos[name] = memo
        return type
    }
}

extension LuaState {
    /// Vouches that the memoized property of `memo` reads `value` from the userdata at `object` (its
    /// ``LuaUserdata/address``) right now, for the next entry into Lua: when the memo holds that object and
    /// an equal value, the entry keeps it, and the script's first read needs no call into Swift.
    ///
    /// Call it right before the call into Lua it is for, and ``withdrawVouching()`` right after, whatever
    /// happened: a vouching left in place could be taken up by a later entry, after the value changed.
    ///
    /// Inlinable, so that a caller's `Value` is known where its bytes are taken: it is called before every call
    /// of a hook the host asks many times a frame.
    @inlinable
    public func vouch<Value: LuaUserdataRepresentable>(for memo: LuaPropertyMemo, object: UnsafeRawPointer, value: Value) {
        guard _isPOD(Value.self) else { return }
        withUnsafeBytes(of: value) { bytes in vouch(for: memo, object: object, bytes: bytes) }
    }

    /// ``vouch(for:object:value:)`` for the value's bytes.
    @usableFromInline
    func vouch(for memo: LuaPropertyMemo, object: UnsafeRawPointer, bytes: UnsafeRawBufferPointer) {
        guard let pointer = memo.memo else { return }
        luakit_expect_memo(runtime.runtime, pointer, object, bytes.baseAddress, bytes.count)
    }

    /// Withdraws what ``vouch(for:object:value:)`` vouched for, if no entry took it up.
    public func withdrawVouching() {
        runtime.runtime.pointee.expected_memo = nil
    }
}

extension LuaUserdata {
    /// The userdata's address: what identifies it to ``LuaState/vouch(for:object:value:)``. Stable for as
    /// long as the userdata lives (Lua never moves objects).
    public var address: UnsafeRawPointer? {
        try? reference.withPushed { state, index in lua_topointer(state, index) }
    }
}
