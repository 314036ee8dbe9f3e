import Foundation
import Testing

@testable import PrestyleExport

/// The gallery page's text: every recording embedded whole, each card's summary and source in the
/// configuration, nothing fetched, and nothing a style says able to end a script element.
@Suite("Gallery page")
struct GalleryPageTests {
    static let entries = [
        GalleryPage.Entry(recording: Fixtures.slide(), summary: "Slides up", sourceLink: "../Styles/slide.lua"),
        GalleryPage.Entry(recording: Fixtures.fade(), summary: "Fades in"),
    ]

    @Test func everyRecordingIsEmbeddedWholeUnderItsOwnId() throws {
        let page = try GalleryPage().page(for: Self.entries)
        for (index, entry) in Self.entries.enumerated() {
            let embedded = try HTMLPlayerTests.script("prestyle-recording-s\(index)", in: page)
            #expect(try Recording(json: embedded) == entry.recording.rounded())
        }
        #expect(page.contains("<h1>prestyle · gallery</h1><p>2 styles on iPhone 15</p>"))
    }

    @Test func theConfigurationCarriesEachCardsSummaryAndSourceAndTheGalleryLayout() throws {
        let page = try GalleryPage().page(for: Self.entries)
        let config = try HTMLPlayerTests.script("prestyle-config", in: page)
        #expect(config.contains(#""layout": "gallery""#))
        #expect(config.contains(#""s0": {"source": "../Styles/slide.lua", "summary": "Slides up"}"#), "\(config)")
        #expect(config.contains(#""s1": {"source": null, "summary": "Fades in"}"#), "\(config)")
        // The gallery's script comes before the player's, which calls its hook.
        let hook = try #require(page.range(of: "window.prestyleExtend = function"))
        let player = try #require(page.range(of: "'use strict';\n(function () {"))
        #expect(hook.lowerBound < player.lowerBound)
    }

    @Test func aSummaryFromAStyleCannotCloseTheScriptElement() throws {
        let hostile = [GalleryPage.Entry(recording: Fixtures.slide(), summary: "</script><script>alert(1)</script>")]
        let page = try GalleryPage().page(for: hostile)
        #expect(!page.contains("</script><script>alert"))
    }

    @Test func thePageFetchesNothing() throws {
        let page = try GalleryPage().page(for: Self.entries)
        for pattern in [#"https?://"#, #"\bsrc\s*="#, #"<link\b"#, #"@import"#, #"url\("#, #"\bfetch\("#, #"XMLHttpRequest"#] {
            #expect(page.range(of: pattern, options: .regularExpression) == nil, "found \(pattern)")
        }
    }

    @Test func aStartInAPhaseNoRecordingHasIsAnError() throws {
        let gallery = GalleryPage(options: .init(start: Moment(phase: "rotate", time: 0)))
        #expect(throws: ExportError.self) { try gallery.page(for: Self.entries) }
    }
}
