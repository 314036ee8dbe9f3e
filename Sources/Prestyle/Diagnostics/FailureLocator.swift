import LuaKit

/// Where in a style a failed call went wrong, for the report's `file:line`: from the error's own position,
/// the frames of its stack, or the hook's definition when neither says. Lua shortens long file names to
/// "...tail": a tail of the style's (or the hook's) file is that file.
struct FailureLocator {
    /// The style's file.
    let style: String
    /// Where the hook that was called is defined, when known.
    let hook: HookLocation?

    private var files: [String] { [hook?.file, style].compactMap { $0 } }

    /// The style file a chunk name stands for (the hook's or the style's; else the chunk name as it is).
    func file(for chunk: String) -> String {
        ChunkName.file(for: chunk, among: files)
    }

    /// The error's own position, unless that is in the prelude (a lookup on `self` that ran out of budget,
    /// say), then the innermost Lua frame of its stack outside the prelude (``LuaError/frames``, recorded by
    /// LuaKit's message handler); the hook's definition when neither says.
    func position(of error: LuaError) -> (file: String, line: Int?) {
        let own = error.chunkName.map { [($0, error.line)] } ?? []
        let frames = own + error.frames.compactMap { frame in frame.line.map { (frame.source, Optional($0)) } }
        guard let (chunk, line) = frames.first(where: { $0.0 != Prelude.chunkName }) else {
            return (hook?.file ?? style, hook?.line)
        }
        return (file(for: chunk), line ?? hook?.line)
    }

    /// An error raised again with its first position kept in the message (`coroutine.wrap` does that, and
    /// `error(message)` after a `pcall`) reads `outer: file:6: what`: when `file` is the style's, line 6 is
    /// where it happened, and `what` is the message.
    ///
    /// This reads the message's text because nothing else holds that position: the frames of the first
    /// raise are gone by the time the error is raised again (`coroutine.wrap` closes the failed coroutine's
    /// stack before it re-raises; a `pcall` unwinds it before the script sees the message), so LuaKit's
    /// message handler only sees the second raise. Lua keeps the first position nowhere but in the string.
    func innerPosition(in message: String) -> (file: String, line: Int, message: String)? {
        guard let separator = message.firstRange(of: ": ") else { return nil }
        let position = message[..<separator.lowerBound]
        guard let colon = position.lastIndex(of: ":"), let line = Int(position[position.index(after: colon)...]) else {
            return nil
        }
        let chunk = String(position[..<colon])
        guard let file = files.first(where: { ChunkName.names(chunk, $0) }) else { return nil }
        return (file, line, String(message[separator.upperBound...]))
    }
}
