internal import CLuaBridge

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// Lua strings are bytes. `String` reads them as UTF-8 (other bytes become U+FFFD); `Data` reads and writes
// them byte for byte: Latin-1 text, binary formats from string.pack, anything.

/// A Lua string as raw bytes: pushed and read byte for byte, with no text encoding (Latin-1 text, the binary
/// output of `string.pack`); a number reads as its text.
extension Data: LuaPushable, LuaReadable {
    /// Pushes the bytes as a Lua string.
    public func push(onto stack: LuaStack) throws {
        try withUnsafeBytes { try stack.pushBytes($0) }
    }

    /// The bytes of a Lua string exactly (a number reads as its text, as luaL_checklstring does).
    public static func read(from stack: LuaStack, at index: Int) throws -> Data {
        try stack.bytes(at: index)
    }
}

extension LuaStack {
    func pushBytes(_ bytes: UnsafeRawBufferPointer) throws {
        let status = luakit_push_string(state, bytes.baseAddress?.assumingMemoryBound(to: CChar.self), bytes.count)
        guard status == LUA_OK else { throw LuaRuntime.of(state).failure(status: status, in: state) }
    }

    func bytes(at index: Int) throws -> Data {
        switch lua_type(state, Int32(index)) {
        case LUA_TSTRING:
            return bytesAsData(at: Int32(index))
        case LUA_TNUMBER:
            let status = luakit_to_string(state, Int32(index))
            guard status == LUA_OK else { throw LuaRuntime.of(state).failure(status: status, in: state) }
            defer { luakit_pop(state, 1) }
            return bytesAsData(at: -1)
        default:
            throw typeMismatch(expected: "string", at: index)
        }
    }

    private func bytesAsData(at index: Int32) -> Data {
        var length = 0
        guard let bytes = luakit_string_bytes(state, index, &length) else { return Data() }
        return Data(bytes: bytes, count: length)
    }
}
