import PresentationKit
import Testing

@testable import PrestyleExport

/// The text layout draws views as their recorded transforms leave them: scaled smaller (a receding presenter,
/// a zoomed snapshot), turned (a rotated view), and says so in their names.
@Suite("Layout sketch of transformed views")
struct LayoutSketchTransformTests {
    /// A 400×400 pt screen drawn 40 columns by 20 rows: one cell is 10 pt wide and 20 pt tall.
    let screen = Size(width: 400, height: 400)
    let sketch = LayoutSketch(maxColumns: 40, maxRows: 20)

    private func lines(_ views: [Recording.RecordedView]) -> [String] {
        sketch.lines(of: Recording.Frame(t: 0, views: [
            Recording.RecordedView(name: "window", parent: nil, frame: Rect(x: 0, y: 0, width: 400, height: 400)),
        ] + views), screen: screen)
    }

    @Test func aRecedingPresenterIsDrawnSmallerAndNamedWithItsScale() {
        // card.lua's presenter: scaled by 0.93 about its center, as SPStorkController's receding screen.
        let drawn = lines([
            Recording.RecordedView(
                name: "presenting", parent: "window", bounds: Rect(x: 0, y: 0, width: 400, height: 400),
                center: Point(x: 200, y: 200), transform: AffineTransform(scaleX: 0.93, y: 0.93)),
        ])
        // 7 % of 400 pt is 28 pt: 14 pt off each side, which rounds to a cell of 10 pt across and of 20 pt down
        // (the first row and column of the screen stay empty, and the last).
        #expect(drawn[2] == "║ ┌presenting ×0.93────────────────────┐ ║", "\(drawn.joined(separator: "\n"))")
        #expect(drawn[19] == "║ └────────────────────────────────────┘ ║", "\(drawn.joined(separator: "\n"))")
        #expect(drawn[1] == "║" + String(repeating: " ", count: 40) + "║")
    }

    @Test func aZoomedSnapshotIsDrawnAtItsScaleAroundItsCenter() {
        // zoom.lua's content at the start of its presentation: 0.2 of a 300×300 view centered on the screen.
        let drawn = lines([
            Recording.RecordedView(name: "container", parent: "window", frame: Rect(x: 0, y: 0, width: 400, height: 400)),
            Recording.RecordedView(
                name: "presented", parent: "container", bounds: Rect(x: 0, y: 0, width: 300, height: 300),
                center: Point(x: 200, y: 200), transform: AffineTransform(scaleX: 0.2, y: 0.2)),
        ])
        // 60 × 60 pt from (170, 170): columns 17–22 and rows 9–11 of the grid (170/20 = 8.5 rounds to 9,
        // 230/20 = 11.5 to 12, the last row 11), which are lines 10–12 under the screen's top line. Too narrow for
        // the note, the name is cut short.
        let box = drawn.enumerated().filter { $0.element.contains("┌") || $0.element.contains("└") }
        #expect(box.map(\.offset) == [10, 12], "\(drawn.joined(separator: "\n"))")
        #expect(drawn[10] == "║                 ┌pres┐                 ║", "\(drawn.joined(separator: "\n"))")
    }

    @Test func aRotatedViewIsDrawnTurnedWithSlantedEdgesAndItsAngle() {
        let drawn = lines([
            Recording.RecordedView(name: "container", parent: "window", frame: Rect(x: 0, y: 0, width: 400, height: 400)),
            Recording.RecordedView(
                name: "tile", parent: "container", bounds: Rect(x: 0, y: 0, width: 200, height: 200),
                center: Point(x: 200, y: 200), transform: AffineTransform(rotationAngle: .pi / 4)),
        ])
        let text = drawn.joined(separator: "\n")
        // A square turned 45° is a diamond: its edges slant both ways on the screen, none is upright.
        #expect(text.contains("╱") && text.contains("╲"), "\(text)")
        #expect(!text.contains("┌") && !text.contains("┐"), "\(text)")
        #expect(text.contains("tile ↻45°"), "\(text)")
        // The diamond's corners are 141 pt from the center each way (columns 6–34, rows 3–16); a row between
        // them crosses two edges, the name inside under the top corner.
        #expect(drawn[5] == "║                ╱╱    ╲╲                ║", "\(text)")
        #expect(drawn[7] == "║            ╱╱tile ↻45°   ╲╲            ║", "\(text)")
        #expect(drawn[13] == "║          ╲╲                ╱╱          ║", "\(text)")
        #expect(drawn[2] == "║" + String(repeating: " ", count: 40) + "║", "\(text)")
    }

    @Test func theNoteSaysScaleAndRotationButNotTranslation() {
        #expect(LayoutSketch.note(.identity) == "")
        #expect(LayoutSketch.note(AffineTransform(translationX: 0, y: 426)) == "")
        #expect(LayoutSketch.note(AffineTransform(scaleX: 0.933, y: 0.933)) == " ×0.93")
        #expect(LayoutSketch.note(AffineTransform(scaleX: 0.5, y: 1)) == " ×0.5,1")
        #expect(LayoutSketch.note(AffineTransform(rotationAngle: .pi / 6)) == " ↻30°")
        #expect(LayoutSketch.note(AffineTransform(rotationAngle: -.pi / 2).scaledBy(x: 2, y: 2)) == " ×2 ↺90°")
        // A mirror image: a half turn and a flip upside down.
        #expect(LayoutSketch.note(AffineTransform(scaleX: -1, y: 1)) == " ×1,-1 ↻180°")
    }
}
