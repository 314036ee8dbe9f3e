import Foundation
import Testing

@testable import PrestyleExport

@Suite("Comparison")
struct ComparisonTests {
    let slide = Fixtures.slide()
    let fade = Fixtures.fade()

    private func events(_ calls: String...) -> [Recording.Event] {
        calls.enumerated().map { Recording.Event(t: Double($0.offset) / 10, call: $0.element, target: "x") }
    }

    @Test func theTraceDiffKeepsCommonCallsInOrderAndMarksTheRest() {
        let diff = TraceDiff(events("a", "b", "c", "d"), events("a", "c", "e", "d"))
        #expect(diff.lines == [
            .both(events("a")[0], events("a")[0]),
            .onlyFirst(Recording.Event(t: 0.1, call: "b", target: "x")),
            .both(Recording.Event(t: 0.2, call: "c", target: "x"), Recording.Event(t: 0.1, call: "c", target: "x")),
            .onlySecond(Recording.Event(t: 0.2, call: "e", target: "x")),
            .both(Recording.Event(t: 0.3, call: "d", target: "x"), Recording.Event(t: 0.3, call: "d", target: "x")),
        ])
        #expect((diff.commonCount, diff.onlyFirstCount, diff.onlySecondCount) == (3, 1, 1))
    }

    @Test func theSameCallToAnotherTargetIsADifference() {
        let first = [Recording.Event(t: 0, call: "layout", target: "a")]
        let second = [Recording.Event(t: 0, call: "layout", target: "b")]
        #expect(TraceDiff(first, second).commonCount == 0)
    }

    @Test func eachSidesStyleNameInATargetCountsAsTheSame() {
        let first = [Recording.Event(t: 0, call: "animateTransition(using:)", target: "bouncy.animator"),
                     Recording.Event(t: 0, call: "presentationController", target: "Style(bouncy)"),
                     Recording.Event(t: 0, call: "layout", target: "bouncyish.presentation")]
        let second = [Recording.Event(t: 0, call: "animateTransition(using:)", target: "cool.animator"),
                      Recording.Event(t: 0, call: "presentationController", target: "Style(cool)"),
                      Recording.Event(t: 0, call: "layout", target: "coolish.presentation")]
        let diff = TraceDiff(first, second, styles: ("bouncy", "cool"))
        #expect(diff.commonCount == 2)
        #expect(diff.lines.first == .both(
            Recording.Event(t: 0, call: "animateTransition(using:)", target: "‹style›.animator"),
            Recording.Event(t: 0, call: "animateTransition(using:)", target: "‹style›.animator")))
        #expect(diff.lines.contains(.onlyFirst(first[2])) && diff.lines.contains(.onlySecond(second[2])))
        #expect(TraceDiff(first, second).commonCount == 0)
    }

    @Test func theTextComparisonDiffsTracesAndMarksDifferingViews() throws {
        let text = try ComparisonRendering.text().render(slide, fade)
        #expect(text.hasPrefix("prestyle compare · A \"slide\" vs B \"fade\"\n"))
        #expect(text.contains("phase present · A 0.5 s completed · B 0.4 s completed"))
        #expect(text.contains("trace: 7 calls in both, 5 only in A (-), 1 only in B (+); ‹style› is each side's style"))
        #expect(text.contains("  +         0.000  animate(alongsideTransition:completion:)"))
        #expect(text.contains("  -  0.000         transitionDuration(using:)"))
        #expect(text.contains("     0.500  0.400  completeTransition(true)"))
        #expect(text.contains("     presenting  (0, 0, 393, 852) α 1    (0, 0, 393, 852) α 1"))
        #expect(text.contains("  ≠  presented   (30, 30, 333, 792) α 1  (20, 20, 353, 812) α 1"))
        #expect(text.contains("  ≠  badge       (300, 90, 60, 60) α 1   —"))
        #expect(text.contains("phase dismiss · A 0.3 s completed · B absent"))
    }

    @Test func theLayoutsStandSideBySide() throws {
        let lines = try ComparisonRendering.text().render(slide, fade).split(separator: "\n").map(String.init)
        let start = try #require(lines.firstIndex(of: "  settled layouts")) + 1
        #expect(lines[start].hasPrefix("    A ") && lines[start].hasSuffix("B"))
        let frameTop = "╔" + String(repeating: "═", count: 30) + "╗"
        #expect(lines[start + 1] == "    " + frameTop + "    " + frameTop)
    }

    @Test func aMomentComparesBothRunsAtThatTime() throws {
        let text = try ComparisonRendering.text(.init(moment: Moment(phase: "present", time: 0.2))).render(slide, fade)
        #expect(text.contains("phase present at t = 0.2 s · A 0.5 s completed · B 0.4 s completed"))
        #expect(text.contains("trace: 5 calls in both, 2 only in A (-), 1 only in B (+)"))
        #expect(!text.contains("completeTransition"))
        #expect(!text.contains("phase dismiss"))
        #expect(throws: ExportError.self) {
            try ComparisonRendering.text(.init(moment: Moment(phase: "rotate", time: 0))).render(slide, fade)
        }
    }

    @Test func theHTMLComparisonEmbedsBothRunsForOnePlayerEach() throws {
        let page = try ComparisonRendering.html().render(slide, fade)
        #expect(try Recording(json: HTMLPlayerTests.script("prestyle-recording-a", in: page)) == slide.rounded())
        #expect(try Recording(json: HTMLPlayerTests.script("prestyle-recording-b", in: page)) == fade.rounded())
        #expect(page.contains("<title>slide vs fade — prestyle</title>"))
        #expect(page.range(of: #"https?://"#, options: .regularExpression) == nil)
    }
}
