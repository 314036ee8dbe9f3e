import Foundation
import PresentationKit
import Prestyle

/// A window with a presenter, a registry over one private folder of style files, and the checks every fuzz
/// step ends with: the engine's invariants, and every completion handler run exactly once. A broken check
/// stops the process (`fatalError`), which libFuzzer records as a crash with the input that caused it.
public final class FuzzScene {
    public let window: Window
    public let presenting: ViewController
    public let folder: String
    public let registry: StyleRegistry
    public private(set) var completionsExpected = 0
    public private(set) var completionsRun = 0

    /// A scene on `device` whose registry sees only a fresh folder (plus, when asked, the bundled styles).
    /// The budget is a tenth of the default so that an endless loop costs little of the fuzzer's time.
    public init(device: Device = .iPhone15, bundledStyles: String? = nil) {
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("prestyle-fuzz-\(ProcessInfo.processInfo.processIdentifier)").path
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let configuration = StyleRegistry.Configuration(
            memoryLimit: 16 << 20, instructionBudget: 100_000, searchesWorkingDirectory: false, searchesPackageStyles: false,
            environment: [:])
        do {
            registry = try StyleRegistry(searchPaths: [folder] + (bundledStyles.map { [$0] } ?? []), configuration: configuration)
        } catch {
            fatalError("the registry cannot be made: \(error)")
        }
        window = Window(device: device)
        presenting = ViewController(name: "presenting")
        window.rootViewController = presenting
        window.makeKeyAndVisible()
    }

    /// Writes `source` as the style `name` (replacing it) and returns the delegate it makes, or nil when it
    /// does not load (a load error is a correct answer to a broken file).
    public func delegate(source: [UInt8], name: String = "fuzz") -> StyleTransitioningDelegate? {
        _ = FileManager.default.createFile(atPath: folder + "/" + name + ".lua", contents: Data(source))
        return try? registry.transitioningDelegate(for: name)
    }

    /// The controller at the top of the presentation chain.
    public var top: ViewController {
        var controller = presenting
        while let next = controller.presentedViewController { controller = next }
        return controller
    }

    /// Presents a new controller from the top one with `delegate` (custom style), counting its completion.
    public func present(with delegate: ViewControllerTransitioningDelegate?, animated: Bool = true) -> ViewController {
        let controller = ViewController(name: "presented\(completionsExpected)")
        controller.modalPresentationStyle = .custom
        controller.transitioningDelegate = delegate
        completionsExpected += 1
        top.present(controller, animated: animated) { [weak self] in self?.completionsRun += 1 }
        return controller
    }

    /// Dismisses the top presented controller, if any, counting its completion.
    public func dismissTop(animated: Bool = true) {
        guard top !== presenting else { return }
        completionsExpected += 1
        top.dismiss(animated: animated) { [weak self] in self?.completionsRun += 1 }
    }

    /// Runs the clock until nothing is scheduled (bounded), then checks everything.
    public func settle(after step: String) {
        _ = window.clock.runUntilIdle(maximumTime: 7200)
        check(after: step)
        // A present refused by the engine (a presentation already under way) never runs its completion, as
        // in UIKit; so the count can only be checked as "never more than asked".
        if completionsRun > completionsExpected {
            fatalError("after \(step): \(completionsRun) completions ran for \(completionsExpected) requests")
        }
    }

    /// Checks the engine's invariants now.
    public func check(after step: String) {
        let problems = window.invariantViolations()
        if !problems.isEmpty {
            fatalError("after \(step): invariant violations: \(problems.joined(separator: "; "))")
        }
    }

    /// Dismisses everything presented and settles: the scene ends empty.
    public func tearDown() {
        var guardCount = 0
        while top !== presenting, guardCount < 16 {
            dismissTop(animated: false)
            _ = window.clock.runUntilIdle(maximumTime: 7200)
            guardCount += 1
        }
        check(after: "tear-down")
    }
}
