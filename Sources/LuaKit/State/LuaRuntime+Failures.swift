internal import CLuaBridge

/// Turning Lua statuses into ``LuaError``s: the one place where C status codes become Swift errors.
extension LuaRuntime {
    /// The error for a failed operation or call, read from the error value on top of `state`'s stack
    /// (which it pops). Never raises: it only reads strings and raw table fields.
    func failure(status: Int32, in state: OpaquePointer, chunkName: String? = nil) -> LuaError {
        switch status {
        case LUAKIT_STATUS_NO_STACK:
            return .stackExhausted
        case LUAKIT_STATUS_TOO_DEEP:
            return LuaError(
                kind: .tooDeep,
                message: "C stack overflow: calls between Lua and the host nest more than "
                    + "\(runtime.pointee.max_depth) deep"
            )
        default:
            break
        }
        defer { luakit_pop(state, 1) }
        var error = errorFromTop(of: state, status: status)
        if error.chunkName == nil, let chunkName { error.chunkName = chunkName }
        return error
    }

    private func errorFromTop(of state: OpaquePointer, status: Int32) -> LuaError {
        let top = lua_gettop(state)
        var message: String
        var traceback: String?
        var frames: [LuaStackFrame] = []
        var source: String?
        var line: Int?
        if lua_checkstack(state, 4) != 0, luakit_is_error_record(state, top) != 0 {
            message = rawString(state, table: top, field: Int64(LUAKIT_ERROR_MESSAGE)) ?? "(no message)"
            traceback = rawString(state, table: top, field: Int64(LUAKIT_ERROR_TRACEBACK))
            source = rawString(state, table: top, field: Int64(LUAKIT_ERROR_SOURCE))
            line = rawInteger(state, table: top, field: Int64(LUAKIT_ERROR_LINE))
            frames = stackFrames(state, record: top)
        } else if lua_type(state, top) == LUA_TSTRING {
            message = LuaStack(state).bytesAsString(at: top)
        } else {
            message = "(error object is a \(String(cString: luakit_type_name(state, top))) value)"
        }
        var kind = LuaError.Kind(status: status)
        if status == LUA_ERRRUN {
            if runtime.pointee.budget_exceeded != 0 {
                kind = runtime.pointee.time_exceeded != 0 ? .timeLimit : .instructionBudget
            } else if let hostKind = LuaError.Kind(hostCode: luakit_host_error_kind(state, top)) {
                kind = hostKind
            } else if message == "not enough memory" {
                // A memory error passed on as a value (`coroutine.wrap` re-raises one as a run-time error,
                // a script may `error(e, 0)` what `pcall` caught): Lua marks a memory error by nothing but
                // this message, its preallocated `memerrmsg`, so the text is the only source for this case.
                kind = .memory
            }
        }
        if kind == .memory, let limit = memoryLimit {
            message +=
                " (the state's memory limit is \(LuaError.formatBytes(limit)); "
                + "\(LuaError.formatBytes(Int(runtime.pointee.memory_used))) in use)"
        }
        // An error a host function passed back out of a nested call: keep where it really happened.
        if let inner = lastHostFailure, inner.luaMessage == message {
            lastHostFailure = nil
            var error = inner
            error.traceback = [inner.traceback, traceback].compactMap { $0 }.joined(separator: "\n")
            error.frames = inner.frames + frames
            return error
        }
        var error = LuaError(kind: kind, luaMessage: message, traceback: traceback, frames: frames)
        if error.chunkName == nil, let source {
            error.chunkName = source
            error.line = line
        }
        error.fromLua = true
        return error
    }

    private func rawString(_ state: OpaquePointer, table: Int32, field: Int64) -> String? {
        defer { luakit_pop(state, 1) }
        guard lua_rawgeti(state, table, field) == LUA_TSTRING else { return nil }
        return LuaStack(state).bytesAsString(at: -1)
    }

    private func rawInteger(_ state: OpaquePointer, table: Int32, field: Int64) -> Int? {
        defer { luakit_pop(state, 1) }
        lua_rawgeti(state, table, field)
        var isInteger: Int32 = 0
        let value = luakit_to_integer(state, -1, &isInteger)
        return isInteger != 0 ? Int(value) : nil
    }

    /// The frames the message handler recorded in the error record at `record` (LUAKIT_ERROR_FRAMES), read
    /// with raw accesses only. Lua gives -1 for "no line"; a frame without a source is skipped (the handler
    /// always sets one, so that is a record cut short by a memory error).
    private func stackFrames(_ state: OpaquePointer, record: Int32) -> [LuaStackFrame] {
        defer { luakit_pop(state, 1) }
        guard lua_rawgeti(state, record, Int64(LUAKIT_ERROR_FRAMES)) == LUA_TTABLE else { return [] }
        let list = lua_gettop(state)
        var frames: [LuaStackFrame] = []
        var index: Int64 = 1
        while lua_rawgeti(state, list, index) == LUA_TTABLE {
            let frame = lua_gettop(state)
            if let source = rawString(state, table: frame, field: Int64(LUAKIT_FRAME_SOURCE)),
                let level = rawInteger(state, table: frame, field: Int64(LUAKIT_FRAME_LEVEL))
            {
                let line = rawInteger(state, table: frame, field: Int64(LUAKIT_FRAME_LINE)).flatMap { $0 > 0 ? $0 : nil }
                let defined = rawInteger(state, table: frame, field: Int64(LUAKIT_FRAME_LINE_DEFINED))
                lua_rawgeti(state, frame, Int64(LUAKIT_FRAME_TAIL_CALL))
                let isTailCall = lua_toboolean(state, -1) != 0
                luakit_pop(state, 1)
                frames.append(LuaStackFrame(
                    level: level, source: source, line: line,
                    name: rawString(state, table: frame, field: Int64(LUAKIT_FRAME_NAME)),
                    nameKind: rawString(state, table: frame, field: Int64(LUAKIT_FRAME_NAME_KIND)) ?? "",
                    kind: rawString(state, table: frame, field: Int64(LUAKIT_FRAME_WHAT)).flatMap(LuaStackFrame.Kind.init)
                        ?? .lua,
                    lineDefined: defined.flatMap { $0 > 0 ? $0 : nil }, isTailCall: isTailCall))
            }
            luakit_pop(state, 1)
            index += 1
        }
        luakit_pop(state, 1)
        return frames
    }
}

extension LuaError {
    /// The Lua stack could not grow: too many values, or no memory for a bigger stack.
    static let stackExhausted = LuaError(kind: .runtime, message: "stack overflow (the Lua stack cannot grow)")

    static func formatBytes(_ bytes: Int) -> String {
        if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 20 { return "\((Double(bytes) / Double(1 << 20) * 10).rounded() / 10) MiB" }
        if bytes >= 1 << 10 { return "\(bytes >> 10) KiB" }
        return "\(bytes) bytes"
    }
}

extension LuaError.Kind {
    init(status: Int32) {
        switch status {
        case LUA_ERRSYNTAX: self = .syntax
        case LUA_ERRMEM: self = .memory
        case LUA_ERRERR: self = .messageHandler
        default: self = .runtime
        }
    }

    /// The kinds a host function can give an error it raises into Lua, as codes C can keep.
    private static let hostCodes: [LuaError.Kind] = [
        .syntax, .runtime, .memory, .instructionBudget, .argument, .typeMismatch, .messageHandler, .tooDeep,
        .file, .stateClosed, .timeLimit,
    ]

    init?(hostCode: Int32) {
        guard hostCode > 0, Int(hostCode) <= Self.hostCodes.count else { return nil }
        self = Self.hostCodes[Int(hostCode) - 1]
    }

    var hostCode: Int32 {
        Int32(Self.hostCodes.firstIndex(of: self)! + 1)
    }
}
