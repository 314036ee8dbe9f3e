import PresentationKit
import Prestyle
import PrestyleExport
import PrestyleStage

extension StyleRun {
    /// One style run with the CLI's settings: the style looked up in the registry, its `--set` overrides read by the
    /// kinds of its options, then ``PrestyleStage/StyleRun/init(_:options:device:orientation:systemVersion:scene:recorderOptions:registry:motion:stacked:)``.
    ///
    /// - Parameters:
    ///   - reference: A style's name, file name or path.
    ///   - assignments: `key=value` overrides of the style's options.
    ///   - settings: The scene, device, steps and sampling, and the styles stacked over this one (`--then`).
    ///   - registry: Where to find the style.
    /// - Throws: ``ToolError``: a style (this one or a stacked one) cannot be found or does not load, an
    ///   override is wrong, the device is unknown, the settings make no run.
    init(_ reference: String, assignments: [String] = [], settings: RunSettings, registry: StyleRegistry) throws(ToolError) {
        do {
            let style = try registry.style(named: reference)
            let overrides = try style.parseOptions(assignments)
            _ = try style.resolvedOptions(overrides)  // a wrong override is named before an unknown device
            let device = try settings.screen.device()
            try settings.validate(on: device)
            guard style.scenes.contains(settings.scene) else {
                throw ToolError.usage(Messages.sceneNotDeclared(settings.scene.rawValue, style: style.name, declared: style.scenes.map(\.rawValue)))
            }
            let stacked = try settings.stacked.map { choice in
                let stackedStyle = try registry.style(named: choice.reference)
                let stackedOverrides = try stackedStyle.parseOptions(choice.assignments)
                _ = try stackedStyle.resolvedOptions(stackedOverrides)
                guard stackedStyle.scenes.contains(.present) else {
                    throw ToolError.usage(Messages.sceneNotDeclared(
                        StyleScene.present.rawValue, style: stackedStyle.name, declared: stackedStyle.scenes.map(\.rawValue)))
                }
                return (reference: choice.reference, options: stackedOverrides)
            }
            try self.init(reference, options: overrides, device: device, orientation: settings.orientation,
                          systemVersion: settings.systemVersion, scene: settings.scene,
                          recorderOptions: settings.recorderOptions, registry: registry, motion: settings.motion, stacked: stacked)
        } catch {
            throw ToolError(error)
        }
    }

    /// The exit status the run calls for: 1 when it reported an error (warnings and notes do not count).
    var status: ToolStatus {
        recording.diagnostics.contains { $0.severity == .error } ? .failure : .success
    }
}
