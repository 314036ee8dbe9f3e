import Foundation
import Testing

@testable import PrestyleExport

@Suite("HTML player page")
struct HTMLPlayerTests {
    let recording = Fixtures.slide()

    /// The text of the `<script>` element with this id.
    static func script(_ id: String, in page: String) throws -> String {
        let open = try #require(page.range(of: "id=\"\(id)\">"))
        let close = try #require(page.range(of: "</script>", range: open.upperBound..<page.endIndex))
        return String(page[open.upperBound..<close.lowerBound])
    }

    @Test func theRecordingIsEmbeddedAsJSONThatReadsBackWhole() throws {
        let page = try recording.rendered(as: .html())
        #expect(page.contains("<script type=\"application/json\" data-recording=\"main\" id=\"prestyle-recording-main\">"))
        let embedded = try HTMLPlayerTests.script("prestyle-recording-main", in: page)
        #expect(try Recording(json: embedded) == recording.rounded())
    }

    @Test func thePageFetchesNothing() throws {
        let page = try recording.rendered(as: .html())
        for pattern in [#"https?://"#, #"\bsrc\s*="#, #"<link\b"#, #"@import"#, #"url\("#, #"\bfetch\("#, #"XMLHttpRequest"#] {
            #expect(page.range(of: pattern, options: .regularExpression) == nil, "found \(pattern)")
        }
    }

    @Test func aNameFromAScriptCannotCloseTheEmbeddingScriptElement() throws {
        var hostile = recording
        hostile.phases[0].final.views[4].name = "</script><script>alert(1)</script>"
        let page = try hostile.rendered(as: .html())
        #expect(!page.contains("</script><script>alert"))
        let embedded = try HTMLPlayerTests.script("prestyle-recording-main", in: page)
        #expect(try Recording(json: embedded).phases[0].final.views[4].name == "</script><script>alert(1)</script>")
    }

    @Test func theErrorTrapIsInstalledBeforeAnythingElseRuns() throws {
        let page = try recording.rendered(as: .html())
        let trap = try #require(page.range(of: "window.onerror"))
        let player = try #require(page.range(of: "class Player"))
        #expect(trap.lowerBound < player.lowerBound)
        #expect(page.contains("<html lang=\"en\" data-errors=\"0\">"))
        #expect(page.contains("<ul id=\"errors\" hidden></ul>"))
    }

    @Test func theStartMomentAndPlaybackOptionsReachThePlayer() throws {
        let options = HTMLPlayer.Options(start: Moment(phase: "dismiss", time: 0.1), autoplay: true, loop: true)
        let page = try recording.rendered(as: .html(options))
        #expect(try HTMLPlayerTests.script("prestyle-config", in: page)
            == #"{"autoplay": true, "loop": true, "phase": "dismiss", "t": 0.1}"#)
    }

    @Test func aStartInAnUnknownPhaseIsAnError() {
        #expect(throws: ExportError.self) {
            try recording.rendered(as: .html(.init(start: Moment(phase: "rotate", time: 0))))
        }
    }

    @Test func theTitleNamesTheStyleEscaped() throws {
        var odd = recording
        odd.style = "a<b>&c"
        #expect(try odd.rendered(as: .html()).contains("<title>a&lt;b&gt;&amp;c — prestyle</title>"))
    }

    @Test func theHeaderSaysTheSceneWhenItIsNotAPresentation() throws {
        var pushed = recording
        pushed.scene = "tab"
        let page = try pushed.rendered(as: .html())
        #expect(page.contains("<p>Styles/slide.lua on iPhone 15 · scene tab</p></header>"), "\(page.prefix(2000))")
        #expect(try recording.rendered(as: .html()).contains("<p>Styles/slide.lua on iPhone 15</p></header>"))
        // Compared, the two runs share their scene, said once.
        let compared = try HTMLPlayer().comparisonPage(pushed, pushed)
        #expect(compared.contains(" on iPhone 15 · scene tab</p></header>"))
    }
}
