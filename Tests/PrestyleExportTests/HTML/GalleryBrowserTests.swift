import Foundation
import BrowserTesting
import TestSupport
import Testing

@testable import PrestyleExport

/// The gallery in a real browser, as the player is tested: headless Chromium loads the page at a deep link and
/// dumps the DOM, in which every card must show its recording's sample at that moment, its summary and source
/// link, and the filter box must hide the cards that do not match — with no script error.
@Suite("Gallery in Chromium", .enabled(if: Chromium.shouldRun, "no chromium on the PATH (make test installs it)"))
struct GalleryBrowserTests {
    /// Loads `page` (with `script` run once the page is ready) at `fragment` and returns the DOM dump.
    private func load(_ page: String, fragment: String, then script: String = "") throws -> DOMDump {
        let folder = try TemporaryFolder()
        let end = try #require(page.range(of: "</body>", options: .backwards))
        let scripted = page.replacingCharacters(in: end, with: "<script>(function () {\n" + script + "\n})();</script>\n</body>")
        let file = URL(fileURLWithPath: try folder.write("gallery.html", scripted))
        let (dom, output) = try Chromium.required().dumpDOM(of: file, fragment: "#" + fragment, in: folder.url)
        #expect(output.consoleLines.isEmpty, "console output: \(output.consoleLines)")
        #expect(dom.elements.first { $0.tag == "html" }?.attributes["data-errors"] == "0",
                "the page recorded errors: \(dom.text.components(separatedBy: "id=\"errors\"").last?.prefix(600) ?? "")")
        #expect(dom.elements.first { $0.tag == "body" }?.attributes["data-ready"] == "1")
        return dom
    }

    @Test func everyCardShowsItsSampleAtTheSharedMomentWithItsSummaryAndSource() throws {
        let page = try GalleryPage().page(for: GalleryPageTests.entries)
        let dom = try load(page, fragment: "phase=present&t=0.3")
        for (index, entry) in GalleryPageTests.entries.enumerated() {
            let side = "s\(index)"
            let card = try #require(dom.elements("data-player", side).first)
            #expect(card.attributes["data-style"] == entry.recording.style)
            #expect(card.attributes["data-sample"] == "0.3")
            let sample = try entry.recording.frame(at: Moment(phase: "present", time: 0.3))
            let presented = try #require(sample.view(named: "presented"))
            let element = try #require(dom.elements("data-name", "presented", player: side).first { $0.tag == "div" })
            #expect(element.attributes["data-frame"] == [presented.frame.x, presented.frame.y, presented.frame.width, presented.frame.height]
                .map { ExportNumber.text($0, decimals: 4) }.joined(separator: ","))
        }
        #expect(dom.text.contains(#"<p class="summary">Slides up</p>"#))
        #expect(dom.text.contains(#"<a class="source" href="../Styles/slide.lua">Styles/slide.lua</a>"#))
        #expect(dom.text.contains(#"<p class="summary">Fades in</p>"#))
        #expect(dom.elements.contains { $0.attributes["id"] == "filter" })
        #expect(dom.text.contains("2 of 2 styles"))
    }

    @Test func theFilterHidesTheCardsWhoseNameAndSummaryDoNotMatch() throws {
        let page = try GalleryPage().page(for: GalleryPageTests.entries)
        let dom = try load(page, fragment: "phase=present&t=0", then: """
            const filter = document.getElementById('filter');
            filter.value = 'FADES';
            filter.dispatchEvent(new Event('input'));
            """)
        #expect(dom.elements("data-player", "s0").first?.attributes["hidden"] != nil)
        #expect(dom.elements("data-player", "s1").first?.attributes["hidden"] == nil)
        #expect(dom.elements.first { $0.tag == "body" }?.attributes["data-shown"] == "1")
        #expect(dom.text.contains("1 of 2 styles"))
    }

    @Test func playingRunsEveryCardToTheEndOfTheLongestPhase() throws {
        let page = try GalleryPage(options: .init(autoplay: true)).page(for: GalleryPageTests.entries)
        let dom = try load(page, fragment: "phase=present&t=0")
        let body = try #require(dom.elements.first { $0.tag == "body" })
        let longest = GalleryPageTests.entries.map { $0.recording.phases[0].duration }.max() ?? 0
        #expect(body.attributes["data-t"] == ExportNumber.text(longest, decimals: 4))
        #expect(dom.elements("data-player", "s0").first?.attributes["data-sample"] == "final")
        #expect(dom.elements("data-player", "s1").first?.attributes["data-sample"] == "final")
    }

    @Test func theGalleryKeepsNamesOffItsCardsAndShowsTheSafeAreaWhenTheAddressAsks() throws {
        let page = try GalleryPage().page(for: GalleryPageTests.entries)
        let script = """
            document.body.dataset.names = String(document.querySelectorAll('.labels .label').length);
            document.body.dataset.safe = Array.from(document.querySelectorAll('.safe-area'))
              .map((area) => getComputedStyle(area).display).join(',');
            document.querySelector('[data-player="s1"] div.view[data-name="presented"]')
              .dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
            document.body.dataset.hovered = Array.from(document.querySelectorAll('.labels .label'))
              .map((label) => label.dataset.label + '@' + label.closest('[data-player]').dataset.player).join(',');
            """
        let plain = try load(page, fragment: "phase=present&t=0.3", then: script)
        let body = try #require(plain.elements.first { $0.tag == "body" })
        #expect(body.attributes["data-names"] == "0")
        #expect(body.attributes["data-safe"] == "none,none")
        #expect(body.attributes["data-hovered"] == "presented@s1")
        let asked = try load(page, fragment: "phase=present&t=0.3&safe=1", then: script)
        #expect(asked.elements.first { $0.tag == "body" }?.attributes["data-safe"] == "block,block")
    }
}
