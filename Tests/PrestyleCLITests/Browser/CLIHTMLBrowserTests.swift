import BrowserTesting
import Foundation
import PrestyleExport
import TestSupport
import Testing

/// The page `prestyle apply cool.lua --format html` writes, in a real browser: headless Chromium opens it at a
/// deep link and the player must show the recorded sample of that moment — each view where the JSON export of
/// the same run puts it — with no script error and nothing on the console. Runs when a Chromium is installed;
/// `PRESTYLE_REQUIRE_CHROMIUM=1` (as `make test` sets) makes a missing one a failure.
@Suite("prestyle apply --format html in Chromium", .enabled(if: Chromium.shouldRun, "no chromium on the PATH (make test installs it)"))
struct CLIHTMLBrowserTests {
    @Test func theCoolPreviewShowsTheScrubbedFrameWithoutErrors() throws {
        let chromium = try Chromium.required()
        let prestyle = try PrestyleBinary.locate()
        let folder = try TemporaryFolder()
        let page = folder.url.appendingPathComponent("cool.html")
        let written = try prestyle.run(["apply", "cool.lua", "--format", "html", "--output", page.path])
        try #require(written.status == 0, "\(written)")
        let json = try prestyle.run(["apply", "cool.lua", "--format", "json"])
        let recording = try Recording(json: json.stdout)

        let moment = Moment(phase: "present", time: 0.3)
        let (dom, output) = try chromium.dumpDOM(of: page, fragment: "#phase=present&t=0.3", in: folder.url)

        #expect(dom.elements.first { $0.tag == "html" }?.attributes["data-errors"] == "0")
        #expect(output.consoleLines.isEmpty, "console output: \(output.consoleLines)")
        let body = try #require(dom.elements.first { $0.tag == "body" })
        #expect(body.attributes["data-ready"] == "1")
        #expect(body.attributes["data-phase"] == "present" && body.attributes["data-t"] == "0.3")
        let player = try #require(dom.elements("data-player", "main").first)
        #expect(player.attributes["data-sample"] == "0.3")
        #expect(player.attributes["data-screen"] == "393x852")

        let sample = try recording.frame(at: moment)
        for name in ["presented", "leopard", "unicorn", "flower", "presenting"] {
            let view = try #require(sample.view(named: name), "\(name) is not in the sample")
            let element = try #require(dom.elements("data-name", name).first { $0.tag == "div" }, "no element for \(name)")
            let frame = element.attributes["data-frame"]?.split(separator: ",").compactMap { Double($0) } ?? []
            let expected = [view.frame.x, view.frame.y, view.frame.width, view.frame.height]
            #expect(frame.count == 4 && zip(frame, expected).allSatisfy { abs($0 - $1) < 0.001 }, "\(name): \(frame) vs \(expected)")
            #expect(abs((Double(element.style["opacity"] ?? "") ?? -1) - view.alpha) < 0.001, "\(name) opacity")
        }
        // Mid-transition, not the settled state: the content is still scaling up from the middle.
        let presented = try #require(sample.view(named: "presented"))
        #expect(presented.transform.a > 0.01 && presented.transform.a < 1.5 && presented.transform.a != 1)
    }
}
