/// Where code the engine calls is written, when it is a script's: what the engine's own diagnostics about
/// that code point at (`Styles/cool.lua:42`).
public struct SourcePosition: Hashable, Sendable {
    public var file: String
    public var line: Int?

    public init(file: String, line: Int?) {
        self.file = file
        self.line = line
    }
}
