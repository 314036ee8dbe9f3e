import Foundation

/// Headless Chromium for the HTML player's browser tests (the export's and the CLI's): finds the browser, runs it on a file with a time
/// limit, and returns what it printed.
///
/// Each run gets its own profile folder, since tests run in parallel and Chromium locks its profile.
public struct Chromium: Sendable {
    public let executable: URL

    /// Set to 1 (as `make test` does) to make a missing browser a failure instead of a skipped test.
    public static let requiredVariable = "PRESTYLE_REQUIRE_CHROMIUM"

    /// The browser named by `PRESTYLE_CHROMIUM`, else the first of chromium, chromium-browser, google-chrome
    /// on the PATH, else (macOS, where browsers are apps) Chromium's or Google Chrome's app in /Applications.
    public static func find() -> Chromium? {
        let environment = ProcessInfo.processInfo.environment
        if let explicit = environment["PRESTYLE_CHROMIUM"], FileManager.default.isExecutableFile(atPath: explicit) {
            return Chromium(executable: URL(fileURLWithPath: explicit))
        }
        let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        for name in ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"] {
            for folder in folders where FileManager.default.isExecutableFile(atPath: folder + "/" + name) {
                return Chromium(executable: URL(fileURLWithPath: folder + "/" + name))
            }
        }
        let apps = ["/Applications/Chromium.app/Contents/MacOS/Chromium", "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome"]
        if let app = apps.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) {
            return Chromium(executable: URL(fileURLWithPath: app))
        }
        return nil
    }

    public static var isRequired: Bool { ProcessInfo.processInfo.environment[requiredVariable] == "1" }

    /// Whether the browser tests should run: a browser is here, or one is required (and its absence fails).
    public static var shouldRun: Bool { isRequired || find() != nil }

    public struct Output: Sendable {
        public let stdout: String
        public let stderr: String
        public let status: Int32
        /// Lines the page's console produced: the player logs nothing, so any is a problem.
        public var consoleLines: [String] { stderr.split(separator: "\n").map(String.init).filter { $0.contains(":CONSOLE") } }
    }

    /// Runs the browser headless on `url` with `arguments` added, killing it after `timeout` seconds.
    public func run(_ arguments: [String], url: URL, in folder: URL, timeout: TimeInterval = 60) throws -> Output {
        let stdoutURL = folder.appendingPathComponent("chromium.out")
        let stderrURL = folder.appendingPathComponent("chromium.err")
        _ = FileManager.default.createFile(atPath: stdoutURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: stderrURL.path, contents: nil)
        let stdout = try FileHandle(forWritingTo: stdoutURL)
        let stderr = try FileHandle(forWritingTo: stderrURL)
        defer {
            try? stdout.close()
            try? stderr.close()
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
            "--disable-extensions", "--enable-logging=stderr", "--v=0",
            "--user-data-dir=" + folder.appendingPathComponent("profile").path,
        ] + arguments + [url.absoluteString]
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        // A hung browser must not hang the suite: stop it, then kill it if it will not stop.
        let pid = process.processIdentifier
        let exited = ExitFlag()
        let watchdog = DispatchWorkItem {
            guard !exited.isSet else { return }
            kill(pid, SIGTERM)
            for _ in 0..<50 where !exited.isSet { Thread.sleep(forTimeInterval: 0.1) }
            if !exited.isSet { kill(pid, SIGKILL) }
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
        process.waitUntilExit()
        exited.set()
        watchdog.cancel()
        return Output(
            stdout: (try? String(contentsOf: stdoutURL, encoding: .utf8)) ?? "",
            stderr: (try? String(contentsOf: stderrURL, encoding: .utf8)) ?? "",
            status: process.terminationStatus)
    }
}

/// Whether the browser has exited, shared with the watchdog so it never signals a process id that was reused.
private final class ExitFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
}

/// A folder of its own for one test, removed when the test is done with it.
public struct TemporaryFolder: ~Copyable {
    public let url: URL

    public init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("prestyle-test-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
