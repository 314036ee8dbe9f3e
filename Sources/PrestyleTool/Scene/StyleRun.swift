import PresentationKit
import Prestyle
import PrestyleExport

/// One style run on one scene: the style looked up in the registry, its `--set` overrides read by the kinds of
/// its options, a stage on the scene's device with the style's transitioning delegate, the load-time warnings
/// put in the window's diagnostics first (so they come first in the recording), then the recorder.
struct StyleRun {
    /// The recording of the run.
    let recording: Recording
    /// The style's file and the files of the styles it borrows from with `use()`, directly or not.
    let files: [String]
    /// Everything the engine, the style and the recorder reported, in order, as they reported it.
    let diagnostics: [Diagnostic]

    /// - Parameters:
    ///   - reference: A style's name, file name or path.
    ///   - assignments: `key=value` overrides of the style's options.
    ///   - scene: The device, steps and sampling.
    ///   - registry: Where to find the style.
    /// - Throws: ``ToolError``: the style cannot be found or does not load, an override is wrong, the device is
    ///   unknown, the scene's options make no run.
    init(_ reference: String, assignments: [String] = [], scene: Scene, registry: StyleRegistry) throws(ToolError) {
        do {
            let style = try registry.style(named: reference)
            let overrides = try style.parseOptions(assignments)
            let options = try style.resolvedOptions(overrides)
            let device = try scene.screen.device()
            let delegate = try registry.transitioningDelegate(for: reference, options: overrides)
            let stage = Stage(
                device: device, orientation: scene.orientation,
                style: Stage.Style(name: style.name, source: style.source, options: options.mapValues(\.recorded)),
                transitioningDelegate: delegate, makeInteractionController: delegate.makeInteractionController)
            for diagnostic in style.diagnostics {
                stage.window.diagnostics.report(diagnostic)
            }
            recording = try Recorder.record(stage: stage, options: scene.recorderOptions)
            diagnostics = stage.window.diagnostics.diagnostics
            files = StyleRun.files(of: style, in: registry)
        } catch {
            throw ToolError(error)
        }
    }

    /// The style's file, then those of the styles it uses, each once.
    private static func files(of style: StyleInfo, in registry: StyleRegistry) -> [String] {
        var files: [String] = []
        var pending = [style]
        var seen: Set<String> = []
        while let next = pending.popLast() {
            guard seen.insert(next.name).inserted else { continue }
            files.append(next.source)
            pending += next.uses.reversed().compactMap { try? registry.style(named: $0) }
        }
        return files
    }

    /// The exit status the run calls for: 1 when it reported an error (warnings and notes do not count).
    var status: ToolStatus {
        recording.diagnostics.contains { $0.severity == .error } ? .failure : .success
    }
}

extension OptionValue {
    /// The value as a recording states it.
    var recorded: Recording.OptionValue {
        switch self {
        case .number(let value): .number(value)
        case .string(let value): .string(value)
        case .bool(let value): .bool(value)
        case .numbers(let values): .list(values.map(Recording.OptionValue.number))
        case .strings(let values): .list(values.map(Recording.OptionValue.string))
        }
    }
}
