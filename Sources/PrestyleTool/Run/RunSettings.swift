import PresentationKit
import PrestyleExport
import PrestyleStage

/// What a run does, apart from the style: the screen, which way up it starts, the steps and how finely they
/// are sampled — `prestyle apply`'s and `prestyle compare`'s shared flags.
///
/// The default: an iPhone 15 in portrait on iOS 26, present, settle, dismiss, at 60 fps.
///
///     var settings = RunSettings()
///     settings.rotates = true                               // --rotate
///     settings.showsKeyboard = true                         // --keyboard
///     settings.interaction = .init(direction: .present, fraction: 0.4, finishes: false)
///                                                           // --interactive 0.4 --cancel
///     settings.steps   // [.interactive(…), .keyboard(), .rotate(), .dismiss]
///
/// Named for what it is rather than after `--scene`, which is one of its fields (``scene``): the scene is where
/// the animators play, these settings are everything a run does apart from the style.
public struct RunSettings: Sendable, Hashable {
    /// Where the style's animators play (`--scene`): a presentation by default; a navigation push and pop, a
    /// tab switch and back, a layout-to-layout push and pop, or a presentation from a split view's secondary.
    public var scene: StyleScene = .present
    /// The simulated screen: a device preset (`--device`) or a custom screen (`--size`); iPhone 15 by default.
    public var screen: ScreenChoice
    /// Which iOS the run models (`--ios 26|18|12`): today's, iOS 26, by default.
    public var systemVersion: SystemVersion = .current
    /// Whether the device starts in landscape (`landscapeLeft`) rather than portrait.
    public var landscape: Bool
    /// Whether to rotate the device while presented.
    public var rotates: Bool
    /// Whether to change the horizontal size class while presented, and back.
    public var adapts: Bool
    /// Drive the present (or the dismiss) interactively to a fraction, then finish or cancel it.
    public var interaction: Recorder.Interaction?
    /// Fingers on the settled presentation, in order (`--tap`, `--drag`): each a phase after the present.
    public var gestures: [Recorder.Gesture]
    /// Whether the keyboard comes up and goes down while presented (`--keyboard`): a keyboard phase after the
    /// gestures.
    public var showsKeyboard = false
    /// The keyboard's height in points (`--keyboard HEIGHT`); the device's when nil. Checked against the
    /// screen by ``validate(on:)``.
    public var keyboardHeight: Double?
    /// Whether VoiceOver's escape gesture comes while presented (`--escape`): an escape phase before the hide
    /// step, which it makes unnecessary when it dismisses.
    public var escapes = false
    /// A moment to show (text, SVG, HTML) and to sample exactly (JSON).
    public var moment: Moment?
    /// Samples per second.
    public var fps: Double

    /// Settings with the command line's defaults for every flag not given: iPhone 15, portrait, no rotation,
    /// adaptation, interaction or gesture, no moment, 60 samples per second; ``scene`` is always a presentation.
    public init(
        screen: ScreenChoice = .standard, landscape: Bool = false, rotates: Bool = false, adapts: Bool = false,
        interaction: Recorder.Interaction? = nil, gestures: [Recorder.Gesture] = [], moment: Moment? = nil, fps: Double = 60
    ) {
        self.gestures = gestures
        self.screen = screen
        self.landscape = landscape
        self.rotates = rotates
        self.adapts = adapts
        self.interaction = interaction
        self.moment = moment
        self.fps = fps
    }

    /// The orientation the device starts in: `landscapeLeft` when ``landscape``, else portrait.
    public var orientation: Orientation { landscape ? .landscapeLeft : .portrait }

    /// The recorder's steps: the scene's show step (present, push, tab; interactive if asked), the gestures,
    /// the keyboard, rotate, adapt and back, the scene's hide step (dismiss, pop, tab-back; interactive if asked).
    public var steps: [Recorder.Step] {
        var show = scene.showStep
        var hide = scene.hideStep
        if let interaction {
            if interaction.direction == .present { show = .interactive(interaction) } else { hide = .interactive(interaction) }
        }
        var steps = [show]
        steps += gestures.map(Recorder.Step.gesture)
        if showsKeyboard { steps.append(.keyboard(height: keyboardHeight)) }
        if rotates { steps.append(.rotate()) }
        if adapts { steps += [.adapt(), .adaptBack] }
        if escapes { steps.append(.escape) }
        steps.append(hide)
        return steps
    }

    /// Checks what only the device can tell: that a keyboard height fits the screen as the run starts.
    ///
    /// - Throws: ``ToolError`` (usage) for a keyboard height that is not a number of points from 0 to the
    ///   screen's height.
    public func validate(on device: Device) throws(ToolError) {
        guard showsKeyboard, let keyboardHeight else { return }
        let screen = device.screenSize(in: orientation).height
        guard keyboardHeight.isFinite, keyboardHeight >= 0, keyboardHeight <= screen else {
            throw .usage(Messages.badKeyboardHeight(keyboardHeight, screen: screen, device: device.name))
        }
    }

    /// The recorder's options for these settings.
    public var recorderOptions: Recorder.Options {
        Recorder.Options(fps: fps, steps: steps, at: moment)
    }
}
