extension LuaError {
    /// Splits Lua's "chunk:line: message" into its parts. Lua puts the position of the raise in front
    /// of string errors (`error("x")`, runtime errors, syntax errors); a message without one is kept
    /// whole.
    static func splitPosition(_ text: String) -> (chunkName: String, line: Int, message: String)? {
        let bytes = Array(text.utf8)
        var index = 0
        // The position ends at the first ":<digits>: ". Chunk names are paths or [string "..."].
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: ":") {
                var digitsEnd = index + 1
                while digitsEnd < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[digitsEnd]) {
                    digitsEnd += 1
                }
                if digitsEnd > index + 1, digitsEnd + 1 < bytes.count,
                    bytes[digitsEnd] == UInt8(ascii: ":"), bytes[digitsEnd + 1] == UInt8(ascii: " "), index > 0,
                    let line = Int(String(decoding: bytes[(index + 1)..<digitsEnd], as: UTF8.self))
                {
                    let chunk = String(decoding: bytes[..<index], as: UTF8.self)
                    let message = String(decoding: bytes[(digitsEnd + 2)...], as: UTF8.self)
                    return (chunk, line, message)
                }
            }
            if bytes[index] == UInt8(ascii: "\n") { break }
            index += 1
        }
        return nil
    }

    /// An error from Lua's text, with its position split off when it has one.
    init(kind: Kind, luaMessage: String, traceback: String? = nil) {
        if let (chunk, line, message) = LuaError.splitPosition(luaMessage) {
            self.init(kind: kind, message: message, chunkName: chunk, line: line, traceback: traceback)
        } else {
            self.init(kind: kind, message: luaMessage, traceback: traceback)
        }
    }

    /// The text to raise in Lua for this error: the message with its position, as Lua writes it.
    var luaMessage: String {
        guard let chunkName else { return message }
        if let line { return "\(chunkName):\(line): \(message)" }
        return "\(chunkName): \(message)"
    }
}
