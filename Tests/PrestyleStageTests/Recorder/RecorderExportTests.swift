import PresentationKit
import Testing

@testable import PrestyleExport
@testable import PrestyleStage
@testable import RecordingTesting

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

    static let extraScenarios: [[Recorder.Step]] = [
        [.present, .rotate(), .dismiss],
        [.present, .adapt(), .adaptBack, .dismiss],
        [.interactive(.init(direction: .present, fraction: 0.4, finishes: true)), .dismiss],
        [.interactive(.init(direction: .present, fraction: 0.4, finishes: false)), .dismiss],
        [.present, .interactive(.init(direction: .dismiss, fraction: 0.7, finishes: false))],
    ]

    @Test(arguments: 0..<RecorderExportTests.extraScenarios.count)
    func recordingTheExtraStepsTwiceGivesTheSameExport(_ index: Int) throws {
        let options = Recorder.Options(steps: Self.extraScenarios[index])
        for device in [Device.iPhone15, .iPadPro11] {
            let first = try record(Stage(device: device, transitioningDelegate: Bouncy.delegate()), options).jsonText()
            let second = try record(Stage(device: device, transitioningDelegate: Bouncy.delegate()), options).jsonText()
            #expect(first == second)
        }
    }

    @Test func aPhaseThatChangedTheScreenWritesItsDeviceAfterCompleted() throws {
        let options = Recorder.Options(fps: 4, steps: [.present, .rotate(), .dismiss])
        let recording = try record(Stage(transitioningDelegate: Bouncy.delegate()), options)
        let json = try recording.jsonText()
        let rotate = [
            #""name": "rotate","#, #""duration": 0.4,"#, #""completed": true,"#, #""device": {"#,
            #"  "name": "iPhone 15","#, #"  "width": 852,"#, #"  "height": 393,"#, #"  "scale": 3,"#,
            #"  "orientation": "landscapeLeft","#, #"  "traits": {"horizontal": "compact", "vertical": "compact"},"#,
            #"  "safeArea": [0, 59, 21, 59]"#, #"},"#, #""events": ["#,
        ]
        #expect(json.contains(rotate.joined(separator: "\n      ")))
        #expect(json.components(separatedBy: "\"device\"").count == 1 + 3, "the header, rotate and dismiss")
        let read = try Recording(json: json)
        #expect(read == recording.rounded())
        #expect(read.phases.map { $0.device?.orientation } == [nil, .landscapeLeft, .landscapeLeft])
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
