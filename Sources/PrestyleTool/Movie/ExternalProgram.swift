import Foundation

/// A program prestyle runs to make moving pictures — librsvg's `rsvg-convert` draws each frame, `ffmpeg` encodes
/// them — found on the `PATH` and run as a subprocess, with what to install when it is missing.
///
/// Both are packaged by Debian and Homebrew, and are the tools people already use for this; prestyle neither
/// rasterises nor encodes by itself.
struct ExternalProgram: Sendable, Hashable {
    /// The command's name, as on the `PATH`.
    let name: String
    /// The Debian package that installs it.
    let debianPackage: String
    /// The Homebrew formula that installs it.
    let homebrewFormula: String

    /// librsvg's command-line rasteriser: SVG in, PNG out.
    static let rasteriser = ExternalProgram(name: "rsvg-convert", debianPackage: "librsvg2-bin", homebrewFormula: "librsvg")
    /// FFmpeg: PNG frames in, GIF or H.264 out.
    static let encoder = ExternalProgram(name: "ffmpeg", debianPackage: "ffmpeg", homebrewFormula: "ffmpeg")

    /// The program's executable in the first folder of `searchPath` (a `PATH`: folders separated by colons)
    /// that has it.
    ///
    /// - Parameter purpose: What it is needed for, for the error: "to draw the frames of out/cool.gif".
    /// - Throws: ``ToolError`` (status 1) naming the program and the package to install when no folder has it.
    func locate(in searchPath: String?, purpose: String) throws(ToolError) -> URL {
        let folders = (searchPath ?? "").split(separator: ":", omittingEmptySubsequences: true)
        for folder in folders {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isFolder), !isFolder.boolValue,
                FileManager.default.isExecutableFile(atPath: candidate.path) {
                return candidate
            }
        }
        throw ToolError(Messages.programMissing(self, purpose: purpose), status: .failure)
    }

    /// Runs the program at `executable` with `arguments` in `folder` to its end; its standard error goes to a
    /// file there, read back only if it fails.
    ///
    /// - Throws: ``ToolError`` (status 1) when it cannot start, exits with another status than 0 or is killed:
    ///   what it was doing, how it ended and the last lines it wrote on standard error.
    static func run(_ executable: URL, _ arguments: [String], in folder: URL, doing what: String) throws(ToolError) {
        let name = executable.lastPathComponent
        let log = folder.appendingPathComponent("\(name)-\(UUID().uuidString).log")
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        do {
            guard FileManager.default.createFile(atPath: log.path, contents: nil) else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: log.path])
            }
            let errors = try FileHandle(forWritingTo: log)
            defer { try? errors.close() }
            process.standardError = errors
            try process.run()
            process.waitUntilExit()
        } catch {
            throw ToolError(Messages.programDidNotStart(name, doing: what, error), status: .failure)
        }
        let ending: String? = switch process.terminationReason {
        case .uncaughtSignal: "was killed by signal \(process.terminationStatus)"
        case .exit where process.terminationStatus != 0: "exited with status \(process.terminationStatus)"
        default: nil
        }
        guard let ending else { return }
        let stderr = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        throw ToolError(Messages.programFailed(name, doing: what, ending: ending, stderr: stderr), status: .failure)
    }
}
