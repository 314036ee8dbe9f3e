import PresentationKit
import Prestyle
import PrestyleExport
import PrestyleStage

extension Batch {
    /// One style run on one scene, as `prestyle apply STYLE [scene flags]` runs it: what a batch renders.
    public struct Run: Sendable, Hashable {
        /// A style's name, file name or path.
        public var style: String
        /// `key=value` overrides of the style's options, as `--set` takes them.
        public var assignments: [String]
        /// The scene, the screen, the orientation, the steps and the sampling.
        public var settings: RunSettings

        /// A run of `style` with the given overrides and `settings` (the defaults by default).
        public init(style: String, assignments: [String] = [], settings: RunSettings = RunSettings()) {
            self.style = style
            self.assignments = assignments
            self.settings = settings
        }

        /// Every style on every device preset given, in each orientation given: styles outermost, then devices,
        /// then orientations (portrait before landscape when both are asked for) — the order the results come in.
        ///
        /// - Parameters:
        ///   - styles: Style names, file names or paths.
        ///   - devices: The presets to run on (`Device.presets` for all).
        ///   - landscape: The starting orientations: `[false]` portrait only, `[false, true]` both.
        ///   - settings: Everything else about each run (its steps, sampling); its screen and orientation are replaced.
        public static func matrix(
            styles: [String], devices: [Device], landscape: [Bool] = [false], settings: RunSettings = RunSettings()
        ) -> [Run] {
            styles.flatMap { style in
                devices.flatMap { device in
                    landscape.map { landscape in
                        var settings = settings
                        settings.screen = .preset(device.slug)
                        settings.landscape = landscape
                        return Run(style: style, settings: settings)
                    }
                }
            }
        }
    }

    /// What one ``Run`` gave: its recording and what was reported, or why there is no recording.
    public struct Outcome: Sendable {
        /// The run asked for.
        public var run: Run
        /// The style's one-line summary (empty when it has none or does not load).
        public var summary: String
        /// The recording, when the style loaded and the scene made a run.
        public var recording: Recording?
        /// Everything the engine, the style and the recorder reported, in order (empty without a recording).
        public var diagnostics: [Diagnostic]
        /// The style's file, then the files of the styles it uses (empty without a recording).
        public var files: [String]
        /// Why there is no recording: the style is unknown or does not load, an override or the device is wrong.
        public var error: ToolError?

        /// 0 when the run was made and reported no error; 1 when it reported one or the style does not load;
        /// 2 for a usage error (an unknown style, device or option).
        public var status: ToolStatus {
            if let error { return error.status }
            return diagnostics.contains { $0.severity == .error } ? .failure : .success
        }
    }

    /// Runs every request across the workers and returns what each gave, in the order asked: the recordings
    /// are the ones `prestyle apply` makes, byte for byte, whichever worker made them.
    ///
    /// - Throws: What ``makeRegistry`` threw; a run's own failure is its ``Outcome/error``.
    public func record(_ runs: [Run]) throws -> [Outcome] {
        try map(runs) { run, registry in
            do {
                let made = try StyleRun(run.style, assignments: run.assignments, settings: run.settings, registry: registry)
                let summary = (try? registry.style(named: run.style).summary) ?? ""
                return Outcome(run: run, summary: summary, recording: made.recording, diagnostics: made.diagnostics,
                               files: made.files)
            } catch {
                return Outcome(run: run, summary: "", diagnostics: [], files: [], error: ToolError(error))
            }
        }
    }
}
