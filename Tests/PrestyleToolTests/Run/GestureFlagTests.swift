import PresentationKit
import PrestyleExport
import PrestyleStage
import Testing

@testable import PrestyleTool

/// The value of `--tap` and `--drag`: `VIEW[@X,Y]` taps, `VIEW[@X,Y]:DX,DY[:SECONDS]` drags; anything else is
/// a usage error showing the forms. In a scene they run in order, after the present.
@Suite("Gesture flags")
struct GestureFlagTests {
    @Test func aViewAloneOrWithAPointIsATap() throws {
        #expect(try FlagValues.gesture("dim") == Recorder.Gesture(tapping: "dim"))
        #expect(try FlagValues.gesture("dim@20,40") == Recorder.Gesture(tapping: "dim", at: Point(x: 20, y: 40)))
        #expect(try FlagValues.gesture("dim#2") == Recorder.Gesture(tapping: "dim#2"))
    }

    @Test func aMovementMakesADragOfAQuarterSecondUnlessTold() throws {
        #expect(try FlagValues.gesture("presented:0,300")
            == Recorder.Gesture(dragging: "presented", by: Point(x: 0, y: 300), duration: 0.25))
        #expect(try FlagValues.gesture("presented@10,20:0,-300:1.5")
            == Recorder.Gesture(dragging: "presented", at: Point(x: 10, y: 20), by: Point(x: 0, y: -300), duration: 1.5))
    }

    @Test(arguments: ["", "@1,2", "dim@1", "dim@a,b", "dim:300", "dim:0,1:0", "dim:0,1:-1", "dim:0,1:700", "dim:0,1:1:2",
                      "dim@1,2@3,4", "dim:nan,1", "dim:1e308,0"])
    func anythingElseIsAUsageErrorShowingTheForms(_ text: String) {
        let error = try? #require(throws: ToolError.self) { try FlagValues.gesture(text) }
        #expect(error?.status == .usage)
        #expect(error?.message.contains("VIEW[@X,Y]:DX,DY[:SECONDS]") == true)
    }

    @Test func gesturesRunInOrderAfterThePresentAndRepeatsAreNumbered() {
        let settings = RunSettings(rotates: true, gestures: [Recorder.Gesture(dragging: "presented", by: Point(x: 0, y: 100)),
                                                    Recorder.Gesture(tapping: "dim"),
                                                    Recorder.Gesture(dragging: "sheet", by: Point(x: 0, y: -100))])
        #expect(settings.recorderOptions.phaseNames == ["present", "drag", "tap", "drag-2", "rotate", "dismiss"])
    }

    @Test func moreThanThirtyTwoGesturesAreAUsageErrorNamingTheFlags() throws {
        let workspace = try Workspace()
        let settings = RunSettings(gestures: Array(repeating: Recorder.Gesture(tapping: "dim"), count: 33))
        let result = workspace.tool.apply(ApplyRequest(style: "cool", settings: settings))
        #expect(result.status == .usage)
        #expect(result.errors.contains("--tap and --drag are given 33 times; a run takes at most 32 gestures"))
    }

    @Test func dragsPastTheRunsMemoryCeilingAreAUsageErrorNamingTheFlags() throws {
        let workspace = try Workspace()
        let drag = Recorder.Gesture(dragging: "presented", by: Point(x: 10, y: 0), duration: 600)
        let result = workspace.tool.apply(ApplyRequest(style: "cool", settings: RunSettings(gestures: Array(repeating: drag, count: 30))))
        #expect(result.status == .usage)
        #expect(result.errors.contains("--tap and --drag keep 54,030 touch samples"))
        #expect(result.errors.contains("over the 1,024 MiB a run may use"))
    }
}
