import BrowserTesting
import Foundation
import PresentationKit
import Testing

@testable import PrestyleExport

/// The player's names stay out of the way: none on the screen by default, the hovered view's (on the screen
/// or in the Layers legend) alone, every one with "All names"; placing many is linear; the safe area shows when
/// asked. In headless Chromium, as the rest of the suite.
extension HTMLPlayerBrowserTests {
    private func body(_ dom: DOMDump) throws -> DOMDump.Element {
        try #require(dom.elements.first { $0.tag == "body" })
    }

    @Test func byDefaultNoNameLiesOnTheScreenAndTheHoveredViewAloneIsNamed() throws {
        let page = try page(Fixtures.slide(), then: """
            const body = document.body;
            const names = () => Array.from(document.querySelectorAll('.labels .label')).map((l) => l.dataset.label).join(',');
            const outlined = () => Array.from(document.querySelectorAll('div.view.hovered')).map((v) => v.dataset.name).join(',');
            body.dataset.atLoad = names();
            // The card's content names the card; the container names nothing.
            document.querySelector('div.view[data-name="label"]').dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
            body.dataset.overContent = names();
            body.dataset.outlinedOverContent = outlined();
            body.dataset.hoveredAttribute = document.querySelector('[data-player="main"]').dataset.hovered;
            document.querySelector('div.view[data-name="container"]').dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
            body.dataset.overContainer = names();
            // The legend: the dim's row names and outlines the dim, and leaving it clears both.
            const row = document.querySelector('li[data-row="dim"]');
            row.dispatchEvent(new MouseEvent('mouseenter'));
            body.dataset.overRow = names();
            body.dataset.outlinedOverRow = outlined();
            body.dataset.rowHovered = String(row.classList.contains('hovered'));
            row.dispatchEvent(new MouseEvent('mouseleave'));
            body.dataset.afterRow = names() + '|' + outlined();
            // The keyboard: focusing the row's checkbox names the view as the pointer does.
            document.querySelector('input[data-layer="presenting"]').focus();
            body.dataset.focused = names();
            document.querySelector('input[data-layer="presenting"]').blur();
            body.dataset.blurred = names();
            document.querySelector('div.view[data-name="badge"]').dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
            document.querySelector('.screen').dispatchEvent(new MouseEvent('mouseleave'));
            body.dataset.afterScreen = names();
            """)
        let (dom, output) = try load(page, fragment: "phase=present&t=0.25")
        expectNoErrors(dom, output)
        let body = try body(dom)
        #expect(body.attributes["data-at-load"] == "")
        #expect(body.attributes["data-over-content"] == "presented")
        #expect(body.attributes["data-outlined-over-content"] == "presented")
        #expect(body.attributes["data-hovered-attribute"] == "presented")
        #expect(body.attributes["data-over-container"] == "")
        #expect(body.attributes["data-over-row"] == "dim")
        #expect(body.attributes["data-outlined-over-row"] == "dim")
        #expect(body.attributes["data-row-hovered"] == "true")
        #expect(body.attributes["data-after-row"] == "|")
        #expect(body.attributes["data-focused"] == "presenting")
        #expect(body.attributes["data-blurred"] == "")
        #expect(body.attributes["data-after-screen"] == "")
    }

    @Test func aHoveredNameSitsWhereAllNamesWouldPutItWithItsFrameInTheContainer() throws {
        let page = try page(Fixtures.slide(), then: """
            document.querySelector('div.view[data-name="presented"]').dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
            """)
        let (dom, output) = try load(page, fragment: "phase=present&t=0.25")
        expectNoErrors(dom, output)
        // The card is 426 pt below its place (30, 30): its name at its top-left corner, inset 6 pt, and its
        // frame as the text comparison would give it.
        let labels = dom.elements.filter { $0.tag == "span" && $0.classes.contains("label") }
        #expect(labels.map { $0.attributes["data-label"] } == ["presented"])
        #expect(labels.first?.style["left"] == "36px" && labels.first?.style["top"] == "462px")
        #expect(labels.first?.attributes["data-frame"] == "30,456,333,792")
        #expect(dom.text.contains(" (30, 456, 333, 792)</span>"))
    }

    @Test func theComparisonPageGivesAHoveredViewsFrameInItsContainerOnEitherSide() throws {
        // A shows the card inside a wrapper shifted by (10, 20) in a container 100 pt down the window, B
        // directly in an unshifted container: the same place on both screens, the same frame in the container.
        func recording(_ style: String, wrapped: Bool) -> Recording {
            var views = Fixtures.presenterOnly()
            let containerY = wrapped ? 100.0 : 0
            views.append(Recording.RecordedView(
                name: "container", parent: "window", frame: Rect(x: 0, y: containerY, width: 393, height: 852 - containerY)))
            if wrapped {
                views.append(Recording.RecordedView(name: "wrapper", parent: "container", frame: Rect(x: 10, y: 20, width: 300, height: 400)))
                views.append(Recording.RecordedView(
                    name: "presented", parent: "wrapper", frame: Rect(x: 20, y: 40, width: 200, height: 300), color: Color(hex: "#ffffff")))
            } else {
                views.append(Recording.RecordedView(
                    name: "presented", parent: "container", frame: Rect(x: 30, y: 60, width: 200, height: 300), color: Color(hex: "#ffffff")))
            }
            let frame = Recording.Frame(t: 0, views: views)
            return Recording(style: style, source: "Styles/\(style).lua", device: Fixtures.iPhone,
                             phases: [Recording.Phase(name: "present", duration: 0.1, frames: [frame], final: frame)])
        }
        let page = try ComparisonRendering.html().render(recording("wrapped", wrapped: true), recording("plain", wrapped: false))
        let script = """
            for (const side of ['a', 'b']) {
              document.querySelector('[data-player="' + side + '"] div.view[data-name="presented"]')
                .dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
            }
            """
        let end = try #require(page.range(of: "</body>", options: .backwards))
        let (dom, output) = try load(
            page.replacingCharacters(in: end, with: "<script>(function () {\n" + script + "\n})();</script>\n</body>"),
            fragment: "phase=present&t=0")
        expectNoErrors(dom, output)
        let labels = dom.elements.filter { $0.tag == "span" && $0.classes.contains("label") }
        #expect(labels.map(\.player) == ["a", "b"])
        #expect(labels.map { $0.attributes["data-frame"] } == ["30,60,200,300", "30,60,200,300"])
    }

    @Test func theNamesAndSafeAreaTogglesAreOffByDefaultAndFollowTheAddress() throws {
        let page = try page(Fixtures.slide(), then: """
            const body = document.body;
            const safeArea = document.querySelector('.safe-area');
            body.dataset.safeShown = getComputedStyle(safeArea).display;
            body.dataset.safeInsets = [safeArea.style.top, safeArea.style.left, safeArea.style.bottom, safeArea.style.right].join(',');
            body.dataset.boxes = [document.getElementById('labels').checked, document.getElementById('safe').checked].join(',');
            document.getElementById('safe').click();
            body.dataset.safeAfterClick = getComputedStyle(safeArea).display;
            body.dataset.linkAfterSafe = location.hash;
            document.getElementById('labels').click();
            body.dataset.linkAfterNames = location.hash;
            body.dataset.namesAfterClick = String(document.querySelectorAll('.labels .label').length);
            """)
        let (dom, output) = try load(page, fragment: "phase=present&t=0.25")
        expectNoErrors(dom, output)
        let body = try body(dom)
        #expect(body.attributes["data-safe-shown"] == "none")
        #expect(body.attributes["data-safe-insets"] == "59px,0px,34px,0px")
        #expect(body.attributes["data-boxes"] == "false,false")
        #expect(body.attributes["data-safe-after-click"] == "block")
        #expect(body.attributes["data-link-after-safe"] == "#phase=present&t=0.25&safe=1")
        #expect(body.attributes["data-link-after-names"] == "#phase=present&t=0.25&names=1&safe=1")
        #expect(body.attributes["data-names-after-click"] == "4")

        // The deep link turns them on.
        let linked = try self.page(Fixtures.slide(), then: """
            document.body.dataset.safeShown = getComputedStyle(document.querySelector('.safe-area')).display;
            document.body.dataset.boxes = [document.getElementById('labels').checked, document.getElementById('safe').checked].join(',');
            """)
        let (dom2, output2) = try load(linked, fragment: "phase=present&t=0.25&safe=1&names=1")
        expectNoErrors(dom2, output2)
        let body2 = try self.body(dom2)
        #expect(body2.attributes["data-safe-shown"] == "block")
        #expect(body2.attributes["data-boxes"] == "true,true")
        #expect(body2.classes.isSuperset(of: ["show-safe-area", "show-labels"]))
    }

    /// A run whose container holds `count` chrome views stacked on one spot, named `chrome-1`….
    private func stacked(_ count: Int) -> Recording {
        var views = Fixtures.presenterOnly()
        views.append(Recording.RecordedView(name: "container", parent: "window", frame: Fixtures.iPhone.bounds))
        for index in 1...count {
            views.append(Recording.RecordedView(
                name: "chrome-\(index)", parent: "container", frame: Rect(x: 20, y: 100, width: 200, height: 200)))
        }
        let final = Recording.Frame(t: 0.1, views: views)
        return Recording(
            style: "stacked", source: "Styles/stacked.lua", device: Fixtures.iPhone,
            phases: [Recording.Phase(name: "present", duration: 0.1, frames: [Recording.Frame(t: 0, views: views)], final: final)])
    }

    @Test func placingAllNamesIsLinearInTheViewsAndNoTwoOverlap() throws {
        var comparisons: [Int: Int] = [:]
        for count in [100, 300] {
            let (dom, output) = try load(try stacked(count).rendered(as: .html()), fragment: "phase=present&t=0&names=1")
            expectNoErrors(dom, output)
            let layer = try #require(dom.elements.first { $0.tag == "div" && $0.classes.contains("labels") })
            let tests = try #require(layer.attributes["data-comparisons"].flatMap { Int($0) })
            comparisons[count] = tests
            let labels = dom.elements.filter { $0.tag == "span" && $0.classes.contains("label") }
            let tops = labels.compactMap { $0.style["top"].flatMap { Double($0.replacingOccurrences(of: "px", with: "")) } }
            #expect(tops.count == labels.count && labels.count > 20, "\(count) views: \(labels.count) names")
            // One column of names stepped down a line each, all on the screen; the rest are left to the legend.
            let sorted = tops.sorted()
            #expect(zip(sorted, sorted.dropFirst()).allSatisfy { $1 - $0 >= 18 }, "names overlap: \(sorted)")
            #expect((sorted.last ?? 0) + 18 <= 852)
            #expect(labels.count < count)
        }
        // Three times the views, about three times the overlap tests (a quadratic placement makes it nine).
        let few = try #require(comparisons[100]), many = try #require(comparisons[300])
        #expect(few > 0 && Double(many) <= 3.5 * Double(few), "100 views: \(few) tests, 300 views: \(many)")
    }
}
