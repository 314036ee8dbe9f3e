import PresentationKit
import Testing

@testable import PrestyleExport

@Suite("Layout sketch")
struct LayoutSketchTests {
    /// A 200×100 pt screen drawn 20 columns wide: one cell is 10 pt wide and 20 pt tall, so the grid is 20×5.
    let screen = Size(width: 200, height: 100)
    let sketch = LayoutSketch(maxColumns: 20, maxRows: 5)

    private func frame(_ views: [Recording.ViewState]) -> Recording.Frame {
        Recording.Frame(t: 0, views: [
            Recording.ViewState(name: "window", parent: nil, frame: Rect(x: 0, y: 0, width: 200, height: 100)),
            Recording.ViewState(name: "container", parent: "window", frame: Rect(x: 0, y: 0, width: 200, height: 100)),
        ] + views)
    }

    @Test func eachViewIsAnOutlineWithItsNameOnTheTopEdge() {
        let lines = sketch.lines(of: frame([
            Recording.ViewState(name: "presented", parent: "container", frame: Rect(x: 20, y: 20, width: 120, height: 60)),
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
        let behind = Recording.ViewState(name: "chrome", parent: "container", frame: Rect(x: 60, y: 20, width: 80, height: 60))
        let opaque = sketch.lines(of: frame([behind,
            Recording.ViewState(name: "card", parent: "container", frame: Rect(x: 0, y: 0, width: 200, height: 100),
                                color: Color(hex: "#ffffff")),
        ]), screen: screen)
        #expect(!opaque.joined().contains("chrome"))
        let translucent = sketch.lines(of: frame([behind,
            Recording.ViewState(name: "card", parent: "container", frame: Rect(x: 0, y: 0, width: 200, height: 100),
                                alpha: 0.5, color: Color(hex: "#ffffff")),
        ]), screen: screen)
        #expect(translucent.joined().contains("chrome"))
    }

    @Test func viewsThatCoincideShareOneOutlineAndJoinTheirNames() {
        let lines = sketch.lines(of: frame([
            Recording.ViewState(name: "presenting", parent: "window", frame: Rect(x: 0, y: 0, width: 200, height: 100)),
            Recording.ViewState(name: "dim", parent: "container", frame: Rect(x: 0, y: 0, width: 200, height: 100), alpha: 0.5),
        ]), screen: screen)
        #expect(lines[1] == "║┌presenting+dim────┐║")
    }

    @Test func viewsThatDoNotShowAreNamedWithTheReason() {
        let lines = sketch.lines(of: frame([
            Recording.ViewState(name: "presented", parent: "container", frame: Rect(x: 0, y: 200, width: 200, height: 100)),
            Recording.ViewState(name: "dim", parent: "container", frame: Rect(x: 0, y: 0, width: 200, height: 100), alpha: 0),
            Recording.ViewState(name: "shadow", parent: "container", frame: Rect(x: 0, y: 0, width: 20, height: 20), isHidden: true),
        ]), screen: screen)
        #expect(lines.last == "not shown: presented (off screen), dim (alpha 0), shadow (hidden)")
    }

    @Test func aClippingParentCutsItsSubviews() {
        let lines = sketch.lines(of: frame([
            Recording.ViewState(name: "box", parent: "container", frame: Rect(x: 0, y: 0, width: 100, height: 100),
                                clipsToBounds: true),
            Recording.ViewState(name: "wide", parent: "box", frame: Rect(x: 40, y: 20, width: 150, height: 60)),
        ]), screen: screen)
        // "wide" would reach column 18; the box clips it at column 9, so its right edge never shows.
        #expect(lines[2] == "║│   ┌wide─          ║")
        #expect(lines[3] == "║│   │    │          ║")
    }

    @Test func aTransformedViewIsDrawnAsItsBoundingBox() {
        let lines = sketch.lines(of: frame([
            Recording.ViewState(name: "half", parent: "container", bounds: Rect(x: 0, y: 0, width: 200, height: 100),
                                center: Point(x: 100, y: 50), transform: AffineTransform(scaleX: 0.5, y: 0.6)),
        ]), screen: screen)
        #expect(lines[2] == "║     ┌half────┐     ║")
        #expect(lines[4] == "║     └────────┘     ║")
    }
}
