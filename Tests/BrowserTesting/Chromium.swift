import Foundation
import TestSupport
import Testing

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
        for name in ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"] {
            if let found = Command.find(name) { return Chromium(executable: found) }
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

    /// The browser, or an error saying how to install one: for the suites that run without one only to fail.
    public static func required() throws -> Chromium {
        guard let chromium = find() else { throw NotFound() }
        return chromium
    }

    public struct NotFound: Error, CustomStringConvertible {
        public var description: String {
            "\(Chromium.requiredVariable)=1 but no Chromium was found: install Debian's chromium (scripts/setup --chromium) "
                + "or set PRESTYLE_CHROMIUM to a Chromium binary"
        }
    }

    /// The flags of every headless run: no sandbox, GPU, first-run pages or extensions, and a profile of its own
    /// in `folder`.
    public static func headlessFlags(profileIn folder: URL) -> [String] {
        [
            "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
            "--disable-extensions", "--user-data-dir=" + folder.appendingPathComponent("profile").path,
        ]
    }

    /// What the browser printed, and how it ended.
    public typealias Output = Command.Output

    /// Runs the browser headless on `url` with `arguments` added, stopping it after `timeout` seconds.
    public func run(_ arguments: [String], url: URL, in folder: URL, timeout: TimeInterval = 60) throws -> Output {
        try Command(
            executable, Self.headlessFlags(profileIn: folder) + ["--enable-logging=stderr", "--v=0"] + arguments + [url.absoluteString]
        ).run(timeout: timeout)
    }

    /// Opens `page` at `fragment` (`#phase=present&t=0.3`), lets its scripts run for two seconds of virtual time,
    /// and returns the DOM they left and what the browser printed; a browser that fails fails the test.
    public func dumpDOM(
        of page: URL, fragment: String, in folder: URL, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> (dom: DOMDump, output: Output) {
        let url = try #require(URL(string: page.absoluteString + fragment), sourceLocation: sourceLocation)
        let output = try run(["--virtual-time-budget=2000", "--dump-dom"], url: url, in: folder)
        try #require(output.status == 0, "chromium exited with \(output.status): \(output.stderr.suffix(2000))", sourceLocation: sourceLocation)
        return (DOMDump(output.stdout), output)
    }
}

extension Command.Output {
    /// Lines the page's console produced: the player logs nothing, so any is a problem.
    public var consoleLines: [String] { stderr.split(separator: "\n").map(String.init).filter { $0.contains(":CONSOLE") } }
}
