import Foundation
import BrowserTesting
import TestSupport
import Testing

@testable import PrestyleExport

/// The HTML player draws masked corners and shadows: headless Chromium loads the page and dumps the DOM, whose
/// card must carry a per-corner `border-radius` and a `box-shadow` (the approach of `HTMLPlayerBrowserTests`).
@Suite("HTML player draws corners and shadows", .enabled(if: Chromium.shouldRun, "no chromium on the PATH (make test installs it)"))
struct CornersAndShadowBrowserTests {
    private func load(_ page: String, fragment: String) throws -> DOMDump {
        let folder = try TemporaryFolder()
        let file = URL(fileURLWithPath: try folder.write("player.html", page))
        let (dom, output) = try Chromium.required().dumpDOM(of: file, fragment: "#" + fragment, in: folder.url)
        #expect(output.consoleLines.isEmpty, "console output: \(output.consoleLines)")
        #expect(dom.elements.first { $0.tag == "html" }?.attributes["data-errors"] == "0")
        return dom
    }

    @Test func theCardRoundsOnlyItsTopCornersAndCastsItsShadow() throws {
        let page = try Fixtures.slideWithTopCornersAndShadow().rendered(as: .html())
        let dom = try load(page, fragment: "phase=present&t=0.5")
        let card = try #require(dom.elements("data-name", "presented").first { $0.tag == "div" })
        #expect(card.style["border-radius"] == "16px 16px 0px 0px", "\(card.style)")
        // Chromium writes the colour first: the shadow's colour at its opacity, the offset, a blur of twice the radius.
        #expect(card.style["box-shadow"] == "rgba(0, 0, 0, 0.3) 0px 4px 12px", "\(card.style)")
        let dim = try #require(dom.elements("data-name", "dim").first { $0.tag == "div" })
        #expect(dim.style["box-shadow"] == nil || dim.style["box-shadow"] == "none", "\(dim.style)")
    }

    @Test func allFourCornersStayOneRadius() throws {
        let dom = try load(try Fixtures.slide().rendered(as: .html()), fragment: "phase=present&t=0.5")
        let card = try #require(dom.elements("data-name", "presented").first { $0.tag == "div" })
        #expect(card.style["border-radius"] == "16px", "\(card.style)")
    }
}
