import Foundation

/// The built `prestyle` executable, run as a user runs it: its own process, arguments, working directory and
/// environment; what it printed on each stream and its exit status come back.
///
/// It is found, in order: at `PRESTYLE_BINARY` (an explicit path); next to the test binary (the build's
/// products folder, where `swift build --build-tests` and `swift test` put both, on Linux and macOS alike); in
/// the package's `.build/debug`. The test target depends on the executable, so a test build always has it.
struct PrestyleBinary {
    let url: URL

    static let environmentVariable = "PRESTYLE_BINARY"

    /// The package's root, from this file's location.
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The binary, or an error saying where it was looked for; another executable of the build (the embedding
    /// example) is looked for in the same places, beside `PRESTYLE_BINARY` when that is set.
    static func locate(_ name: String = "prestyle") throws -> PrestyleBinary {
        var candidates: [URL] = []
        if let explicit = ProcessInfo.processInfo.environment[environmentVariable] {
            let binary = URL(fileURLWithPath: explicit)
            candidates.append(name == "prestyle" ? binary : binary.deletingLastPathComponent().appendingPathComponent(name))
        }
        for bundle in [Bundle.main.executableURL, Bundle.main.bundleURL].compactMap({ $0 }) {
            candidates.append(bundle.deletingLastPathComponent().appendingPathComponent(name))
        }
        candidates.append(package.appendingPathComponent(".build/debug/" + name))
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw BinaryNotFound(candidates: candidates.map(\.path))
        }
        return PrestyleBinary(url: found)
    }

    struct BinaryNotFound: Error, CustomStringConvertible {
        let candidates: [String]
        var description: String {
            "no prestyle binary at \(candidates.joined(separator: ", ")): run swift build --build-tests, or set \(PrestyleBinary.environmentVariable)"
        }
    }

    /// What a finished run printed, and how it ended.
    struct Run: CustomStringConvertible {
        let stdout: String
        let stderr: String
        let status: Int32

        var description: String { "status \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)" }
    }

    /// Runs `prestyle arguments…` to the end (at most `timeout` seconds) in `folder` (the package root by
    /// default, where `Styles/` is), with `PRESTYLE_PATH` and `NO_COLOR` set as given.
    func run(_ arguments: [String], in folder: URL = package, environment: [String: String] = [:], timeout: Double = 120) throws -> Run {
        let process = try RunningPrestyle(self, arguments, in: folder, environment: environment)
        return try process.finish(timeout: timeout)
    }

    /// Starts `prestyle arguments…` and returns at once (for `--watch`).
    func start(_ arguments: [String], in folder: URL = package, environment: [String: String] = [:]) throws -> RunningPrestyle {
        try RunningPrestyle(self, arguments, in: folder, environment: environment)
    }
}

/// A `prestyle` process under way, its output collected in files so that a test can read it while it runs.
final class RunningPrestyle {
    let process = Process()
    private let folder: URL
    private let stdoutURL: URL
    private let stderrURL: URL

    init(_ binary: PrestyleBinary, _ arguments: [String], in workingDirectory: URL, environment: [String: String]) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("prestyle-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        stdoutURL = folder.appendingPathComponent("stdout")
        stderrURL = folder.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: stdoutURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: stderrURL.path, contents: nil)
        process.executableURL = binary.url
        process.arguments = arguments
        process.currentDirectoryURL = workingDirectory
        var variables = ProcessInfo.processInfo.environment
        variables["PRESTYLE_PATH"] = nil
        // `prestyle list` keeps a cache in $XDG_CACHE_HOME: this run's own, never the user's.
        variables["XDG_CACHE_HOME"] = folder.appendingPathComponent("cache").path
        variables.merge(environment) { $1 }
        process.environment = variables
        let output = try FileHandle(forWritingTo: stdoutURL)
        let errors = try FileHandle(forWritingTo: stderrURL)
        defer {
            try? output.close()
            try? errors.close()
        }
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
    }

    deinit {
        if process.isRunning { process.terminate() }
        try? FileManager.default.removeItem(at: folder)
    }

    var stdout: String { (try? String(contentsOf: stdoutURL, encoding: .utf8)) ?? "" }
    var stderr: String { (try? String(contentsOf: stderrURL, encoding: .utf8)) ?? "" }

    struct TimedOut: Error, CustomStringConvertible {
        let what: String
        let stdout: String
        let stderr: String
        var description: String { "timed out waiting for \(what)\n--- stdout\n\(stdout)--- stderr\n\(stderr)" }
    }

    /// Waits (polling, at most `timeout` seconds) until `condition` holds of the output so far.
    func wait(for what: String, timeout: Double = 60, _ condition: (_ stdout: String, _ stderr: String) -> Bool) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition(stdout, stderr) {
            if !process.isRunning {
                // The output is complete now: one last look.
                if condition(stdout, stderr) { return }
                throw TimedOut(what: what + " (the process ended)", stdout: stdout, stderr: stderr)
            }
            guard Date() < deadline else { throw TimedOut(what: what, stdout: stdout, stderr: stderr) }
            Thread.sleep(forTimeInterval: 0.02)
        }
    }

    /// Waits for the process to end (killing it after `timeout` seconds) and returns what it printed.
    func finish(timeout: Double = 60) throws -> PrestyleBinary.Run {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning {
            guard Date() < deadline else {
                process.terminate()
                process.waitUntilExit()
                throw TimedOut(what: "the process to end", stdout: stdout, stderr: stderr)
            }
            Thread.sleep(forTimeInterval: 0.01)
        }
        process.waitUntilExit()
        return PrestyleBinary.Run(stdout: stdout, stderr: stderr, status: process.terminationStatus)
    }
}
