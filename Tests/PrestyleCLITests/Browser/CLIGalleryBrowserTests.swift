import BrowserTesting
import Foundation
import PrestyleExport
import TestSupport
import Testing

/// The page `prestyle gallery` writes, in a real browser: every card shows, at the deep link's moment, the
/// sample its style's own `apply` run records there, with no script error. `PRESTYLE_REQUIRE_CHROMIUM=1` (as
/// `make test` sets) makes a missing Chromium a failure.
@Suite("prestyle gallery in Chromium", .enabled(if: Chromium.shouldRun, "no chromium on the PATH (make test installs it)"))
struct CLIGalleryBrowserTests {
    @Test func everyCardShowsTheSampleItsApplyRunRecords() throws {
        let chromium = try Chromium.required()
        let prestyle = try PrestyleBinary.locate()
        let folder = try TemporaryFolder()
        let page = folder.url.appendingPathComponent("gallery.html")
        let styles = ["bouncy", "slide", "alert"]
        let written = try prestyle.run(["gallery"] + styles + ["--output", page.path])
        try #require(written.status == 0, "\(written)")
        let (dom, output) = try chromium.dumpDOM(of: page, fragment: "#phase=present&t=0.25", in: folder.url)
        #expect(dom.elements.first { $0.tag == "html" }?.attributes["data-errors"] == "0")
        #expect(output.consoleLines.isEmpty, "console output: \(output.consoleLines)")
        for (index, style) in styles.enumerated() {
            let json = try prestyle.run(["apply", style, "--format", "json"])
            let sample = try Recording(json: json.stdout).frame(at: Moment(phase: "present", time: 0.25))
            let side = "s\(index)"
            #expect(dom.elements("data-player", side).first?.attributes["data-style"] == style)
            let view = try #require(sample.view(named: "presented"))
            let element = try #require(dom.elements("data-name", "presented", player: side).first { $0.tag == "div" })
            let frame = element.attributes["data-frame"]?.split(separator: ",").compactMap { Double($0) } ?? []
            let expected = [view.frame.x, view.frame.y, view.frame.width, view.frame.height]
            #expect(frame.count == 4 && zip(frame, expected).allSatisfy { abs($0 - $1) < 0.001 }, "\(style): \(frame) vs \(expected)")
        }
    }
}
