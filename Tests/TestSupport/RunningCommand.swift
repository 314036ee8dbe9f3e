import Foundation
import Testing

/// A ``Command`` under way, its output collected in files so that a test can read it while it runs.
public final class RunningCommand {
    public let process = Process()
    private let scratch: TemporaryFolder
    private let stdoutURL: URL
    private let stderrURL: URL

    init(_ command: Command, scratch: TemporaryFolder) throws {
        self.scratch = scratch
        stdoutURL = scratch.url.appendingPathComponent("stdout")
        stderrURL = command.mergesStandardError ? stdoutURL : scratch.url.appendingPathComponent("stderr")
        for url in [stdoutURL, stderrURL] {
            _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        }
        process.executableURL = command.executable
        process.arguments = command.arguments
        if let folder = command.folder { process.currentDirectoryURL = folder }
        if !command.environment.isEmpty {
            var variables = ProcessInfo.processInfo.environment
            for (name, value) in command.environment { variables[name] = value }
            process.environment = variables
        }
        let output = try FileHandle(forWritingTo: command.standardOutput ?? stdoutURL)
        let errors = command.mergesStandardError && command.standardOutput == nil ? output : try FileHandle(forWritingTo: stderrURL)
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
    }

    /// What it printed on standard output so far.
    public var stdout: String { (try? String(contentsOf: stdoutURL, encoding: .utf8)) ?? "" }
    /// What it printed on standard error so far (nothing when merged into standard output).
    public var stderr: String { stderrURL == stdoutURL ? "" : (try? String(contentsOf: stderrURL, encoding: .utf8)) ?? "" }

    /// Both streams so far (all of it in ``stdout`` when they are merged).
    public var output: String { stdout + stderr }

    /// Waits until the output contains `text`, looking every 10 ms; gives up (failing the test) after `seconds`.
    public func waitUntilPrinted(_ text: String, seconds: Int = 120, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        try await waitUntil("\(text.debugDescription) in the output: \(output)", seconds: seconds, sourceLocation: sourceLocation) {
            output.contains(text)
        }
    }

    /// Sends SIGINT, as Control-C does, and waits up to two seconds, then SIGKILL; returns whether it ended by
    /// itself.
    @discardableResult
    public func stop() -> Bool {
        guard process.isRunning else { return true }
        kill(process.processIdentifier, SIGINT)
        if wait(until: Date().addingTimeInterval(2)) { return true }
        kill(process.processIdentifier, SIGKILL)
        return false
    }

    /// The program did not get where a test waited for it to, in time; what it printed until then.
    public struct TimedOut: Error, CustomStringConvertible {
        public let what: String
        public let stdout: String
        public let stderr: String
        public var description: String { "timed out waiting for \(what)\n--- stdout\n\(stdout)--- stderr\n\(stderr)" }
    }

    /// Waits (polling, at most `timeout` seconds) until `condition` holds of the output so far.
    public func wait(for what: String, timeout: Double = 60, _ condition: (_ stdout: String, _ stderr: String) -> Bool) throws {
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

    /// Waits for the program to end and returns what it printed. After `timeout` seconds it is stopped
    /// (SIGTERM, then SIGKILL if it is still there 5 s later) and ``TimedOut`` thrown: a hung program must not
    /// hang the suite.
    public func finish(timeout: Double = 60) throws -> Command.Output {
        guard wait(until: Date().addingTimeInterval(timeout)) else {
            process.terminate()
            if !wait(until: Date().addingTimeInterval(5)) { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
            throw TimedOut(what: "the process to end", stdout: stdout, stderr: stderr)
        }
        process.waitUntilExit()
        return Command.Output(stdout: stdout, stderr: stderr, status: process.terminationStatus,
            endedBySignal: process.terminationReason == .uncaughtSignal)
    }

    /// Whether the process ended by `deadline`.
    private func wait(until deadline: Date) -> Bool {
        while process.isRunning {
            guard Date() < deadline else { return false }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return true
    }
}
