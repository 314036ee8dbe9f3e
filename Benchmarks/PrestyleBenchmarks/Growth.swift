import PresentationKit
import PrestyleExport
import PrestyleScenes

/// How the engine's costs grow with the size of what it handles (issue 13's "Growth"): each series measures
/// one operation at a size and ×10 and ×100 of it, and reports how much longer each ×10 step takes. A linear
/// cost takes at most 10 times as long (less while a fixed part still counts); a quadratic one 100 times.
struct Growth {
    struct Series {
        var name: String
        /// What one unit is, for the per-unit column ("view", "level").
        var unit: String
        /// (size, nanoseconds for the whole operation at that size), smallest first.
        var points: [(size: Int, nanoseconds: Double)]

        /// How many times longer the last ×10 step takes: at most 10 when the cost is linear.
        var lastStep: Double {
            points[points.count - 1].nanoseconds / points[points.count - 2].nanoseconds
        }

        /// Linear, with slack for caches and a machine whose load changes between sizes (quadratic is ×100).
        var isLinear: Bool { lastStep <= 20 }
    }

    let series: [Series]

    init() throws {
        series = [
            try Self.measure("chrome views in the container, recorded run at 60 fps", unit: "view", sizes: [1, 10, 100, 1000]) { size in
                let stage = Stage(transitioningDelegate: ChromeTransitioningDelegate(chromeCount: size))
                return BenchmarkCase.weight(try Recorder.record(stage: stage))
            },
            try Self.measure("presentation stack depth, present all then dismiss", unit: "level", sizes: [1, 10, 100]) { size in
                try Self.stack(depth: size)
            },
            try Self.measure("controllers receiving a rotation", unit: "controller", sizes: [10, 100, 1000, 10_000]) { size in
                try Self.rotation(children: size)
            },
            try Self.measure("sampled frames, recorded run at 2.4, 24 and 240 fps", unit: "×2.4 fps", sizes: [1, 10, 100]) { size in
                let stage = Stage(transitioningDelegate: SwiftBouncyTransitioningDelegate())
                return BenchmarkCase.weight(try Recorder.record(stage: stage, options: Recorder.Options(fps: 2.4 * Double(size))))
            },
        ]
    }

    /// Times `body` at each size.
    private static func measure(
        _ name: String, unit: String, sizes: [Int], _ body: (Int) throws -> Double
    ) throws -> Series {
        var points: [(Int, Double)] = []
        for size in sizes {
            let operations = max(1, 2000 / size)
            let nanoseconds = try Timing.fastest(rounds: 3, operations: operations) { n in
                var total = 0.0
                for _ in 0..<n { total += try body(size) }
                return total
            }
            points.append((size, nanoseconds))
        }
        return Series(name: name, unit: unit, points: points)
    }

    /// Presents `depth` controllers, each on the one before, unanimated, then dismisses them all from the root.
    private static func stack(depth: Int) throws -> Double {
        let window = Window(device: .iPhone15)
        let root = ViewController(name: "root")
        window.rootViewController = root
        window.makeKeyAndVisible()
        var top = root
        for level in 0..<depth {
            let next = ViewController(name: "level \(level)")
            next.modalPresentationStyle = .overFullScreen
            guard top.present(next, animated: false) else { throw BenchmarkFailure("level \(level) was not presented") }
            window.clock.runUntilIdle()
            top = next
        }
        guard root.dismiss(animated: false) else { throw BenchmarkFailure("the stack was not dismissed") }
        window.clock.runUntilIdle()
        return Double(window.trace.events.count)
    }

    /// A root with `children` child controllers (their views in its view), turned to landscape, animated.
    private static func rotation(children: Int) throws -> Double {
        let window = Window(device: .iPhone15)
        let root = ViewController(name: "root")
        window.rootViewController = root
        window.makeKeyAndVisible()
        for index in 0..<children {
            let child = ViewController(name: "child \(index)")
            root.addChild(child)
            root.view.addSubview(child.view)
            child.didMove(toParent: root)
        }
        guard window.transition(to: .landscapeLeft) else { throw BenchmarkFailure("the rotation did not start") }
        window.clock.runUntilIdle()
        return root.view.bounds.width
    }
}

/// A transitioning delegate whose presentation controller adds `chromeCount` views to the container.
final class ChromeTransitioningDelegate: ViewControllerTransitioningDelegate {
    let chromeCount: Int
    init(chromeCount: Int) { self.chromeCount = chromeCount }

    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? {
        ChromePresentationController(presentedViewController: presented, presenting: presenting, chromeCount: chromeCount)
    }
}

/// UIKit's default custom presentation, with `chromeCount` small views (handles, badges, shadows) in the
/// container behind the presented view, each fading in alongside the transition.
final class ChromePresentationController: PresentationController {
    let chromeCount: Int

    init(presentedViewController: ViewController, presenting: ViewController?, chromeCount: Int) {
        self.chromeCount = chromeCount
        super.init(presentedViewController: presentedViewController, presenting: presenting)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        var chrome: [View] = []
        for index in 0..<chromeCount {
            let view = View(name: "chrome \(index)", frame: Rect(x: Double(index % 40) * 10, y: Double(index / 40) * 10, width: 8, height: 8))
            view.alpha = 0
            containerView.insertSubview(view, at: 0)
            chrome.append(view)
        }
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            for view in chrome { view.alpha = 1 }
        }, completion: nil)
    }
}
