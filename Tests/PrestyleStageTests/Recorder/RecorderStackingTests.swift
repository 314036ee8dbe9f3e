import PresentationKit
import TestSupport
import Testing

@testable import PrestyleExport
@testable import PrestyleStage
@testable import RecordingTesting

/// A presentation stacked over the stage's (`prestyle apply A --then B`): phases `present-2` and `dismiss-2`,
/// the second controller's views named apart (`presented#2`, `container#2`) and given the presented role, the
/// stacked style in the header, and steps that do not fit the stack refused or skipped.
@Suite("Recorder: stacked presentations")
struct RecorderStackingTests {
    let styles = TemporaryStyles()

    /// The `cool` style with UIKit's sheet (`system-sheet`) stacked over it.
    func coolUnderASheet() throws -> Stage {
        let registry = try styles.registry()
        let sheet = try registry.transitioningDelegate(for: "system-sheet")
        return Stage(style: try registry.transitioningDelegate(for: "cool"),
                     stacked: [Stage.StackedPresentation(style: Stage.Style(sheet), transitioningDelegate: sheet)])
    }

    static let stackedSteps: [Recorder.Step] = [.present, .presentStacked(level: 2), .dismissStacked(level: 2), .dismiss]

    @Test func theSecondPresentationHasItsOwnPhasesAndNamesAndTheHeaderSaysWhichStyle() throws {
        let recording = try record(try coolUnderASheet(), Recorder.Options(steps: Self.stackedSteps))
        #expect(recording.phases.map(\.name) == ["present", "present-2", "dismiss-2", "dismiss"])
        #expect(recording.phases.allSatisfy { $0.completed })
        #expect(recording.then.map(\.style) == ["system-sheet"])
        let stacked = try #require(recording.phase(named: "present-2")).final
        let second = try #require(stacked.view(named: "presented#2"))
        #expect(second.parent == "container#2")
        let roles = Dictionary(uniqueKeysWithValues: zip(stacked.views.map(\.name), stacked.roles()))
        #expect(roles["presented#2"] == .presented && roles["container#2"] == .container && roles["presented"] == .presented)
        #expect(stacked.view(named: "presented") != nil, "the style's presentation stays under the sheet")
        let afterSecond = try #require(recording.phase(named: "dismiss-2")).final
        #expect(afterSecond.view(named: "presented#2") == nil && afterSecond.view(named: "presented") != nil)
        #expect(recording.diagnostics.filter { $0.severity != .note } == [])
    }

    @Test func theHeaderGoesOutInTheJSONAndComesBack() throws {
        let recording = try record(try coolUnderASheet(), Recorder.Options(fps: 10, steps: Self.stackedSteps))
        let json = try recording.jsonText()
        #expect(json.contains(#""then": ["#))
        #expect(try Recording(json: json).then == recording.then)
        let single = try record(Stage(), Recorder.Options(fps: 10))
        #expect(!(try single.jsonText()).contains(#""then""#), "a single presentation leaves it out")
    }

    @Test func aDismissOfTheFirstTakesTheWholeStackWithOnlyTheTopAnimating() throws {
        let recording = try record(try coolUnderASheet(), Recorder.Options(steps: [.present, .presentStacked(level: 2), .dismiss]))
        let dismiss = try #require(recording.phase(named: "dismiss"))
        #expect(dismiss.completed)
        #expect(dismiss.events.filter { $0.call == "animateTransition(using:)" }.count == 1)
        #expect(dismiss.final.view(named: "presented") == nil && dismiss.final.view(named: "presented#2") == nil)
        #expect(dismiss.final.view(named: "presenting")?.transform == .identity)
    }

    @Test func stepsThatDoNotFitTheStackAreRefused() throws {
        let cases: [([Recorder.Step], String)] = [
            ([.presentStacked(level: 2), .dismiss], "the present-2 phase (--then) presents over the presented controller; add a present step before it"),
            ([.present, .presentStacked(level: 3), .dismiss], "the present-3 phase (--then) presents over present-2's; add a present-2 step before it"),
            ([.present, .dismissStacked(level: 2), .dismiss], "the dismiss-2 phase (--then) needs present-2 before it"),
            ([.present, .presentStacked(level: 1), .dismiss], "a stacked presentation is level 2 or more (level 1 is the present step), not 1"),
        ]
        for (steps, message) in cases {
            #expect(throws: RecorderError(message)) { try Recorder.Options(steps: steps).validate() }
        }
        #expect(throws: RecorderError("the present-2 phase needs 1 stacked presentations on the stage (Stage(stacked:)); it has 0")) {
            try Recorder.record(stage: Stage(), options: Recorder.Options(steps: Self.stackedSteps))
        }
    }
}
