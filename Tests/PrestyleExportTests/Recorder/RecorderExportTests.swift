import PresentationKit
import Testing

@testable import PrestyleExport

@Suite("Recorder: recordings as exports")
struct RecorderExportTests {
    static func bouncy() throws -> Recording {
        let style = Stage.Style(name: "bouncy", source: "Styles/bouncy.lua", options: ["dim": 0.5, "inset": 30])
        return try record(Stage(style: style, transitioningDelegate: Bouncy.delegate()))
    }

    @Test func aRecordingSurvivesTheJSONRoundTrip() throws {
        let recording = try Self.bouncy()
        let read = try Recording(json: recording.jsonText())
        #expect(read == recording.rounded())
        #expect(read.phases.map(\.frames.count) == [49, 25])
    }

    @Test func recordingTwiceGivesTheSameExport() throws {
        for delegate in [nil, Bouncy.delegate(), Cool.delegate()] as [ViewControllerTransitioningDelegate?] {
            let first = try record(Stage(transitioningDelegate: delegate)).jsonText()
            let second = try record(Stage(transitioningDelegate: delegate)).jsonText()
            #expect(first == second)
        }
    }

    @Test(arguments: [
        Rendering.text(), .text(.init(moment: Moment(phase: "present", time: 0.4))), .json,
        .svg(), .svg(at: Moment(phase: "dismiss", time: 0.2)), .filmstrip(count: 4), .html(),
    ])
    func everyRenderingRendersARecordedRun(_ rendering: Rendering) throws {
        let output = try Self.bouncy().rendered(as: rendering)
        #expect(output.contains("presented"))
    }

    @Test func theSummaryShowsTheRecordedChrome() throws {
        let text = try Self.bouncy().rendered(as: .text())
        #expect(text.contains("phase present · 0.8 s · completed · 49 frames"))
        #expect(text.contains("dim"))
        #expect(text.contains("BouncyPresentationController(presented)"))
        #expect(text.contains("diagnostics: none"))
    }
}
