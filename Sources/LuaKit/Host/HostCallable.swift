internal import CLuaBridge

/// A Swift body Lua can call: a host function, a property getter or setter, a finalizer.
///
/// The body gets the calling thread and returns what the C trampoline expects (see CLuaBridge.h):
/// a count of results it pushed, or a `LUAKIT_HOST_*` failure with a value on top. It must never let
/// a Lua error escape: everything it does on the stack is non-raising or protected. The generic
/// functions that build bodies (``LuaState/function(_:)``, ``LuaUserdataType``) are inlinable, so each
/// body is specialized for its argument and result types: no casts, no boxing, no argument arrays on
/// the way from Lua to Swift.
@usableFromInline
final class HostCallable {
    @usableFromInline let body: (OpaquePointer) -> Int32

    @usableFromInline init(_ body: @escaping (OpaquePointer) -> Int32) {
        self.body = body
    }

    /// A callable running `invoke` on the calling thread's stack, with thrown errors reported through
    /// ``fail(_:_:)``. For `__eq`, an argument of another type answers false instead.
    @inlinable @inline(__always)
    static func make(isEquality: Bool = false, _ invoke: @escaping (LuaStack) throws -> Int32) -> HostCallable {
        HostCallable { state in
            let stack = LuaStack(state)
            do {
                return try invoke(stack)
            } catch {
                if isEquality, (error as? LuaError)?.kind == .typeMismatch {
                    // Values of other types are simply not equal.
                    return (try? stack.pushResult(false)) ?? fail(stack, error)
                }
                return fail(stack, error)
            }
        }
    }

    /// Reports a thrown error back to the trampoline, which raises it in Lua once this frame is gone.
    ///
    /// - Argument errors become Lua's "bad argument #n to 'f' (…)" (`LUAKIT_HOST_ARGUMENT_ERROR`).
    /// - Type mismatches of an argument become "bad argument #n to 'f' (T expected, got U)".
    /// - Errors that came out of Lua (a nested call that failed) are raised again unchanged.
    /// - Any other error is raised as its description, with the caller's position in front.
    @usableFromInline static func fail(_ stack: LuaStack, _ error: any Error) -> Int32 {
        let state = stack.state
        let runtime = luakit_runtime_of(state)!
        let luaError = error as? LuaError ?? LuaError(kind: .runtime, message: String(describing: error))
        let code: Int32
        var text: String
        // `as?` on an existential is slow, but this is the failure path only.
        switch luaError {
        case let error where error.kind == .argument && error.argumentPosition != nil:
            runtime.pointee.failed_argument = Int32(clamping: error.argumentPosition!)
            (code, text) = (LUAKIT_HOST_ARGUMENT_ERROR, error.message)
        case let error where error.kind == .typeMismatch && error.stackIndex.map({ $0 > 0 }) == true:
            runtime.pointee.failed_argument = Int32(clamping: error.stackIndex!)
            if let expected = error.expectedType {
                (code, text) = (LUAKIT_HOST_TYPE_ERROR, expected)
            } else {
                (code, text) = (LUAKIT_HOST_ARGUMENT_ERROR, error.message)
            }
        case let error where error.fromLua:
            LuaRuntime.of(state).lastHostFailure = error
            (code, text) = (LUAKIT_HOST_RAISE, error.luaMessage)
        default:
            (code, text) = (LUAKIT_HOST_ERROR, luaError.description)
        }
        runtime.pointee.host_error_kind =
            luaError.kind == .typeMismatch ? LuaError.Kind.argument.hostCode : luaError.kind.hostCode
        let status = text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { luakit_push_string(state, $0.baseAddress, $0.count) }
        }
        if status == LUAKIT_STATUS_NO_STACK { return LUAKIT_HOST_NO_STACK }
        if status != LUA_OK {
            // Even the message did not fit (the memory limit): raise Lua's memory error, left on top.
            runtime.pointee.host_error_kind = LuaError.Kind.memory.hostCode
            return LUAKIT_HOST_RAISE
        }
        return code
    }
}
