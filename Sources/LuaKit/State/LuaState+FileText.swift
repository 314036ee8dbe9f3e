extension LuaState {
    /// The Lua source in a file's bytes, read the way Lua's own `luaL_loadfile` reads a file: a UTF-8
    /// byte-order mark at the start is dropped (editors on Windows add one), and a first line starting with
    /// `#` — a `#!/usr/bin/env lua` line — is left empty, so every later line keeps its number in errors.
    ///
    ///     LuaState.sourceText(ofFile: Array("\u{FEFF}return 1".utf8))    // "return 1"
    public static func sourceText(ofFile bytes: [UInt8]) -> String {
        var start = bytes.startIndex
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start += 3 }
        var text = String(decoding: bytes[start...], as: UTF8.self)
        if text.hasPrefix("#") {
            text = String(text[(text.firstIndex(of: "\n") ?? text.endIndex)...])
        }
        return text
    }
}
