import PresentationKit
import Testing

@testable import PrestyleExport

@Suite("Layout sketch")
struct LayoutSketchTests {
    /// A 200×100 pt screen drawn 20 columns wide: one cell is 10 pt wide and 20 pt tall, so the grid is 20×5.
    let screen = Size(width: 200, height: 100)
    let sketch = LayoutSketch(maxColumns: 20, maxRows: 5)

    private func frame(_ views: [Recording.RecordedView]) -> Recording.Frame {
        Recording.Frame(t: 0, views: [
            Recording.RecordedView(name: "window", parent: nil, frame: Rect(x: 0, y: 0, width: 200, height: 100)),
            Recording.RecordedView(name: "container", parent: "window", frame: Rect(x: 0, y: 0, width: 200, height: 100)),
        ] + views)
    }

    @Test func eachViewIsAnOutlineWithItsNameOnTheTopEdge() {
        let lines = sketch.lines(of: frame([
            Recording.RecordedView(name: "presented", parent: "container", frame: Rect(x: 20, y: 20, width: 120, height: 60)),
        ]), screen: screen)
        #expect(lines == [
            "╔════════════════════╗",
            "║                    ║",
            "║  ┌presented─┐      ║",
            "║  │          │      ║",
            "║  └──────────┘      ║",
            "║                    ║",
            "╚════════════════════╝",
        ])
    }

    @Test func anOpaqueViewHidesTheOutlinesBehindItAndATranslucentOneDoesNot() {
        let behind = Recording.RecordedView(name: "chrome", parent: "container", frame: Rect(x: 60, y: 20, width: 80, height: 60))
        let opaque = sketch.lines(of: frame([behind,
            Recording.RecordedView(name: "card", parent: "container", frame: Rect(x: 0, y: 0, width: 200, height: 100),
                                color: Color(hex: "#ffffff")),
        ]), screen: screen)
        #expect(!opaque.joined().contains("chrome"))
        let translucent = sketch.lines(of: frame([behind,
            Recording.RecordedView(name: "card", parent: "container", frame: Rect(x: 0, y: 0, width: 200, height: 100),
                                alpha: 0.5, color: Color(hex: "#ffffff")),
        ]), screen: screen)
        #expect(translucent.joined().contains("chrome"))
    }

    @Test func viewsThatCoincideShareOneOutlineAndJoinTheirNames() {
        let lines = sketch.lines(of: frame([
            Recording.RecordedView(name: "presenting", parent: "window", frame: Rect(x: 0, y: 0, width: 200, height: 100)),
            Recording.RecordedView(name: "dim", parent: "container", frame: Rect(x: 0, y: 0, width: 200, height: 100), alpha: 0.5),
        ]), screen: screen)
        #expect(lines[1] == "║┌presenting+dim────┐║")
    }

    @Test func viewsThatDoNotShowAreNamedWithTheReason() {
        let lines = sketch.lines(of: frame([
            Recording.RecordedView(name: "presented", parent: "container", frame: Rect(x: 0, y: 200, width: 200, height: 100)),
            Recording.RecordedView(name: "dim", parent: "container", frame: Rect(x: 0, y: 0, width: 200, height: 100), alpha: 0),
            Recording.RecordedView(name: "shadow", parent: "container", frame: Rect(x: 0, y: 0, width: 20, height: 20), isHidden: true),
        ]), screen: screen)
        #expect(lines.last == "not shown: presented (off screen), dim (alpha 0), shadow (hidden)")
    }

    @Test func aClippingParentCutsItsSubviews() {
        let lines = sketch.lines(of: frame([
            Recording.RecordedView(name: "box", parent: "container", frame: Rect(x: 0, y: 0, width: 100, height: 100),
                                clipsToBounds: true),
            Recording.RecordedView(name: "wide", parent: "box", frame: Rect(x: 40, y: 20, width: 150, height: 60)),
        ]), screen: screen)
        // "wide" would reach column 18; the box clips it at column 9, so its right edge never shows and its top
        // edge ends on the box's right edge.
        #expect(lines[2] == "║│   ┌wide┤          ║")
        #expect(lines[3] == "║│   │    │          ║")
    }

    @Test func aViewInFrontLeavesNoPieceOfTheNameOfAViewBehindItAndTheOutlinesJoin() {
        // 300×100 pt on 30 columns: a cell is 10 pt wide and 20 pt tall. The opaque "leopard" (90 pt wide) covers
        // the top-left corner of "presenting", where that name would start.
        let wide = LayoutSketch(maxColumns: 30, maxRows: 5)
        let lines = wide.lines(of: Recording.Frame(t: 0, views: [
            Recording.RecordedView(name: "window", parent: nil, frame: Rect(x: 0, y: 0, width: 300, height: 100)),
            Recording.RecordedView(name: "presenting", parent: "window", frame: Rect(x: 0, y: 0, width: 300, height: 100)),
            Recording.RecordedView(name: "container", parent: "window", frame: Rect(x: 0, y: 0, width: 300, height: 100)),
            Recording.RecordedView(name: "leopard", parent: "container", frame: Rect(x: 0, y: 0, width: 90, height: 100),
                                color: Color(hex: "#c8963e")),
        ]), screen: Size(width: 300, height: 100))
        #expect(lines[1] == "║┌leopard┬─presenting─────────┐║")
        #expect(lines[2] == "║│       │                    │║")
        #expect(lines[5] == "║└───────┴────────────────────┘║")
    }

    @Test func aNameGoesWhereItsWholeLengthShowsAndIsCutOnlyWhenNothingIsLongEnough() {
        // "back" shows in two stretches of its top edge, cut by the opaque "post": the name takes the one it fits.
        let lines = sketch.lines(of: frame([
            Recording.RecordedView(name: "back", parent: "container", frame: Rect(x: 0, y: 0, width: 200, height: 100)),
            Recording.RecordedView(name: "post", parent: "container", frame: Rect(x: 30, y: 0, width: 40, height: 60),
                                color: Color(hex: "#ffffff")),
            Recording.RecordedView(name: "tiny", parent: "container", frame: Rect(x: 120, y: 40, width: 40, height: 40)),
        ]), screen: screen)
        #expect(lines[1] == "║┌──┬po┬─back───────┐║")
        #expect(lines[3] == "║│  └──┘     ┌ti┐   │║")
    }

    @Test func aScaledViewIsDrawnAtItsScaledSizeWithoutANoteThatDoesNotFit() {
        let lines = sketch.lines(of: frame([
            Recording.RecordedView(name: "half", parent: "container", bounds: Rect(x: 0, y: 0, width: 200, height: 100),
                                center: Point(x: 100, y: 50), transform: AffineTransform(scaleX: 0.5, y: 0.6)),
        ]), screen: screen)
        #expect(lines[2] == "║     ┌half────┐     ║")
        #expect(lines[4] == "║     └────────┘     ║")
    }
}
