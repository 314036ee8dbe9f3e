import BrowserTesting
import Foundation
import TestSupport
import Testing

/// `prestyle preview` with a real browser on the page: each save of the style reaches the open page — the
/// same page load, never reloaded — which shows the new run; a broken save puts its error over the last good
/// run; the next good save clears it. The page's own reports (printed by the command) say what it shows, and
/// the session is the README's example, word for word. `PRESTYLE_REQUIRE_CHROMIUM=1` (as `make test` sets)
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

    /// Starts `prestyle preview style` in `folder`, waits until it watches the file, and opens the page it
    /// serves (at `fragment`) in headless Chromium, as an author's browser would.
    static func openPreview(
        of style: String, in folder: TemporaryFolder, fragment: String = ""
    ) async throws -> (preview: RunningCommand, browser: RunningCommand) {
        let chromium = try Chromium.required()
        let preview = try Command(try PrestyleBinary.locate().url, ["preview", style], in: folder.url, mergingStandardError: true).start()
        try await preview.waitUntilPrinted("watching \(style)")
        let address = try #require(preview.output.split(separator: "\n").first { $0.hasPrefix("preview: ") }?
            .split(separator: " ")[1])
        let browser = try Command(chromium.executable, Chromium.headlessFlags(profileIn: folder.url) + [String(address) + fragment],
                                  in: folder.url, mergingStandardError: true).start()
        return (preview, browser)
    }

    @Test func eachSaveReachesTheOpenPageWithoutAReloadAsTheReadmeShows() async throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("Styles/mine.lua", Self.style("options = { inset = 30 },"))
        let (preview, browser) = try await Self.openPreview(of: "Styles/mine.lua", in: folder)
        defer { preview.stop(); browser.stop() }
        try await preview.waitUntilPrinted("page 1 shows run 1\n")

        try Self.style("options = { inset = 50 },").write(toFile: path, atomically: true, encoding: .utf8)
        try await preview.waitUntilPrinted("page 1 shows run 2, ")
        try Self.style("options = { inset = 50 },,").write(toFile: path, atomically: true, encoding: .utf8)
        try await preview.waitUntilPrinted("page 1 shows run 2 under the last save's error, ")
        try Self.style("options = { inset = 70 },").write(toFile: path, atomically: true, encoding: .utf8)
        try await preview.waitUntilPrinted("page 1 shows run 4, ")
        #expect(!preview.output.contains("page 2"), "the page was reloaded: \(preview.output)")

        let example = try #require(ReadmeTests.consoleExamples.first { $0.first?.line == "prestyle preview Styles/mine.lua" })
        var printed = preview.output.components(separatedBy: "\n")
        if printed.last == "" { printed.removeLast() }
        #expect(ReadmeTests.matches(example[0].output, printed), "README shows:\n\(example[0].output.joined(separator: "\n"))\n--- it prints:\n\(preview.output)")
    }

    /// The place the page's address names is where the first player starts; each save's new player takes up
    /// the place of the one it replaces (not the page's address again: the page rewrites it to the old
    /// player's place), so an author scrubbed into the dismissal stays there across saves.
    @Test func aSaveKeepsThePlayersPhaseTimeAndToggles() async throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("mine.lua", Self.style("options = { inset = 30 },"))
        let (preview, browser) = try await Self.openPreview(of: "mine.lua", in: folder, fragment: "#phase=dismiss&t=0.25&names=1")
        defer { preview.stop(); browser.stop() }
        try await preview.waitUntilPrinted("page 1 shows run 1 at dismiss 0.25 s, all names\n")
        try Self.style("options = { inset = 50 },").write(toFile: path, atomically: true, encoding: .utf8)
        try await preview.waitUntilPrinted("page 1 shows run 2 at dismiss 0.25 s, all names, ")
        try Self.style("options = { inset = 60 },").write(toFile: path, atomically: true, encoding: .utf8)
        try await preview.waitUntilPrinted("page 1 shows run 3 at dismiss 0.25 s, all names, ")
    }
}
