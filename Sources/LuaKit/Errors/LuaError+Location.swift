extension LuaError {
    /// Splits Lua's "chunk:line: message" into its parts. Lua puts the position of the raise in front
    /// of string errors (`error("x")`, runtime errors, syntax errors); a message without one is kept
    /// whole.
    static func splitPosition(_ text: String) -> (chunkName: String, line: Int, message: String)? {
        // Lua writes "chunk:line: message": the position is everything before the first ": ", and ends
        // in ":<digits>". A message that merely quotes a position later on ("… failed: a.lua:1: x")
        // has no position of its own.
        guard let separator = text.firstRange(of: ": ") else { return nil }
        let position = text[..<separator.lowerBound]
        guard let colon = position.lastIndex(of: ":"), colon > position.startIndex,
            let line = Int(position[position.index(after: colon)...]), line >= 0
        else { return nil }
        return (String(position[..<colon]), line, String(text[separator.upperBound...]))
    }

    /// An error from Lua's text, with its position split off when it has one.
    init(kind: Kind, luaMessage: String, traceback: String? = nil, frames: [LuaStackFrame] = []) {
        if let (chunk, line, message) = LuaError.splitPosition(luaMessage) {
            self.init(kind: kind, message: message, chunkName: chunk, line: line, traceback: traceback, frames: frames)
        } else {
            self.init(kind: kind, message: luaMessage, traceback: traceback, frames: frames)
        }
    }

    /// The text to raise in Lua for this error: the message with its position, as Lua writes it.
    var luaMessage: String {
        guard let chunkName else { return message }
        if let line { return "\(chunkName):\(line): \(message)" }
        return "\(chunkName): \(message)"
    }
}
