import Foundation
import PresentationKit
import Prestyle
import PrestyleExport
import PrestyleStage

/// How the engine's costs grow with the size of what it handles (the benchmark page's "Growth"): each series measures
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

    /// One operation whose cost is measured at several sizes.
    struct Workload {
        /// The name `prestyle-bench grow KEY SIZE N` knows it by.
        var key: String
        var name: String
        var unit: String
        var sizes: [Int]
        /// Runs the operation once at a size; returns a value the optimizer cannot drop.
        var body: (Int) throws -> Double
    }

    /// The growth series, in the order the benchmark prints them.
    static var workloads: [Workload] {
        [
            Workload(key: "chrome", name: "chrome views in the container, recorded run at 60 fps", unit: "view", sizes: [1, 10, 100, 1000]) { size in
                let stage = Stage(transitioningDelegate: ChromeTransitioningDelegate(chromeCount: size))
                return BenchmarkCase.weight(try Recorder.record(stage: stage))
            },
            Workload(key: "depth", name: "presentation stack depth, present all then dismiss", unit: "level", sizes: [1, 10, 100]) { size in
                try Self.stack(depth: size)
            },
            Workload(key: "rotation", name: "controllers receiving a rotation", unit: "controller", sizes: [10, 100, 1000, 10_000]) { size in
                try Self.rotation(children: size)
            },
            Workload(key: "frames", name: "sampled frames, recorded run at 2.4, 24 and 240 fps", unit: "×2.4 fps", sizes: [1, 10, 100]) { size in
                let stage = Stage(transitioningDelegate: SwiftBouncyTransitioningDelegate())
                return BenchmarkCase.weight(try Recorder.record(stage: stage, options: Recorder.Options(fps: 2.4 * Double(size))))
            },
            Workload(key: "use", name: "styles listed that use() a base in another folder, new registry", unit: "style",
                     sizes: [10, 100, 1000]) { size in
                try Self.listStylesUsingABase(count: size)
            },
        ]
    }

    let series: [Series]

    init() throws {
        series = try Self.workloads.map(Self.measure)
    }

    /// Runs one workload `operations` times at `size`, untimed: `prestyle-bench grow KEY SIZE N`, for valgrind
    /// and `perf record`, where the difference between two values of N is the cost of one operation.
    static func run(key: String, size: Int, operations: Int) throws -> Double {
        guard let workload = workloads.first(where: { $0.key == key }) else {
            throw BenchmarkFailure("usage: prestyle-bench grow KEY SIZE N, with KEY one of "
                + workloads.map(\.key).joined(separator: ", "))
        }
        var total = 0.0
        for _ in 0..<operations { total += try workload.body(size) }
        return total
    }

    /// The growth part of the report: each series, each size's time and step, and whether it is linear.
    var lines: [String] {
        typealias R = BenchmarkReport
        var lines = ["Growth: each operation at ×1, ×10 and ×100 (×1000) of its size, and how much longer each ×10 step takes", ""]
        for series in series {
            lines.append(series.name)
            for (index, point) in series.points.enumerated() {
                let step = index == 0 ? "" : "  ×" + R.format(point.nanoseconds / series.points[index - 1].nanoseconds, decimals: 1)
                lines.append("  " + R.pad("\(point.size) \(series.unit)\(point.size == 1 || series.unit.hasPrefix("×") ? "" : "s")", 18)
                    + R.format(point.nanoseconds / 1e6, width: 10, decimals: 3) + " ms" + step)
            }
            lines.append("  " + (series.isLinear ? "linear" : "grows faster than linear: the last ×10 took ×"
                + R.format(series.lastStep, decimals: 1)))
        }
        return lines
    }

    /// Times the workload at each of its sizes.
    private static func measure(_ workload: Workload) throws -> Series {
        var points: [(Int, Double)] = []
        for size in workload.sizes {
            let operations = max(1, 2000 / size)
            let nanoseconds = try Timing.fastest(rounds: 3, operations: operations) { n in
                var total = 0.0
                for _ in 0..<n { total += try workload.body(size) }
                return total
            }
            points.append((size, nanoseconds))
        }
        return Series(name: workload.name, unit: workload.unit, points: points)
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

    /// Lists `count` copies of `bouncy.lua` kept in a folder of their own, their `dimmed` base left in the
    /// bundled `Styles/` (`prestyle list --no-cache --jobs 1` over such a folder), on a new registry.
    private static func listStylesUsingABase(count: Int) throws -> Double {
        let folder = try folderOfCopies(count)
        let registry = try StyleRegistry(searchPaths: [folder, BundledStyles.folder], configuration: .isolated)
        let styles = registry.styles
        guard styles.filter({ $0.loadError == nil }).count >= count else {
            throw BenchmarkFailure("the \(count) copies of bouncy.lua should all load")
        }
        return Double(styles.count)
    }

    /// A folder of `count` copies of `bouncy.lua`, made once per size and process.
    private static func folderOfCopies(_ count: Int) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("prestyle-bench-use-\(getpid())-\(count)").path
        if FileManager.default.fileExists(atPath: folder) { return folder }
        let source = try String(contentsOfFile: BundledStyles.folder + "/bouncy.lua", encoding: .utf8)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for index in 0..<count {
            try source.write(toFile: folder + "/copy\(index).lua", atomically: false, encoding: .utf8)
        }
        return folder
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
