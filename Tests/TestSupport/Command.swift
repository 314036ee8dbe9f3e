import Foundation

/// A program a test runs — the built `prestyle`, or a tool of the system (xmllint, luacheck, a C compiler,
/// ffprobe, the real Lua) that checks what prestyle wrote — as a shell runs it: its own process, arguments,
/// working folder and environment.
///
/// What it prints goes into files rather than pipes, so a program that prints a lot never blocks on a full
/// pipe and a test can read the output while the program runs (``RunningCommand``).
public struct Command: Sendable {
    public var executable: URL
    public var arguments: [String]
    /// The working folder; the test's own when nil.
    public var folder: URL?
    /// The variables that differ from the test's own environment; a nil value removes one.
    public var environment: [String: String?]
    /// Whether standard error goes into standard output's file, in the order written (as a terminal shows both).
    public var mergesStandardError: Bool
    /// A file standard output is written to instead of being collected (`/dev/full`, to see a write fail).
    public var standardOutput: URL?

    public init(
        _ executable: URL, _ arguments: [String] = [], in folder: URL? = nil, environment: [String: String?] = [:],
        mergingStandardError: Bool = false
    ) {
        self.executable = executable
        self.arguments = arguments
        self.folder = folder
        self.environment = environment
        mergesStandardError = mergingStandardError
    }

    /// The program called `name` on the `PATH`, found by `/usr/bin/env` as a shell finds it.
    public init(
        named name: String, _ arguments: [String] = [], in folder: URL? = nil, mergingStandardError: Bool = false
    ) {
        self.init(URL(fileURLWithPath: "/usr/bin/env"), [name] + arguments, in: folder, mergingStandardError: mergingStandardError)
    }

    /// The first executable called `name` in the `PATH`'s folders, or nil.
    public static func find(_ name: String) -> URL? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return folders.map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Runs the program to its end and returns what it printed; one that runs past `timeout` seconds is
    /// stopped and ``RunningCommand/TimedOut`` thrown.
    public func run(timeout: Double = 120) throws -> Output {
        try start().finish(timeout: timeout)
    }

    /// Starts the program and returns at once. Its output files go into `scratch` (a folder of their own when
    /// nil), which the running command keeps until it is let go of.
    public func start(scratch: TemporaryFolder? = nil) throws -> RunningCommand {
        try RunningCommand(self, scratch: scratch ?? TemporaryFolder(prefix: "prestyle-run"))
    }

    /// What a finished program printed on each stream, and how it ended.
    public struct Output: Sendable, CustomStringConvertible {
        public let stdout: String
        public let stderr: String
        public let status: Int32
        /// Whether a signal ended it (its status is then the signal's number) rather than an exit.
        public let endedBySignal: Bool

        /// Both streams, standard output first (all of it in standard output when they were merged).
        public var output: String { stdout + stderr }

        public var description: String { "status \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)" }
    }
}
