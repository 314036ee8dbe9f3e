import ArgumentParser
import Foundation
import PrestyleTool

/// Where the commands' text goes, and how a result becomes the process's exit status.
enum Console {
    enum Stream {
        case output
        case errors
    }

    /// The exit status of a usage error (argument-parser's `validationFailure` is mapped to it).
    static let usageStatus = ToolStatus.usage.rawValue

    /// Writes the text unbuffered, so standard output and standard error interleave as they were written.
    static func write(_ text: String, to stream: Stream) {
        guard !text.isEmpty else { return }
        let handle = stream == .output ? FileHandle.standardOutput : FileHandle.standardError
        handle.write(Data(text.utf8))
    }

    /// Prints a result.
    static func show(_ result: ToolResult) {
        write(result.output, to: .output)
        write(result.errors, to: .errors)
    }

    /// Prints a result and ends the command with its status.
    static func finish(_ result: ToolResult) throws {
        show(result)
        try finish(result.status)
    }

    /// Ends the command with `status` (returns for 0).
    static func finish(_ status: ToolStatus) throws {
        guard status != .success else { return }
        throw ExitCode(status.rawValue)
    }

    /// Whether standard output is a terminal that takes colors: not piped, `NO_COLOR` unset, `TERM` not dumb.
    static var standardOutputTakesColors: Bool {
        let environment = ProcessInfo.processInfo.environment
        return isatty(STDOUT_FILENO) != 0 && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
    }
}
