import PresentationKit
import Testing

@testable import PrestyleExport
@testable import PrestyleStage
@testable import RecordingTesting

/// The presented controller's preferred content size in a recording: the options' `contentSize` before the
/// present (`--content-size`), and the content-size step that changes it while presented
/// (`--content-size-change`), whose message reaches the presentation controller.
@Suite("Recorder: preferred content sizes")
struct RecorderContentSizeTests {
    private func formSheetStage() -> Stage {
        Stage(device: .iPadPro11, presentationStyle: .formSheet)
    }

    @Test func theContentSizeSizesAFormSheetAndTheContentSizePhaseResizesIt() throws {
        var options = Recorder.Options(steps: [.present, .contentSize(Size(width: 500, height: 600)), .dismiss])
        options.contentSize = Size(width: 400, height: 300)
        let stage = formSheetStage()
        let recording = try record(stage, options)
        #expect(recording.phases.map(\.name) == ["present", "content-size", "dismiss"])
        #expect(recording.phases.map(\.completed) == [true, true, true])
        let present = recording.phases[0]
        #expect(present.final.view(named: "presented")?.frame == Rect(x: 217, y: 449, width: 400, height: 300))
        let change = recording.phases[1]
        #expect(change.calls.first == "preferredContentSizeDidChange(forChildContentContainer: presented 500×600)")
        #expect(change.duration == Window.contentSizeDuration)
        #expect(change.final.view(named: "presented")?.frame == Rect(x: 167, y: 299, width: 500, height: 600))
        #expect(recording.diagnostics == [])
    }

    @Test func aContentSizePhaseThatChangesNothingSaysSo() throws {
        var options = Recorder.Options(steps: [.present, .contentSize(Size(width: 400, height: 300)), .dismiss])
        options.contentSize = Size(width: 400, height: 300)
        let recording = try record(formSheetStage(), options)
        #expect(recording.phases[1].events.isEmpty)
        #expect(recording.diagnostics.map(\.message) == [
            "the content-size phase changed nothing: the presented controller already prefers 400×300",
        ])
    }

    @Test func aContentSizeStepNeedsThePresentationAndAUsableSize() {
        #expect(throws: RecorderError.self) { try Recorder.Options(steps: [.contentSize(Size(width: 1, height: 1)), .present]).validate() }
        #expect(throws: RecorderError.self) {
            try Recorder.Options(steps: [.present, .contentSize(Size(width: -1, height: 1)), .dismiss]).validate()
        }
        var options = Recorder.Options()
        options.contentSize = Size(width: .nan, height: 1)
        #expect(throws: RecorderError.self) { try options.validate() }
        #expect(Recorder.Options(steps: [.present, .contentSize(.zero), .contentSize(.zero), .dismiss]).phaseNames
            == ["present", "content-size", "content-size-2", "dismiss"])
    }
}
