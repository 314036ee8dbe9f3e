import TestSupport
import Testing

@testable import PrestyleStage

/// `style { layout = { … } }`: the layout scene's layout-to-layout transition takes the style's duration and
/// timing — the transition layout's progress curve — in the push, the pop and the interactive pop; without it,
/// the navigation slide's 0.35 s ease-in-ease-out, as UIKit's.
@Suite("Scenes: a style times the layout transition")
struct LayoutTimingTests {
    let styles = TemporaryStyles()

    func record(_ layout: String, steps: [Recorder.Step] = [.push, .pop]) throws -> (Stage, Recording) {
        styles.write("timed", """
            return style {
              summary = "times the layout scene's transition",
              scenes = { "layout" },
              \(layout)
            }
            """)
        let stage = try Stage(style: "timed", in: styles.registry(), scene: .layout)
        return (stage, try Recorder.record(stage: stage, options: Recorder.Options(steps: steps)))
    }

    /// The name of a cell that goes from the grid's 80-point square to a 340-point row in `phase`.
    func growingCell(in phase: Recording.Phase) throws -> String {
        let first = try #require(phase.frames.first)
        let cell = first.views.first { view in
            guard let after = phase.final.view(named: view.name), view.parent == after.parent else { return false }
            return view.frame.width == 80 && after.frame.width == 340
        }
        return try #require(cell?.name, "\(phase.final.views.map(\.name))")
    }

    func width(of cell: String, in phase: Recording.Phase, at time: Double) throws -> Double {
        try #require(try phase.frame(at: time).view(named: cell)?.frame.width)
    }

    @Test func aLinearLayoutTakesItsDurationAndIsHalfWayAtHalfTime() throws {
        let (stage, recording) = try record(#"layout = { duration = 0.8, curve = "linear" },"#)
        #expect(recording.diagnostics.isEmpty, "\(recording.diagnostics)")
        #expect(recording.phases.map(\.name) == ["push", "pop"] && recording.phases.allSatisfy(\.completed))
        let push = recording.phases[0], pop = recording.phases[1]
        #expect(abs(push.duration - 0.8) < 1e-9 && abs(pop.duration - 0.8) < 1e-9)
        #expect(push.events.contains { $0.target == "LayoutToLayoutNavigationAnimator(push)" })
        // Progress 0.5 at 0.4 s on a linear curve: the cell half way from 80 to 340 points wide.
        let cell = try growingCell(in: push)
        #expect(abs(try width(of: cell, in: push, at: 0.4) - 210) < 0.5)
        #expect(abs(try width(of: cell, in: pop, at: 0.4) - 210) < 0.5)
        #expect(!stage.isShowingPresented)
    }

    @Test func onASpringTheProgressOvershootsAndSettles() throws {
        let (_, recording) = try record("layout = { duration = 0.8, spring = { damping = 0.4, velocity = 0 } },")
        #expect(recording.diagnostics.isEmpty, "\(recording.diagnostics)")
        let push = recording.phases[0]
        let cell = try growingCell(in: push)
        let widths = push.frames.compactMap { $0.view(named: cell)?.frame.width }
        #expect((widths.max() ?? 0) > 341, "past the rows' 340 points: \(widths)")
        #expect(push.final.view(named: cell)?.frame.width == 340)
    }

    @Test func withoutALayoutTableTheNavigationSlidesTimingPlays() throws {
        let (_, recording) = try record("")
        #expect(recording.phases.allSatisfy { abs($0.duration - 0.35) < 1e-9 })
        // Ease in, ease out: slower than linear at the start (a tenth of the time, well under a tenth of the
        // way), and half way at half time (the recording's frames are 1/60 s apart: within a frame's move).
        let push = recording.phases[0]
        let cell = try growingCell(in: push)
        let early = try width(of: cell, in: push, at: 0.035)
        #expect(early > 80 && early < 80 + 26 / 2, "\(early)")
        let halfway = try width(of: cell, in: push, at: 0.175)
        #expect(abs(halfway - 210) < 12, "\(halfway)")
    }

    @Test(arguments: [true, false])
    func theInteractivePopScrubsTheStylesTiming(_ finishes: Bool) throws {
        let pop = Recorder.Interaction(direction: .pop, fraction: 0.5, finishes: finishes)
        let (stage, recording) = try record(#"layout = { duration = 0.8, curve = "linear" },"#,
                                            steps: [.push, .interactive(pop)])
        let phase = recording.phases[1]
        #expect(phase.completed == finishes)
        #expect(phase.events.contains { $0.call == (finishes ? "finishInteractiveTransition" : "cancelInteractiveTransition") })
        let cell = try growingCell(in: recording.phases[0])
        // Dragged half way through the 0.8 s pop: the cell half way back to the grid's square.
        #expect(abs(try width(of: cell, in: phase, at: 0.4) - 210) < 0.5)
        #expect(stage.isShowingPresented == !finishes)
    }
}
