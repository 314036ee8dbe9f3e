import PresentationKit
import Prestyle
import PrestyleExport
import PrestyleStage

/// The two sides of the benchmark on `prestyle apply`'s default scene (an iPhone 15, portrait): the bouncy
/// style from the registry, and its Swift mirror. Each run makes its own delegate and stage, as a
/// `prestyle apply` does, and both stages carry the same header so that the two recordings can be compared
/// whole.
struct BouncyScene {
    let registry: StyleRegistry
    let style: StyleInfo
    let swiftOptions: SwiftBouncyOptions

    /// - Parameter registry: A registry that finds the package's `Styles/bouncy.lua`.
    init(registry: StyleRegistry) throws {
        self.registry = registry
        style = try registry.style(named: "bouncy")
        swiftOptions = try SwiftBouncyOptions(source: style.source)
    }

    private var header: Stage.Style {
        Stage.Style(name: style.name, source: style.source, options: style.defaultOptions.mapValues { value in
            switch value {
            case .number(let number): .number(number)
            case .string(let text): .string(text)
            case .bool(let flag): .bool(flag)
            case .numbers(let numbers): .list(numbers.map { .number($0) })
            case .strings(let texts): .list(texts.map { .string($0) })
            }
        })
    }

    /// A stage presenting with the Lua style, its delegate vended by the registry.
    func luaStage() throws -> Stage {
        Stage(style: header, transitioningDelegate: try registry.transitioningDelegate(for: "bouncy"))
    }

    /// A stage presenting with the Swift mirror.
    func swiftStage() -> Stage {
        Stage(style: header, transitioningDelegate: SwiftBouncyTransitioningDelegate(options: swiftOptions))
    }

    /// Records `steps` on `stage` sampled at `fps`.
    static func record(_ stage: Stage, fps: Double, steps: [Recorder.Step] = [.present, .dismiss]) throws -> Recording {
        try Recorder.record(stage: stage, options: Recorder.Options(fps: fps, steps: steps))
    }

    /// A presented controller's presentation controller, once the presentation has finished: for timing its
    /// hooks alone. The stage must stay alive while it is used.
    static func presentedController(on stage: Stage) throws -> PresentationController {
        _ = try record(stage, fps: 1, steps: [.present])
        guard let controller = stage.presented.presentationController, controller.phase == .presented else {
            throw BenchmarkFailure("the presentation on \(stage.style.name) did not finish")
        }
        return controller
    }
}

/// Why the benchmark could not run its cases as written.
struct BenchmarkFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
