import Foundation
import PresentationKit
import Prestyle
import PrestyleExport
import PrestyleStage

/// Why a command could not do what it was asked, as one line for a person, and which exit status that is.
///
/// Every error the libraries throw is mapped here, in one place:
///
/// | error | status | why |
/// |---|---|---|
/// | `StyleError` `unknownStyle`, `fileNotFound` | 2 | the command line names something that is not there |
/// | `StyleError` `badOption`, `unknownOption` | 2 | a `--set` the style does not take |
/// | `StyleError` `syntax`, `load`, `structure`, `useCycle` | 1 | the style itself is broken |
/// | `UnknownDeviceError` | 2 | `--device` names no preset |
/// | `RecorderError`, `ExportError` | 2 | flags that make no run: `--fps 0`, `--at` naming a phase the run lacks |
/// | a file that cannot be read or written | 1 | the command was right; the system said no |
/// | `rsvg-convert` or `ffmpeg` missing or failing (GIF, MP4) | 1 | the command was right; the machine lacks a program |
/// | an `--output` extension that names no format | 2 | `--output cool.png` would write text into a "picture" |
public struct ToolError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong and, where it helps, how to fix it — one line.
    public var message: String
    /// The exit status it calls for: ``ToolStatus/usage`` or ``ToolStatus/failure``.
    public var status: ToolStatus
    /// The style file the problem is in, when it is in one (what `--watch` keeps watching after a broken save).
    public var file: String?

    /// An error with its one line and its exit status, as the operations make for problems of their own.
    ///
    /// - Parameters:
    ///   - message: What went wrong and, where it helps, how to fix it — one line, without `error: `.
    ///   - status: ``ToolStatus/usage`` or ``ToolStatus/failure``.
    ///   - file: The style file the problem is in, if any.
    public init(_ message: String, status: ToolStatus, file: String? = nil) {
        self.message = message
        self.status = status
        self.file = file
    }

    /// A mistake in how the command was called.
    static func usage(_ message: String) -> ToolError { ToolError(message, status: .usage) }

    /// Any error a library threw, as the tool reports it.
    public init(_ error: any Error) {
        switch error {
        case let error as ToolError:
            self = error
        case let error as StyleError:
            self.init(error.description, status: ToolError.status(of: error.code), file: error.file)
        case let error as UnknownDeviceError:
            self.init(error.description + Messages.deviceListHint, status: .usage)
        case let error as RecorderError:
            self.init(error.description, status: .usage)
        case let error as ExportError:
            self.init(error.description, status: .usage)
        case let error as CocoaError:
            self.init(Messages.fileProblem(error), status: .failure)
        default:
            self.init(String(describing: error), status: .failure)
        }
    }

    /// Which style errors are the caller's (a name, a path, an option typed wrong) and which the style's.
    static func status(of code: StyleError.Code) -> ToolStatus {
        switch code {
        case .unknownStyle, .fileNotFound, .badOption, .unknownOption: .usage
        case .syntax, .load, .instructionBudget, .timeLimit, .memory, .fileTooLarge, .fileRefused, .structure, .useCycle, .configuration:
            .failure
        }
    }

    /// The ``message``.
    public var description: String { message }
}
