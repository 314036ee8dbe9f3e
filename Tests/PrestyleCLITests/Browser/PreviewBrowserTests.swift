import BrowserTesting
import Foundation
import Synchronization
import Testing

/// `prestyle preview` with a real browser on the page: each save of the style reaches the open page — the
/// same page load, never reloaded — which shows the new run; a broken save puts its error over the last good
/// run; the next good save clears it. The page's own reports (printed by the command) say what it shows, and
/// the session is the command reference's example, word for word. `PRESTYLE_REQUIRE_CHROMIUM=1` (as `make test` sets)
/// makes a missing Chromium a failure.
@Suite("prestyle preview in Chromium", .enabled(if: Chromium.shouldRun, "no chromium on the PATH (make test installs it)"))
struct PreviewBrowserTests {
    static func style(_ options: String) -> String {
        """
        return style {
          summary = "A card inset from the edges",
          \(options)
          presentation = {
            frameOfPresentedView = function(self) return self.container.bounds:inset(self.options.inset) end,
          },
        }
        """
    }

    @Test func eachSaveReachesTheOpenPageWithoutAReloadAsTheCommandReferenceShows() async throws {
        let chromium = try #require(Chromium.find(), "\(Chromium.requiredVariable)=1 but no Chromium was found")
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("Styles"), withIntermediateDirectories: true)
        let path = folder.url.appendingPathComponent("Styles/mine.lua").path
        try Self.style("options = { inset = 30 },").write(toFile: path, atomically: true, encoding: .utf8)
        let preview = try Spawned(try PrestyleBinary.locate().url, ["preview", "Styles/mine.lua"], in: folder.url)
        defer { preview.stop() }
        try await preview.waitFor("watching Styles/mine.lua")
        let address = try #require(preview.output.split(separator: "\n").first { $0.hasPrefix("preview: ") }?
            .split(separator: " ")[1])
        let browser = try Spawned(chromium.executable, [
            "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
            "--disable-extensions", "--user-data-dir=" + folder.url.appendingPathComponent("profile").path, String(address),
        ], in: folder.url)
        defer { browser.stop() }
        try await preview.waitFor("page 1 shows run 1\n")

        try Self.style("options = { inset = 50 },").write(toFile: path, atomically: true, encoding: .utf8)
        try await preview.waitFor("page 1 shows run 2, ")
        try Self.style("options = { inset = 50 },,").write(toFile: path, atomically: true, encoding: .utf8)
        try await preview.waitFor("page 1 shows run 2 under the last save's error, ")
        try Self.style("options = { inset = 70 },").write(toFile: path, atomically: true, encoding: .utf8)
        try await preview.waitFor("page 1 shows run 4, ")
        #expect(!preview.output.contains("page 2"), "the page was reloaded: \(preview.output)")

        let example = try #require(ReadmeTests.consoleExamples.first { $0.first?.line == "prestyle preview Styles/mine.lua" })
        var printed = preview.output.components(separatedBy: "\n")
        if printed.last == "" { printed.removeLast() }
        #expect(ReadmeTests.matches(example[0].output, printed), "the command reference shows:\n\(example[0].output.joined(separator: "\n"))\n--- it prints:\n\(preview.output)")
    }

    /// The place the page's address names is where the first player starts; each save's new player takes up
    /// the place of the one it replaces (not the page's address again: the page rewrites it to the old
    /// player's place), so an author scrubbed into the dismissal stays there across saves.
    @Test func aSaveKeepsThePlayersPhaseTimeAndToggles() async throws {
        let chromium = try #require(Chromium.find(), "\(Chromium.requiredVariable)=1 but no Chromium was found")
        let folder = try TemporaryFolder()
        let path = folder.url.appendingPathComponent("mine.lua").path
        try Self.style("options = { inset = 30 },").write(toFile: path, atomically: true, encoding: .utf8)
        let preview = try Spawned(try PrestyleBinary.locate().url, ["preview", "mine.lua"], in: folder.url)
        defer { preview.stop() }
        try await preview.waitFor("watching mine.lua")
        let address = try #require(preview.output.split(separator: "\n").first { $0.hasPrefix("preview: ") }?
            .split(separator: " ")[1])
        let browser = try Spawned(chromium.executable, [
            "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
            "--disable-extensions", "--user-data-dir=" + folder.url.appendingPathComponent("profile").path,
            String(address) + "#phase=dismiss&t=0.25&names=1",
        ], in: folder.url)
        defer { browser.stop() }
        try await preview.waitFor("page 1 shows run 1 at dismiss 0.25 s, all names\n")
        try Self.style("options = { inset = 50 },").write(toFile: path, atomically: true, encoding: .utf8)
        try await preview.waitFor("page 1 shows run 2 at dismiss 0.25 s, all names, ")
        try Self.style("options = { inset = 60 },").write(toFile: path, atomically: true, encoding: .utf8)
        try await preview.waitFor("page 1 shows run 3 at dismiss 0.25 s, all names, ")
    }
}

/// A program running beside the test in `folder`, its standard output and error collected as they come, in
/// the order it wrote them (one pipe, as a terminal shows them); stopped with SIGINT (then SIGKILL).
final class Spawned: Sendable {
    private let process: Process
    private let collected = Mutex("")

    init(_ executable: URL, _ arguments: [String], in folder: URL, environment: [String: String]? = nil) throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        process.currentDirectoryURL = folder
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        self.process = process
        output.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let text = String(decoding: handle.availableData, as: UTF8.self)
            self?.collected.withLock { $0 += text }
        }
        try process.run()
    }

    /// What it printed so far, both streams.
    var output: String { collected.withLock { $0 } }

    /// Waits until standard output contains `text`: looks every 10 ms, gives up (failing) after two minutes.
    func waitFor(_ text: String) async throws {
        for _ in 0..<12_000 {
            if output.contains(text) { return }
            try await Task.sleep(for: .milliseconds(10))
        }
        Issue.record("no \(text.debugDescription) in the output: \(output)")
        throw CancellationError()
    }

    /// Sends SIGINT and waits up to two seconds, then SIGKILL; returns whether it ended by itself.
    @discardableResult
    func stop() -> Bool {
        guard process.isRunning else { return true }
        kill(process.processIdentifier, SIGINT)
        for _ in 0..<100 where process.isRunning { usleep(20_000) }
        guard process.isRunning else { return true }
        kill(process.processIdentifier, SIGKILL)
        return false
    }
}
