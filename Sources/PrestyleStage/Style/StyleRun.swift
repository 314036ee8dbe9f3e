import PresentationKit
import Prestyle
import PrestyleExport

/// One style run on one stage and recorded: the style found in a registry, a stage made from its delegate
/// (its load-time warnings first in the diagnostics), the recorder's steps. What `prestyle apply` does.
///
///     let registry = try StyleRegistry()
///     let run = try StyleRun("cool", options: ["inset": 40], registry: registry)
///     print(try run.recording.rendered(as: .text()))
///     print(run.diagnostics)   // every problem reported while it ran, in order: [] for a good style
public struct StyleRun {
    /// The recording of the run.
    public let recording: Recording
    /// The style's file and the files of the styles it borrows from with `use()`, directly or not.
    public let files: [String]
    /// Everything the engine, the style and the recorder reported, in order, as they reported it (the
    /// recording's diagnostics are these, with repeats folded).
    public let diagnostics: [Diagnostic]

    /// Runs the style `reference` on a new stage.
    ///
    /// - Parameters:
    ///   - reference: A style's name, file name or path.
    ///   - options: Overrides of the style's options.
    ///   - device: The simulated device; iPhone 15 by default.
    ///   - orientation: Which way up it starts; portrait by default.
    ///   - systemVersion: Which iOS the window behaves as; today's (iOS 26) by default.
    ///   - scene: Where the style's animators play; a presentation by default.
    ///   - recorderOptions: The steps and sampling; present then dismiss at 60 fps by default (give the
    ///     scene's own steps for another scene: ``Prestyle/StyleScene/showStep``, ``Prestyle/StyleScene/hideStep``).
    ///   - registry: Where to find the style.
    ///   - motion: Reduce Motion and Prefer Cross-Fade Transitions; both off by default.
    ///   - stacked: Styles presented over this one, bottom to top (`--then`), each a reference and its option
    ///     overrides; give the recorder's options their ``Recorder/Step/presentStacked(level:)`` and
    ///     ``Recorder/Step/dismissStacked(level:)`` steps.
    /// - Throws: `Prestyle/StyleError` when a style cannot be found or does not load or an option is
    ///   wrong; ``RecorderError`` when the recorder's options make no run. A style's problems while it runs are
    ///   diagnostics, not errors.
    public init(
        _ reference: String, options: [String: OptionValue] = [:], device: Device = .iPhone15,
        orientation: Orientation = .portrait, systemVersion: SystemVersion = .current, scene: StyleScene = .present,
        recorderOptions: Recorder.Options = Recorder.Options(), registry: StyleRegistry, motion: MotionSettings = .standard,
        stacked: [(reference: String, options: [String: OptionValue])] = []
    ) throws {
        let style = try registry.style(named: reference)
        let stackedPresentations = try stacked.map { reference, options in
            let delegate = try registry.transitioningDelegate(for: reference, options: options)
            return Stage.StackedPresentation(style: Stage.Style(delegate), transitioningDelegate: delegate,
                                             zoomSources: delegate.zoomsFromSource)
        }
        let stage = Stage(device: device, orientation: orientation, systemVersion: systemVersion,
                          style: try registry.transitioningDelegate(for: reference, options: options), scene: scene,
                          motion: motion, stacked: stackedPresentations)
        recording = try Recorder.record(stage: stage, options: recorderOptions)
        diagnostics = stage.window.diagnostics.diagnostics
        files = StyleRun.files(of: style, in: registry)
            + stacked.flatMap { (try? registry.style(named: $0.reference)).map { StyleRun.files(of: $0, in: registry) } ?? [] }
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
}
