import Foundation
import PrestyleExport
import TestSupport
import Testing

/// A user's dismissals as a user runs them: a tap outside a popover, VoiceOver's escape (`--escape`), and
/// the veto a style answers with `shouldDismiss`.
@Suite("prestyle apply with a user's dismissal, end to end")
struct UserDismissalEndToEndTests {
    let prestyle: PrestyleBinary

    init() throws {
        prestyle = try PrestyleBinary.locate()
    }

    @Test func aTapOutsideTheNotePopoverDismissesIt() throws {
        let run = try prestyle.run(["apply", "note-popover", "--device", "ipad-pro-11", "--set", "adaptation=none",
                                    "--tap", "presenting@100,400", "--format", "json"])
        #expect(run.status == 0, "\(run)")
        let recording = try Recording(json: run.stdout)
        #expect(recording.phases.map(\.name) == ["present", "tap"])
        let tap = try #require(recording.phases.last)
        #expect(tap.events.contains { $0.call == "userDismissal(tapOutside)" })
        #expect(tap.events.contains { $0.call == "dismissalTransitionDidEnd(true)" })
        #expect(tap.final.view(named: "presented") == nil)
        #expect(recording.diagnostics.map(\.message) == ["not run: dismiss — the tap phase's gesture dismissed the presentation"])
    }

    @Test func theEscapeDismissesAndIsShownInTheText() throws {
        let run = try prestyle.run(["apply", "cool", "--escape"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("\nphase escape · "))
        #expect(run.stdout.contains("accessibilityPerformEscape"))
        #expect(run.stdout.contains("not run: dismiss — the escape phase's gesture dismissed the presentation"))
    }

    @Test func thePresentedViewIsRecordedModalToVoiceOver() throws {
        let run = try prestyle.run(["apply", "cool", "--escape", "--format", "json"])
        #expect(run.status == 0, "\(run)")
        let recording = try Recording(json: run.stdout)
        #expect(recording.phases.map(\.name) == ["present", "escape"])
        #expect(recording.phases[0].final.view(named: "presented")?.accessibilityViewIsModal == true)
        #expect(recording.phases[0].final.view(named: "presenting")?.accessibilityViewIsModal == false)
        #expect(run.stdout.contains("\"accessibilityViewIsModal\": true"))
    }

    @Test func aStylesVetoKeepsThePresentationAndTheDismissRuns() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("kept.lua", """
            return style {
              summary = "a presentation the escape cannot dismiss",
              presentation = {
                shouldDismiss = false,
              },
            }
            """)
        let run = try prestyle.run(["apply", path, "--escape", "--format", "json"])
        #expect(run.status == 0, "\(run)")
        let recording = try Recording(json: run.stdout)
        #expect(recording.phases.map(\.name) == ["present", "escape", "dismiss"])
        let escape = recording.phases[1]
        #expect(!escape.completed)
        #expect(escape.events.contains { $0.call == "presentationControllerShouldDismiss" && $0.target == "Style(kept)" })
        #expect(escape.events.contains { $0.call == "presentationControllerDidAttemptToDismiss" })
        #expect(recording.phases[2].completed)
    }

    @Test func theEscapeIsRefusedInAContainerScene() throws {
        let run = try prestyle.run(["apply", "cool", "--scene", "push", "--escape"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("the escape phase cannot run in the push scene"))
    }
}
