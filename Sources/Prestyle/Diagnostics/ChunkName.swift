/// Lua's names for chunks in error messages. Lua shortens a long chunk name to its last 60 or so characters
/// behind "...", so a message about `/tmp/a-long-folder/style.lua` may say `...folder/style.lua:6:`; these
/// helpers tell which file such a name stands for.
enum ChunkName {
    /// Whether `chunk` (from an error message) names `file`.
    static func names(_ chunk: String, _ file: String) -> Bool {
        chunk == file || (chunk.hasPrefix("...") && file.hasSuffix(chunk.dropFirst(3)))
    }

    /// The file among `candidates` that `chunk` names, else `chunk` itself.
    static func file(for chunk: String, among candidates: [String]) -> String {
        candidates.first { names(chunk, $0) } ?? chunk
    }
}
