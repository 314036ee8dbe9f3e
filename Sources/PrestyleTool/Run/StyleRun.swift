import PresentationKit
import Prestyle
import PrestyleExport
import PrestyleStage

extension StyleRun {
    /// One style run with the CLI's settings: the style looked up in the registry, its `--set` overrides read by the
    /// kinds of its options, then ``PrestyleStage/StyleRun/init(_:options:device:orientation:systemVersion:scene:recorderOptions:registry:)``.
    ///
    /// - Parameters:
    ///   - reference: A style's name, file name or path.
    ///   - assignments: `key=value` overrides of the style's options.
    ///   - settings: The scene, device, steps and sampling.
    ///   - registry: Where to find the style.
    /// - Throws: ``ToolError``: the style cannot be found or does not load, an override is wrong, the device is
    ///   unknown, the settings make no run.
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
            try self.init(reference, options: overrides, device: device, orientation: settings.orientation,
                          systemVersion: settings.systemVersion, scene: settings.scene,
                          recorderOptions: settings.recorderOptions, registry: registry)
        } catch {
            throw ToolError(error)
        }
    }

    /// The exit status the run calls for: 1 when it reported an error (warnings and notes do not count).
    var status: ToolStatus {
        recording.diagnostics.contains { $0.severity == .error } ? .failure : .success
    }
}
