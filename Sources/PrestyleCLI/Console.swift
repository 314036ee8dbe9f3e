import ArgumentParser
import Foundation
import PrestyleExport
import PrestyleTool

/// Where the commands' text goes, and how a result becomes the process's exit status.
enum Console {
    /// Standard output or standard error.
    enum Stream {
        /// Standard output: what a command was asked for.
        case output
        /// Standard error: errors, and notes that must not mix with a document.
        case errors
    }

    /// The exit status of a usage error (argument-parser's `validationFailure` is mapped to it).
    static let usageStatus = ToolStatus.usage.rawValue

    /// Writes the text unbuffered, so standard output and standard error interleave as they were written.
    ///
    /// A write that fails never crashes the process (Foundation's `FileHandle.write(_:)` traps on any error):
    /// when standard output cannot take the text — a full disk, a reader that went away while `SIGPIPE` is
    /// ignored — the command ends with status 1, saying why on standard error unless the reader merely left
    /// (`prestyle apply cool --format json | head -c 100`). A failing standard error is ignored: there is
    /// nowhere left to say so.
    ///
    /// Text bound for a terminal passes through ``PrestyleExport/TerminalText/sanitized(_:)`` as a last line of
    /// defence (every field is escaped where it is rendered): no control character but a newline or the
    /// renderings' own colors reaches the terminal. A pipe or a file gets the bytes unchanged — a JSON or
    /// HTML document is data.
    static func write(_ text: String, to stream: Stream) {
        guard !text.isEmpty else { return }
        let descriptor = stream == .output ? STDOUT_FILENO : STDERR_FILENO
        let text = isatty(descriptor) != 0 ? TerminalText.sanitized(text) : text
        guard let failure = DescriptorWriter.writeAll(text.utf8, to: descriptor), stream == .output else { return }
        if failure != EPIPE {
            _ = DescriptorWriter.writeAll(
                "Error: cannot write to standard output: \(String(cString: strerror(failure)))\n".utf8, to: STDERR_FILENO)
        }
        Foundation.exit(ToolStatus.failure.rawValue)
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

    /// Whether standard output is a terminal that takes colors: not piped, `NO_COLOR` unset or empty (as
    /// no-color.org defines it), `TERM` not dumb.
    static var standardOutputTakesColors: Bool {
        let environment = ProcessInfo.processInfo.environment
        return isatty(STDOUT_FILENO) != 0 && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
    }
}
