import BrowserTesting
import Foundation
import TestSupport
import Testing

/// `prestyle apply --watch` in its own process: each save runs again, a broken save shows its error and keeps
/// the last good run, and SIGINT or SIGTERM stop it cleanly. These wait for a real process (polling its output,
/// with deadlines), so they take wall-clock time; the in-process tests cover the logic without waiting.
@Suite("prestyle apply --watch, end to end")
struct WatchEndToEndTests {
    let prestyle: PrestyleBinary

    init() throws {
        prestyle = try PrestyleBinary.locate()
    }

    /// The card fixture of the in-process tests, inset by `inset`.
    private static func style(inset: Int) -> String {
        let path = PackageRoot.url(ApplyEndToEndTests.fixture("card")).path
        return (try? String(contentsOfFile: path, encoding: .utf8))?
            .replacingOccurrences(of: "inset = 30 }", with: "inset = \(inset) }") ?? ""
    }

    @Test func aSaveRunsAgainAndABrokenSaveKeepsTheLastGoodRunAndItsFile() throws {
        let folder = try TemporaryFolder()
        let path = folder.url.appendingPathComponent("card.lua").path
        let output = folder.url.appendingPathComponent("card.json").path
        try Self.style(inset: 30).write(toFile: path, atomically: true, encoding: .utf8)
        let watch = try prestyle.start(["apply", path, "--watch", "--watch-interval", "0.05", "--max-runs", "3", "--output", output])
        try watch.wait(for: "the first run") { _, errors in errors.contains("watching \(path)") }
        #expect(watch.stdout.contains("options  inset = 30"))

        try Self.style(inset: 50).write(toFile: path, atomically: true, encoding: .utf8)
        try watch.wait(for: "the second run") { output, _ in output.contains("options  inset = 50") }
        #expect(watch.stderr.contains("\(path) changed — run 2"))
        let good = try String(contentsOfFile: output, encoding: .utf8)
        #expect(good.contains("\"inset\": 50"))

        try "return style {".write(toFile: path, atomically: true, encoding: .utf8)
        let run = try watch.finish()
        #expect(run.status == 1, "\(run)")
        #expect(run.stderr.contains("\(path) changed — run 3\nError: \(path):1: "))
        #expect(run.stderr.hasSuffix("the last good run (run 2) stays: fix the file and save it again\n"))
        #expect(try String(contentsOfFile: output, encoding: .utf8) == good)
    }

    @Test(arguments: [SIGINT, SIGTERM])
    func aStopSignalEndsTheWatchCleanly(signal: Int32) throws {
        let folder = try TemporaryFolder()
        let path = folder.url.appendingPathComponent("card.lua").path
        try Self.style(inset: 30).write(toFile: path, atomically: true, encoding: .utf8)
        let watch = try prestyle.start(["apply", path, "--watch", "--watch-interval", "0.05"])
        try watch.wait(for: "the first run") { _, errors in errors.contains("watching \(path)") }
        kill(watch.process.processIdentifier, signal)
        let run = try watch.finish(timeout: 30)
        #expect(run.status == 0, "\(run)")
        #expect(watch.process.terminationReason == .exit)
        #expect(run.stdout.contains("options  inset = 30"))
    }
}
