import Foundation
import BrowserTesting
import TestSupport
import Testing

@testable import PrestyleExport

/// The HTML player draws a view's border: headless Chromium loads the page and dumps the DOM, whose card must
/// be marked bordered with the border's width and color (the approach of `CornersAndShadowBrowserTests`).
@Suite("HTML player draws borders", .enabled(if: Chromium.shouldRun, "no chromium on the PATH (make test installs it)"))
struct BordersBrowserTests {
    private func card(of page: String) throws -> DOMDump.Element {
        guard let chromium = Chromium.find() else {
            throw ExportError("\(Chromium.requiredVariable)=1 but no Chromium was found")
        }
        let folder = try TemporaryFolder()
        let file = folder.url.appendingPathComponent("player.html")
        try page.write(to: file, atomically: true, encoding: .utf8)
        let url = try #require(URL(string: file.absoluteString + "#phase=present&t=0.5"))
        let output = try chromium.run(["--virtual-time-budget=2000", "--dump-dom"], url: url, in: folder.url)
        try #require(output.status == 0, "chromium exited with \(output.status): \(output.stderr.suffix(2000))")
        #expect(output.consoleLines.isEmpty, "console output: \(output.consoleLines)")
        let dom = DOMDump(output.stdout)
        #expect(dom.elements.first { $0.tag == "html" }?.attributes["data-errors"] == "0")
        return try #require(dom.elements("data-name", "presented").first { $0.tag == "div" })
    }

    @Test func theCardDrawsItsBorderOverItsSubviews() throws {
        let card = try card(of: try Fixtures.slideWithBorder().rendered(as: .html()))
        #expect(card.classes.contains("bordered"), "\(card.attributes)")
        #expect(card.style["--border-width"] == "2px", "\(card.style)")
        #expect(card.style["--border-color"] == "#ff0000", "\(card.style)")
    }

    @Test func aViewWithoutABorderIsNotMarked() throws {
        let card = try card(of: try Fixtures.slide().rendered(as: .html()))
        #expect(!card.classes.contains("bordered") && card.style["--border-width"] == nil, "\(card.style)")
    }
}
