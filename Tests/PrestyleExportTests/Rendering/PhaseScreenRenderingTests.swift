import Foundation
import PresentationKit
import Testing

import PrestyleStage
@testable import PrestyleExport
@testable import RecordingTesting

/// Every rendering draws a phase on the screen it ends on — `recording.device(during:)` — so that after
/// `--rotate` the rotate and dismiss phases show a landscape screen while the present phase stays portrait.
@Suite("Renderings: each phase on its own screen")
struct PhaseScreenRenderingTests {
    private static func rotated() throws -> Recording {
        try record(Stage(transitioningDelegate: Bouncy.delegate()), Recorder.Options(steps: [.present, .rotate(), .dismiss]))
    }

    /// The text of one phase's section of a summary, from its heading to the next.
    private func section(_ phase: String, of summary: String) throws -> String {
        let parts = summary.components(separatedBy: "\nphase ")
        return try #require(parts.first { $0.hasPrefix(phase + " ") }, "no section for \(phase)")
    }

    @Test func theSummaryDrawsTheRotatePhaseInLandscapeAndThePresentPhaseInPortrait() throws {
        let summary = try Self.rotated().rendered(as: .text())
        #expect(try section("present", of: summary).contains("settled layout (393×852 pt)"))
        let rotate = try section("rotate", of: summary)
        #expect(rotate.contains("settled layout (852×393 pt)"))
        #expect(rotate.contains("ends on iPhone 15 · 852×393 pt @3x · landscapeLeft"))
        #expect(!(try section("present", of: summary)).contains("ends on"))
    }

    @Test func aMomentInTheRotatePhaseIsDrawnOnTheLandscapeScreen() throws {
        let recording = try Self.rotated()
        let text = try recording.rendered(as: .text(.init(moment: Moment(phase: "rotate", time: 0.4))))
        #expect(text.contains("layout at t = 0.4 s (852×393 pt)"))
        let svg = try recording.rendered(as: .svg(at: Moment(phase: "rotate", time: 0.4)))
        #expect(svg.contains("<rect width=\"852\" height=\"393\""))
        #expect(svg.contains("iPhone 15 852×393</text>"))
        let portrait = try recording.rendered(as: .svg(at: Moment(phase: "present", time: 0.1)))
        #expect(portrait.contains("<rect width=\"393\" height=\"852\""))
    }

    @Test func theFilmstripDrawsEachRowOnItsPhasesScreenAtOneScale() throws {
        let svg = try Self.rotated().rendered(as: .filmstrip(count: 3))
        let screens = svg.components(separatedBy: "<g class=\"panel\"").dropFirst().map { panel -> String in
            let phase = panel.components(separatedBy: "data-phase=\"")[1].prefix { $0 != "\"" }
            let size = panel.components(separatedBy: "<rect width=\"")[1].prefix { $0 != "r" }
            return "\(phase) \(size)"
        }
        let portrait = "393\" height=\"852\" ", landscape = "852\" height=\"393\" "
        #expect(screens == Array(repeating: "present " + portrait, count: 3) + Array(repeating: "rotate " + landscape, count: 3)
            + Array(repeating: "dismiss " + landscape, count: 3))
        // One scale for every row, set by the tallest screen.
        let scales = Set(svg.components(separatedBy: ") scale(").dropFirst().map { $0.prefix { $0 != ")" } })
        #expect(scales.count == 1)
    }

    @Test func theComparisonDrawsEachPhaseOnTheFirstRunsScreenForIt() throws {
        let recording = try Self.rotated()
        let text = try ComparisonRendering.text().render(recording, recording)
        let rotate = try #require(recording.phase(named: "rotate"))
        let landscape = TextSummary().sketch(rotate.final, Size(width: 852, height: 393), indent: "")
        let portrait = TextSummary().sketch(rotate.final, Size(width: 393, height: 852), indent: "")
        #expect(landscape.count < portrait.count)
        let section = try section("rotate", of: text)
        #expect(landscape.allSatisfy { section.contains($0) })
    }
}
