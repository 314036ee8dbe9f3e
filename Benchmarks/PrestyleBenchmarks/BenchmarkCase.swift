import PresentationKit
import Prestyle
import PrestyleExport
import PrestyleStage

/// One measured case: `n` operations each way, each closure returning a value the optimizer cannot drop.
struct BenchmarkCase {
    /// The name `prestyle-bench one` takes.
    var key: String
    /// The table's row, with its unit.
    var name: String
    /// Nanoseconds per unit of the row (1 for ns, 1e3 for µs, 1e6 for ms).
    var unit: Double
    /// Operations per round: enough for a round of some tens of milliseconds.
    var operations: Int
    var swift: (Int) throws -> Double
    var lua: (Int) throws -> Double

    /// The cases, on presentations of `scene` made now (the hook case's stay up while the cases live).
    ///
    /// - Throws: ``BenchmarkFailure`` when a presentation does not finish or the two sides answer differently.
    static func all(on scene: BouncyScene) throws -> [BenchmarkCase] {
        let (swiftStage, luaStage) = (scene.swiftStage(), try scene.luaStage())
        let swiftController = try BouncyScene.presentedController(on: swiftStage)
        let luaController = try BouncyScene.presentedController(on: luaStage)
        let swiftFrame = swiftController.frameOfPresentedViewInContainerView
        let luaFrame = luaController.frameOfPresentedViewInContainerView
        guard swiftFrame == luaFrame else {
            throw BenchmarkFailure("the two presentation controllers answer different frames: Swift \(swiftFrame), Lua \(luaFrame)")
        }
        return [
            BenchmarkCase(
                key: "hook", name: "frameOfPresentedView, one call (ns)", unit: 1, operations: 20_000,
                swift: hookCalls(swiftController, on: swiftStage), lua: hookCalls(luaController, on: luaStage)),
            BenchmarkCase(
                key: "delegate", name: "transitioning delegate for a run (µs)", unit: 1e3, operations: 400,
                swift: { n in Double((0..<n).map { _ in SwiftBouncyTransitioningDelegate(options: scene.swiftOptions) }.count) },
                lua: { n in Double(try (0..<n).map { _ in try scene.registry.transitioningDelegate(for: "bouncy") }.count) }),
            BenchmarkCase(
                key: "run60", name: "recorded run, present + dismiss, 60 fps (ms)", unit: 1e6, operations: 40,
                swift: runs(fps: 60, scene.swiftStage), lua: runs(fps: 60, scene.luaStage)),
            BenchmarkCase(
                key: "run1", name: "recorded run, present + dismiss, 1 fps (ms)", unit: 1e6, operations: 60,
                swift: runs(fps: 1, scene.swiftStage), lua: runs(fps: 1, scene.luaStage)),
            // Last: a Lua stage presented again and again keeps more and more (see the README), which would
            // slow the cases after it.
            BenchmarkCase(
                key: "cycles", name: "unrecorded present + dismiss, one cycle (µs)", unit: 1e3, operations: 100,
                swift: cycles(scene.swiftStage), lua: cycles(scene.luaStage)),
        ]
    }

    /// Asks a finished presentation's controller for the presented view's frame; the closure holds the stage,
    /// and with it the window and the delegate, as a presentation on screen has them.
    private static func hookCalls(_ controller: PresentationController, on stage: Stage) -> (Int) -> Double {
        { n in
            var total = stage.isUsed ? 0.0 : 1.0
            for _ in 0..<n { total += controller.frameOfPresentedViewInContainerView.width }
            return total
        }
    }

    /// Presents and dismisses on one new stage `n` times, animated, each transition run to its end on the
    /// virtual clock, with no recorder sampling it: what an app pays per cycle.
    private static func cycles(_ makeStage: @escaping () throws -> Stage) -> (Int) throws -> Double {
        { n in
            let stage = try makeStage()
            let clock = stage.window.clock
            var total = 0.0
            for _ in 0..<n {
                guard stage.presenting.present(stage.presented, animated: true), clock.runUntilIdle(),
                      stage.presented.dismiss(animated: true), clock.runUntilIdle()
                else { throw BenchmarkFailure("a present + dismiss cycle on \(stage.style.name) did not finish") }
                total += stage.presented.view.frame.width
            }
            return total
        }
    }

    private static func runs(fps: Double, _ makeStage: @escaping () throws -> Stage) -> (Int) throws -> Double {
        { n in
            var total = 0.0
            for _ in 0..<n { total += weight(try BouncyScene.record(makeStage(), fps: fps)) }
            return total
        }
    }

    /// What a recording holds, summed, so the optimizer keeps the whole run.
    static func weight(_ recording: Recording) -> Double {
        Double(recording.phases.reduce(0) { $0 + $1.frames.count + $1.events.count })
    }
}
