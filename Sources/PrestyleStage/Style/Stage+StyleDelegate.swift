import PresentationKit
import Prestyle
import PrestyleExport

extension Stage {
    /// A stage that presents with a Lua style's transitioning delegate, its recording's header taken from the
    /// delegate: the style's name and file, and the options it runs with (its defaults with the overrides
    /// applied). The options are said once — to the registry — so the header cannot disagree with the run.
    ///
    ///     let delegate = try registry.transitioningDelegate(for: "cool", options: ["inset": 40])
    ///     let recording = try Recorder.record(stage: Stage(device: .iPhone15, style: delegate))
    ///
    /// Interactive steps take their completion speed, curve and start from the style's `interaction` table
    /// (`StyleTransitioningDelegate/makeInteractionController()`), the layout scene's transition its timing from
    /// the style's `layout = { … }` (`Prestyle/StyleInfo/layoutAnimation`), and what loading the style reported (its
    /// warnings) is put in the window's diagnostics first, so it comes first in the recording. A style that
    /// zooms (`transition = "zoom"`) gets the presenting screen's thumbnails to zoom from (`thumb-1` …).
    ///
    /// - Parameters:
    ///   - device: The simulated device; iPhone 15 by default.
    ///   - orientation: Which way up; portrait by default.
    ///   - systemVersion: Which iOS the window behaves as; today's (iOS 26) by default.
    ///   - delegate: The style's delegate, from `Prestyle/StyleRegistry/transitioningDelegate(for:options:)`.
    ///   - presentationStyle: The presented controller's `modalPresentationStyle`; `.custom` by default.
    ///   - transitionStyle: The presented controller's `modalTransitionStyle`; cover vertical by default.
    ///   - scene: Where the style's animators play; a presentation by default. The stage does not check that
    ///     the style declares the scene (`Prestyle/StyleInfo/scenes`): `prestyle apply` does.
    ///   - motion: Reduce Motion and Prefer Cross-Fade Transitions; both off by default.
    ///   - stacked: Presentations over `presented`, bottom to top; what loading their styles reported follows
    ///     the style's own.
    public convenience init(
        device: Device = .iPhone15,
        orientation: Orientation = .portrait,
        systemVersion: SystemVersion = .current,
        style delegate: StyleTransitioningDelegate,
        presentationStyle: ModalPresentationStyle? = nil,
        transitionStyle: ModalTransitionStyle = .coverVertical,
        scene: StyleScene = .present,
        motion: MotionSettings = .standard,
        stacked: [StackedPresentation] = []
    ) {
        self.init(
            device: device, orientation: orientation, systemVersion: systemVersion, style: Style(delegate), transitioningDelegate: delegate,
            presentationStyle: presentationStyle, transitionStyle: transitionStyle,
            makeInteractionController: delegate.makeInteractionController, scene: scene,
            layoutAnimation: delegate.style.layoutAnimation, motion: motion, zoomSources: delegate.zoomsFromSource,
            stacked: stacked)
        var reported: Set<String> = []
        let styles = [delegate] + stacked.compactMap { $0.transitioningDelegate as? StyleTransitioningDelegate }
        for style in styles where reported.insert(style.style.source).inserted {
            for diagnostic in style.style.diagnostics {
                window.diagnostics.report(diagnostic)
            }
        }
    }

    /// A stage that presents with the style `name` from `registry`, with `options` overriding its defaults:
    /// ``init(device:orientation:systemVersion:style:presentationStyle:transitionStyle:scene:motion:stacked:)`` with the registry's delegate.
    ///
    /// - Throws: `Prestyle/StyleError`: the style cannot be found or does not load, or an option is unknown
    ///   or of the wrong kind.
    public convenience init(
        device: Device = .iPhone15,
        orientation: Orientation = .portrait,
        systemVersion: SystemVersion = .current,
        style name: String,
        options: [String: OptionValue] = [:],
        in registry: StyleRegistry,
        scene: StyleScene = .present
    ) throws {
        self.init(device: device, orientation: orientation, systemVersion: systemVersion,
                  style: try registry.transitioningDelegate(for: name, options: options), scene: scene)
    }
}

extension StyleTransitioningDelegate {
    /// Whether the style plays UIKit's zoom, which grows out of a source view: the controller it is presented
    /// from then shows the stage's thumbnails.
    var zoomsFromSource: Bool { style.transition == "zoom" }
}

extension Stage.Style {
    /// The header a style's delegate states: its name, its file and the options it runs with.
    public init(_ delegate: StyleTransitioningDelegate) {
        self.init(name: delegate.style.name, source: delegate.style.source,
                  options: delegate.options.mapValues(\.recorded))
    }
}

extension OptionValue {
    /// The value as a recording states it.
    public var recorded: Recording.RecordedOptionValue {
        switch self {
        case .number(let value): .number(value)
        case .string(let value): .string(value)
        case .bool(let value): .bool(value)
        case .numbers(let values): .list(values.map(Recording.RecordedOptionValue.number))
        case .strings(let values): .list(values.map(Recording.RecordedOptionValue.string))
        }
    }
}
