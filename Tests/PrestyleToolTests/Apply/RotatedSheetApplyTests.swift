import PresentationKit
import PrestyleStage
import Testing

@testable import PrestyleTool

/// `prestyle apply system-sheet --device iphone-14 --drag presented:0,-300:0.3 --rotate` in-process: the sheet
/// dragged to its large detent makes the presenting view recede, the phone turns, and once dismissed the
/// presenting view fills the landscape screen again, untransformed, with nothing reported.
@Suite("apply: a receding presenter through a rotation")
struct RotatedSheetApplyTests {
    @Test func thePresentingViewEndsFillingTheTurnedScreenUntransformed() throws {
        let workspace = try Workspace()
        let settings = RunSettings(screen: .preset("iphone-14"), rotates: true,
                          gestures: [Recorder.Gesture(dragging: "presented", by: Point(x: 0, y: -300), duration: 0.3)])
        let result = workspace.tool.apply(ApplyRequest(style: "system-sheet", settings: settings))
        #expect(result.status == .success, "\(result.errors)")
        let output = result.output
        let finalState = try #require(output.range(of: "final state", options: .backwards)).lowerBound
        let last = output[finalState...]
        #expect(last.contains("presenting  (0, 0, 844, 390)      1  identity"), "\(last)")
        #expect(output.hasSuffix("diagnostics: none\n"), "\(output.suffix(400))")
    }
}
