/// Why a recording could not be rendered: a moment naming a phase the recording lacks, a time that is not a
/// number, a value JSON cannot hold. The description is one line, ready to print.
public struct ExportError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong and, where it helps, how to fix it.
    public var message: String

    /// An error with this message (one line, no trailing period needed).
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }

    static func unknownPhase(_ name: String, known: [String]) -> ExportError {
        let list = known.isEmpty ? "the recording has no phases" : "known phases: " + known.joined(separator: ", ")
        return ExportError("no phase named \"\(name)\" (\(list))")
    }

    static func noPhases(style: String) -> ExportError {
        ExportError("the recording of style \"\(style)\" has no phases to show")
    }

    static func invalidTime(_ time: Double) -> ExportError {
        ExportError("time \(time) is not a finite number of seconds")
    }
}
