import Foundation
import BrowserTesting
import TestSupport
import Testing

import PrestyleStage
@testable import PrestyleExport
@testable import RecordingTesting

/// The HTML player in a real browser: headless Chromium loads the page at a deep link and dumps the DOM the
/// player built, which must show exactly the recorded sample, highlight the trace up to the playhead, and
/// hold no script error. Runs when a Chromium is installed, and fails without one when
/// `PRESTYLE_REQUIRE_CHROMIUM=1` (as `make test` sets).
@Suite("HTML player in Chromium", .enabled(if: Chromium.shouldRun, "no chromium on the PATH (make test installs it)"))
struct HTMLPlayerBrowserTests {
    /// Loads `page` at `fragment` in headless Chromium and returns the DOM after the page settled.
    func load(_ page: String, fragment: String) throws -> (dom: DOMDump, output: Chromium.Output) {
        let folder = try TemporaryFolder()
        let file = URL(fileURLWithPath: try folder.write("player.html", page))
        return try Chromium.required().dumpDOM(of: file, fragment: "#" + fragment, in: folder.url)
    }

    /// Where the player must put a view: its bounds' middle at its center, in its parent's bounds space.
    private func expectPlaced(
        _ element: DOMDump.Element?, as view: Recording.RecordedView, in frame: Recording.Frame,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let element = try #require(element, "no element for \(view.name)", sourceLocation: sourceLocation)
        let parentBounds = frame.views.first { $0.name == view.parent }?.bounds ?? .zero
        let style = element.style
        func pixels(_ property: String) -> Double? {
            style[property].flatMap { Double($0.replacingOccurrences(of: "px", with: "")) }
        }
        let expected: [String: Double] = [
            "left": view.center.x - parentBounds.x - view.bounds.width / 2,
            "top": view.center.y - parentBounds.y - view.bounds.height / 2,
            "width": view.bounds.width, "height": view.bounds.height,
        ]
        for (property, value) in expected {
            let actual = try #require(pixels(property), "\(view.name) has no \(property): \(style)", sourceLocation: sourceLocation)
            #expect(abs(actual - value) < 0.001, "\(view.name).\(property)", sourceLocation: sourceLocation)
        }
        #expect(abs((Double(style["opacity"] ?? "") ?? -1) - view.alpha) < 0.001, "\(view.name).opacity", sourceLocation: sourceLocation)
        let matrix = (style["transform"] ?? "").replacingOccurrences(of: "matrix(", with: "").replacingOccurrences(of: ")", with: "")
            .split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        let t = view.transform
        let wanted = [t.a, t.b, t.c, t.d, t.tx, t.ty]
        #expect(matrix.count == 6 && zip(matrix, wanted).allSatisfy { abs($0 - $1) < 0.001 },
                "\(view.name).transform is \(style["transform"] ?? "missing"), expected \(wanted)", sourceLocation: sourceLocation)
    }

    func expectNoErrors(_ dom: DOMDump, _ output: Chromium.Output, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(dom.elements.first { $0.tag == "html" }?.attributes["data-errors"] == "0",
                "the page recorded errors: \(dom.text.components(separatedBy: "id=\"errors\"").last?.prefix(600) ?? "")",
                sourceLocation: sourceLocation)
        #expect(dom.elements.first { $0.tag == "body" }?.attributes["data-ready"] == "1", sourceLocation: sourceLocation)
        #expect(output.consoleLines.isEmpty, "console output: \(output.consoleLines)", sourceLocation: sourceLocation)
        #expect(!output.stderr.contains("Uncaught"), sourceLocation: sourceLocation)
    }

    @Test func aDeepLinkShowsTheRecordedSampleAndHighlightsTheTraceUpToIt() throws {
        let recording = Fixtures.slide()
        let (dom, output) = try load(try recording.rendered(as: .html()), fragment: "phase=present&t=0.25")
        expectNoErrors(dom, output)
        let body = try #require(dom.elements.first { $0.tag == "body" })
        #expect(body.attributes["data-phase"] == "present")
        #expect(body.attributes["data-t"] == "0.25")
        #expect(dom.elements("data-player", "main").first?.attributes["data-sample"] == "0.25")

        let sample = try recording.frame(at: Moment(phase: "present", time: 0.25))
        #expect(sample.t == 0.25)
        for name in ["presented", "dim", "badge", "label", "presenting"] {
            let view = try #require(sample.view(named: name))
            try expectPlaced(dom.elements("data-name", name).first { $0.tag == "div" }, as: view, in: sample)
        }
        // Not the final state: the card is still 426 pt below its place.
        #expect(dom.elements("data-name", "presented").first?.style["transform"] == "matrix(1, 0, 0, 1, 0, 426)")

        let items = dom.traceItems()
        #expect(items.count == recording.phases[0].events.count)
        let past = items.enumerated().filter { $0.element.classes.contains("past") }.map(\.offset)
        #expect(past == Array(0..<7), "events with t ≤ 0.25 are highlighted")
        let current = items.enumerated().filter { $0.element.classes.contains("current") }.map(\.offset)
        #expect(current == [6], "the latest of them is the current one")
    }

    @Test func allNamesSitAboveEveryViewAndOnlyForTheViewsThatShow() throws {
        let page = try Fixtures.slide().rendered(as: .html())
        // At 0.1 s the badge is at alpha 0; at 0.25 s it shows. The card's "label" is content: never named.
        for (t, names) in [("0.1", ["presenting", "dim", "presented"]), ("0.25", ["presenting", "dim", "presented", "badge"])] {
            let (dom, output) = try load(page, fragment: "phase=present&t=\(t)&names=1")
            expectNoErrors(dom, output)
            let labels = dom.elements.filter { $0.tag == "span" && $0.classes.contains("label") }
            #expect(labels.map { $0.attributes["data-label"] } == names, "t = \(t)")
            // The labels' layer comes after every view, so no view in front covers a name or fades it.
            let lastView = try #require(dom.elements.lastIndex { $0.classes.contains("view") })
            let firstLabel = try #require(dom.elements.firstIndex { $0.classes.contains("label") })
            #expect(lastView < firstLabel)
            let top = { (name: String) in
                labels.first { $0.attributes["data-label"] == name }?.style["top"].flatMap { Double($0.replacingOccurrences(of: "px", with: "")) }
            }
            // The dim starts where the presenter does: its name steps below the presenter's (a label is 18 pt
            // tall, more on a screen shown smaller) rather than lying on it.
            let presenting = try #require(top("presenting")), dim = try #require(top("dim"))
            #expect(presenting == 10 && dim >= presenting + 18, "t = \(t)")
        }
        // At 0.25 s the card is 426 pt below its place (30, 30): its name is at its top-left corner, inset 6 pt.
        let (dom, _) = try load(page, fragment: "phase=present&t=0.25&names=1")
        let presented = dom.elements.first { $0.attributes["data-label"] == "presented" }?.style
        #expect(presented?["left"] == "36px" && presented?["top"] == "462px", "\(presented ?? [:])")
    }

    @Test func theEndOfADismissalShowsTheFinalStateWithoutThePresentedView() throws {
        let recording = Fixtures.slide()
        let (dom, output) = try load(try recording.rendered(as: .html()), fragment: "phase=dismiss&t=0.3")
        expectNoErrors(dom, output)
        #expect(dom.elements("data-player", "main").first?.attributes["data-sample"] == "final")
        #expect(dom.elements("data-name", "presented").filter { $0.tag == "div" }.isEmpty)
        let final = recording.phases[1].final
        try expectPlaced(dom.elements("data-name", "toolbar").first { $0.tag == "div" }, as: final.view(named: "toolbar")!, in: final)
        #expect(dom.traceItems().allSatisfy { $0.classes.contains("past") })
    }

    @Test func playingRunsThePhaseToItsEndAndStops() throws {
        let recording = Fixtures.slide()
        let page = try recording.rendered(as: .html(.init(autoplay: true)))
        let (dom, output) = try load(page, fragment: "phase=present&t=0")
        expectNoErrors(dom, output)
        let body = try #require(dom.elements.first { $0.tag == "body" })
        #expect(body.attributes["data-t"] == "0.5")
        #expect(body.attributes["data-playing"] == nil)
        #expect(dom.elements("data-player", "main").first?.attributes["data-sample"] == "final")
    }

    @Test func theComparisonPageKeepsBothPlayersAtTheSameMoment() throws {
        let slide = Fixtures.slide(), fade = Fixtures.fade()
        let page = try ComparisonRendering.html().render(slide, fade)
        let (dom, output) = try load(page, fragment: "phase=present&t=0.3")
        expectNoErrors(dom, output)
        for (side, recording) in [("a", slide), ("b", fade)] {
            let sample = try recording.frame(at: Moment(phase: "present", time: 0.3))
            let element = dom.elements("data-name", "presented", player: side).first { $0.tag == "div" }
            try expectPlaced(element, as: sample.view(named: "presented")!, in: sample)
            #expect(dom.elements("data-player", side).first?.attributes["data-sample"] == "0.3")
        }
        #expect(dom.traceItems(player: "a").filter { $0.classes.contains("current") }.map { $0.attributes["data-t"] } == ["0.3"])
        #expect(dom.traceItems(player: "b").filter { $0.classes.contains("current") }.map { $0.attributes["data-t"] } == ["0"])
    }

    @Test func aPhaseAfterARotationIsDrawnOnTheLandscapeScreen() throws {
        let recording = try record(
            Stage(transitioningDelegate: Bouncy.delegate()), Recorder.Options(steps: [.present, .rotate(), .dismiss]))
        let page = try recording.rendered(as: .html())
        for (fragment, screen) in [("phase=present&t=0.2", ("393", "852")), ("phase=rotate&t=0.4", ("852", "393"))] {
            let (dom, output) = try load(page, fragment: fragment)
            expectNoErrors(dom, output)
            #expect(dom.elements("data-player", "main").first?.attributes["data-screen"] == "\(screen.0)x\(screen.1)")
            let style = try #require(dom.elements.first { $0.classes.contains("screen") }).style
            #expect(style["width"] == screen.0 + "px" && style["height"] == screen.1 + "px", "\(fragment): \(style)")
        }
    }

    /// The page with a script of the test's after the player's: it acts once the player is ready and writes
    /// what it saw into `data-` attributes of the body, which the DOM dump shows.
    func page(_ recording: Recording, then script: String) throws -> String {
        let page = try recording.rendered(as: .html())
        let marker = "</body>"
        let end = try #require(page.range(of: marker, options: .backwards))
        return page.replacingCharacters(in: end, with: "<script>(function () {\n" + script + "\n})();</script>\n" + marker)
    }

    /// Waits on what the page signals, not on time: the link is followed at the first moment playback has
    /// moved on (`data-t` above 0 while `data-playing`), and the address is read as soon as the player has
    /// handled the link (a `hashchange` listener added after the player's runs after it). Playback ending between
    /// the link and its `hashchange` — a busy machine's long frame — must not write over the link either.
    @Test func theAddressFollowsThePhaseMenuAndALinkFollowedWhilePlaying() throws {
        let page = try page(Fixtures.slide(), then: """
            const body = document.body;
            const menu = document.getElementById('phase');
            menu.value = 'dismiss';
            menu.dispatchEvent(new Event('change'));
            body.dataset.afterMenu = location.hash;
            window.addEventListener('hashchange', () => {
              body.dataset.afterLink = location.hash;
              body.dataset.playingAtLink = body.dataset.linkedWhilePlaying;
            });
            const moving = new MutationObserver(() => {
              if (body.dataset.playing !== '1' || !(Number(body.dataset.t) > 0)) return;
              moving.disconnect();
              body.dataset.linkedWhilePlaying = 'true';
              location.hash = '#phase=present&t=0.2';
            });
            moving.observe(body, { attributes: true, attributeFilter: ['data-t'] });
            document.getElementById('play').click();
            """)
        let (dom, output) = try load(page, fragment: "phase=present&t=0.3")
        expectNoErrors(dom, output)
        let body = try #require(dom.elements.first { $0.tag == "body" })
        #expect(body.attributes["data-after-menu"]?.replacingOccurrences(of: "&amp;", with: "&") == "#phase=dismiss&t=0")
        // Following the link stopped playback without writing the moment it stopped at over the link.
        #expect(body.attributes["data-playing-at-link"] == "true", "the link was followed while playing")
        #expect(body.attributes["data-after-link"]?.replacingOccurrences(of: "&amp;", with: "&") == "#phase=present&t=0.2")
        #expect(body.attributes["data-t"] == "0.2")
        #expect(body.attributes["data-playing"] == nil)
    }

    /// Playback that stops between a followed link and its `hashchange` (it reached the end, or Pause was
    /// pressed) would write the moment it stopped at: the link must win, as it names what comes next.
    @Test func aStopBetweenAFollowedLinkAndItsHashchangeDoesNotWriteOverTheLink() throws {
        let page = try page(Fixtures.slide(), then: """
            const body = document.body;
            window.addEventListener('hashchange', () => { body.dataset.afterLink = location.hash; });
            const play = document.getElementById('play');
            play.click();
            location.hash = '#phase=dismiss&t=0.1';
            play.click(); // pauses before the hashchange is handled
            body.dataset.beforeHashchange = location.hash;
            """)
        let (dom, output) = try load(page, fragment: "phase=present&t=0.3")
        expectNoErrors(dom, output)
        let body = try #require(dom.elements.first { $0.tag == "body" })
        #expect(body.attributes["data-before-hashchange"]?.replacingOccurrences(of: "&amp;", with: "&") == "#phase=dismiss&t=0.1")
        #expect(body.attributes["data-after-link"]?.replacingOccurrences(of: "&amp;", with: "&") == "#phase=dismiss&t=0.1")
        #expect(body.attributes["data-phase"] == "dismiss")
        #expect(body.attributes["data-t"] == "0.1")
        #expect(body.attributes["data-playing"] == nil)
    }

    @Test func spaceOnAFocusedCheckboxIsTheCheckboxsAndElsewhereItPlays() throws {
        let page = try page(Fixtures.slide(), then: """
            const body = document.body;
            function space(target) {
              target.focus();
              const event = new KeyboardEvent('keydown', { key: ' ', code: 'Space', bubbles: true, cancelable: true });
              return target.dispatchEvent(event); // false when a handler took the key (preventDefault)
            }
            body.dataset.loopKept = String(space(document.getElementById('loop')));
            body.dataset.playingAfterLoop = String(body.dataset.playing === '1');
            body.dataset.pageTaken = String(!space(document.body));
            body.dataset.playingAfterPage = String(body.dataset.playing === '1');
            """)
        let (dom, output) = try load(page, fragment: "phase=present&t=0")
        expectNoErrors(dom, output)
        let body = try #require(dom.elements.first { $0.tag == "body" })
        #expect(body.attributes["data-loop-kept"] == "true", "the checkbox keeps Space to tick itself")
        #expect(body.attributes["data-playing-after-loop"] == "false")
        #expect(body.attributes["data-page-taken"] == "true")
        #expect(body.attributes["data-playing-after-page"] == "true")
    }
}
