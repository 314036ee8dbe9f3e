import Foundation
import PresentationKit
import Testing

import PrestyleStage
@testable import PrestyleExport
@testable import RecordingTesting

/// A presentation whose card draws a two-point red border, as a style's `view.borderWidth = 2` does.
private final class BorderedCardController: PresentationController {
    override func presentationTransitionWillBegin() {
        presentedView?.borderWidth = 2
        presentedView?.borderColor = BordersTests.red
    }
}

extension Fixtures {
    /// The slide fixture with its card drawing a two-point red border.
    static func slideWithBorder() -> Recording {
        var recording = slide()
        for p in recording.phases.indices {
            func decorate(_ frame: inout Recording.Frame) {
                for v in frame.views.indices where frame.views[v].name == "presented" {
                    frame.views[v].borderWidth = 2
                    frame.views[v].borderColor = BordersTests.red
                }
            }
            for f in recording.phases[p].frames.indices { decorate(&recording.phases[p].frames[f]) }
            decorate(&recording.phases[p].final)
        }
        return recording
    }
}

@Suite("Borders: recorded, written, read back and drawn")
struct BordersTests {
    static let red = Color(hex: "#ff0000")!

    @Test func theRecorderKeepsAViewsBorder() throws {
        let stage = Stage(transitioningDelegate: StyleDelegate(present: ScaleAnimator(duration: 0.3)) {
            BorderedCardController(presentedViewController: $0, presenting: $1)
        })
        let recording = try record(stage)
        let card = try #require(recording.phases[0].final.view(named: "presented"))
        #expect(card.borderWidth == 2 && card.borderColor == Self.red)
        let container = try #require(recording.phases[0].final.view(named: "container"))
        #expect(container.borderWidth == 0)
    }

    @Test(arguments: [(0.0, Color.black), (-1, .black), (3, .clear), (3, Color(hex: "#ff000000")!)])
    func aBorderThatDrawsNothingIsRecordedAsNone(width: Double, color: Color) {
        let state = PresentationKit.ViewState(
            name: "card", frame: Rect(x: 0, y: 0, width: 10, height: 10), bounds: Rect(x: 0, y: 0, width: 10, height: 10),
            center: Point(x: 5, y: 5), transform: .identity,
            appearance: ViewAppearance(borderWidth: width, borderColor: color))
        let view = Recording.RecordedView(displaying: state, name: "card", parent: nil)
        #expect(view.borderWidth == 0 && view.borderColor == .black)
    }

    @Test func theJSONWritesABorderAfterTheCornersOnlyWhenThereIsOneAndReadsItBack() throws {
        let recording = Fixtures.slideWithBorder()
        let text = try recording.jsonText()
        let cardLine = try #require(text.split(separator: "\n").first { $0.contains("\"name\": \"presented\"") })
        let written = "\"clips\": true, \"borderWidth\": 2, \"borderColor\": \"#ff0000\"}"
        #expect(cardLine.hasSuffix(written) || cardLine.hasSuffix(written + ","), "\(cardLine)")
        let dimLine = try #require(text.split(separator: "\n").first { $0.contains("\"name\": \"dim\"") })
        #expect(!dimLine.contains("border"), "\(dimLine)")
        let back = try Recording(json: text)
        #expect(back == recording.rounded())
        #expect(back.phases[0].final.view(named: "presented")?.borderColor == Self.red)
    }

    @Test func aBorderColorThatIsNotOneIsADecodingError() throws {
        let text = try Fixtures.slideWithBorder().jsonText().replacingOccurrences(of: "\"#ff0000\"", with: "\"red\"")
        #expect(throws: ExportError.self) { try Recording(json: text) }
    }

    @Test func theTextSummaryNotesTheBorderBesideTheAlpha() throws {
        let text = try Fixtures.slideWithBorder().rendered(as: .text())
        let row = try #require(text.split(separator: "\n").first { $0.contains("presented ") && $0.contains("border") })
        #expect(row.contains("1 border 2 #ff0000"), "\(row)")
        #expect(try !Fixtures.slide().rendered(as: .text()).contains("border"))
    }

    @Test func theSVGStrokesTheBorderInsideTheBoundsAboveTheSubviews() throws {
        let svg = try Fixtures.slideWithBorder().rendered(as: .svg(at: Moment(phase: "present", time: 0.5)))
        let lines = svg.split(separator: "\n")
        // Inset by half the width, its corners rounding by the radius less that half (16 − 1).
        let border = "<rect class=\"border\" x=\"1\" y=\"1\" width=\"331\" height=\"790\" rx=\"15\" fill=\"none\" "
            + "stroke=\"#ff0000\" stroke-width=\"2\"/>"
        let borderLine = try #require(lines.firstIndex { $0 == border }, "\(svg)")
        let labelLine = try #require(lines.firstIndex { $0.contains("class=\"view\" data-name=\"label\"") })
        #expect(labelLine < borderLine)
        #expect(try !Fixtures.slide().rendered(as: .svg(at: Moment(phase: "present", time: 0.5))).contains("class=\"border\""))
    }
}
