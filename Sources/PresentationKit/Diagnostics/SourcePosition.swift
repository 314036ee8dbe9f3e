/// Where code the engine calls is written, when it is a script's: what the engine's own diagnostics about
/// that code point at (`Styles/cool.lua:42`).
public struct SourcePosition: Hashable, Sendable {
    /// The script's file, as it was loaded (`Styles/cool.lua`).
    public var file: String
    /// The 1-based line, when known.
    public var line: Int?

    /// A position in `file`, at `line` when known.
    public init(file: String, line: Int?) {
        self.file = file
        self.line = line
    }
}
