import Foundation
import PrestyleExport
import TestSupport
import Testing

/// `prestyle apply … --drag/--tap` as a user runs it: gesture phases recorded with their finger, what they
/// caused, the dismiss skipped with a note when a gesture dismissed, and an unknown view a usage error.
@Suite("prestyle apply with a finger, end to end")
struct GestureEndToEndTests {
    let prestyle: PrestyleBinary

    init() throws {
        prestyle = try PrestyleBinary.locate()
    }

    @Test func aDragDownTheSheetDismissesItAndSkipsTheDismissPhase() throws {
        let run = try prestyle.run(["apply", "sheet", "--drag", "presented:0,300", "--format", "json"])
        #expect(run.status == 0, "\(run)")
        let recording = try Recording(json: run.stdout)
        #expect(recording.phases.map(\.name) == ["present", "drag"])
        let drag = try #require(recording.phases.last)
        #expect(drag.touches?.first?.phase == "began" && drag.touches?.last?.phase == "ended")
        #expect(drag.touches?.count == 16)
        #expect(drag.events.contains { $0.call == "gesture(began)" })
        #expect(drag.events.contains { $0.call == "finishInteractiveTransition" })
        #expect(drag.final.view(named: "sheet") == nil)
        #expect(recording.diagnostics.map(\.message) == ["not run: dismiss — the drag phase's gesture dismissed the presentation"])
    }

    @Test func aSlowShortDragIsCancelledAndTheDismissStillRuns() throws {
        let run = try prestyle.run(["apply", "sheet", "--drag", "presented:0,100:1"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("\nphase drag · "))
        #expect(run.stdout.contains(" · cancelled · "))
        #expect(run.stdout.contains("  finger (61 touch samples: t, phase, window point)\n"))
        #expect(run.stdout.contains("\nphase dismiss · "))
        #expect(run.stdout.hasSuffix("diagnostics: none\n"))
    }

    @Test func gesturesRunInTheOrderGivenAndRepeatsAreNumbered() throws {
        let run = try prestyle.run(["apply", "panel", "--drag", "surface:0,-300:1", "--tap", "presented",
                                    "--drag", "surface:0,500:0.5", "--format", "json"])
        #expect(run.status == 0, "\(run)")
        let recording = try Recording(json: run.stdout)
        #expect(recording.phases.map(\.name) == ["present", "drag", "tap", "drag-2", "dismiss"])
        #expect(recording.phases[1].final.view(named: "surface")?.frame.minY == 77)
        #expect(recording.phases[3].final.view(named: "surface")?.frame.minY == 749)
    }

    @Test func aViewNotOnScreenIsAUsageErrorListingTheViews() throws {
        let run = try prestyle.run(["apply", "sheet", "--tap", "nothere"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("--tap names the view \"nothere\", which is not on screen when the tap phase starts "
            + "(its views: window, presenting, "))
        #expect(run.stderr.contains(" dim, sheet, presented, "))
    }

    @Test func theHTMLPlayerCarriesTheFingersSamples() throws {
        let run = try prestyle.run(["apply", "sheet", "--tap", "dim@196,40", "--format", "html"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("\"touches\""))
        #expect(run.stdout.contains("showFinger"))
    }
}
