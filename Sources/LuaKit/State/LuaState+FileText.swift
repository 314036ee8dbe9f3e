extension LuaState {
    /// The Lua source in a file's bytes, read the way Lua's own `luaL_loadfile` reads a file: a UTF-8
    /// byte-order mark at the start is dropped (editors on Windows add one), and a first line starting with
    /// `#` — a `#!/usr/bin/env lua` line — is left empty, so every later line keeps its number in errors.
    /// Every other byte stays as it is (Latin-1 text included): give the result to the `[UInt8]` form of `load(_:chunkName:environment:)`.
    ///
    ///     LuaState.sourceBytes(ofFile: Array("\u{FEFF}return 1".utf8))    // the bytes of "return 1"
    public static func sourceBytes(ofFile bytes: [UInt8]) -> [UInt8] {
        var start = bytes.startIndex
        if bytes[start...].starts(with: [0xEF, 0xBB, 0xBF]) { start += 3 }
        if start < bytes.endIndex, bytes[start] == UInt8(ascii: "#") {
            start = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
        }
        return Array(bytes[start...])
    }

    /// The Lua source in a file's bytes as text (see ``sourceBytes(ofFile:)``); bytes that are not UTF-8
    /// become U+FFFD, so load ``sourceBytes(ofFile:)`` instead to keep them.
    ///
    ///     LuaState.sourceText(ofFile: Array("\u{FEFF}return 1".utf8))    // "return 1"
    public static func sourceText(ofFile bytes: [UInt8]) -> String {
        String(decoding: sourceBytes(ofFile: bytes), as: UTF8.self)
    }
}
