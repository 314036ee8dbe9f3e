import ArgumentParser
import PresentationKit
import PrestyleExport
import PrestyleStage
import PrestyleTool

/// The flags `apply`, `preview`, `gallery` and `compare` share: where the style plays, the device, the steps
/// of the run, the moment to show, the sampling.
struct RunOptions: ParsableArguments {
    @Option(
        name: .customLong("scene"),
        help: ArgumentHelp(
            "Where the style's animator plays: present (the default), push (a navigation push then pop), tab (a tab "
                + "switch and back), layout (a collection view's layout-to-layout push then pop) or split (a "
                + "presentation from a split view's secondary; --adapt collapses and expands the split view). The "
                + "style must declare it in scenes = { … }.", valueName: "scene"),
        completion: .list(StyleScene.allCases.map(\.rawValue)),
        transform: FlagValues.scene)
    var scene: StyleScene?

    @Option(
        help: ArgumentHelp("The device preset to run on (prestyle devices lists them).", valueName: "name"),
        completion: .list(Device.presets.map(\.slug)))
    var device: String?

    @Flag(help: "Start in landscape (landscapeLeft) rather than portrait.")
    var landscape = false

    @Option(
        name: .customLong("ios"),
        help: ArgumentHelp(
            "Which iOS to model: 26 (the default: floating sheets), 18 (the attached card sheets of iOS 15-18) or 12 "
                + "(the full-screen sheets of iOS 8-12).", valueName: "version"),
        completion: .list(SystemVersion.allCases.map { String($0.major) }),
        transform: FlagValues.systemVersion)
    var systemVersion: SystemVersion?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("A custom screen instead of a preset, in points held upright: 500x800.", valueName: "WxH"),
        transform: FlagValues.size)
    var size: Size?

    @Option(
        help: ArgumentHelp(
            "The custom screen's horizontal and vertical size classes, each compact or regular "
                + "(default: regular from 500 points tall, and from 768 wide — 896 when less than 500 tall; given ones hold in every orientation).", valueName: "H,V"),
        transform: FlagValues.sizeClasses)
    var traits: SizeClasses?

    @Option(
        name: .customLong("safe-area"), parsing: .unconditional,
        help: ArgumentHelp("The custom screen's safe-area insets in points (default none).", valueName: "T,L,B,R"),
        transform: FlagValues.insets)
    var safeArea: EdgeInsets?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("The custom screen's pixels per point (default 2).", valueName: "N"),
        transform: FlagValues.scale)
    var scale: Double?

    @Option(
        help: ArgumentHelp("The custom screen's idiom: phone, pad or unspecified (the default).", valueName: "idiom"),
        completion: .list(UserInterfaceIdiom.allCases.map(\.rawValue)),
        transform: FlagValues.idiom)
    var idiom: UserInterfaceIdiom?

    @Flag(help: "Rotate the device while presented (a rotate phase between present and dismiss).")
    var rotate = false

    @Flag(help: "Change the horizontal size class while presented, and back (adapt and adapt-back phases).")
    var adapt = false

    @Flag(help: "VoiceOver's escape gesture while presented (an escape phase before dismiss): it dismisses unless vetoed.")
    var escape = false

    @Option(
        defaultAsFlag: KeyboardFlag.deviceHeight, parsing: .next,
        help: ArgumentHelp(
            "Bring the keyboard up while presented, hold it, and take it down (a keyboard phase after the fingers): "
                + "HEIGHT points tall, from 0 to the screen's height.", valueName: "HEIGHT"),
        transform: KeyboardFlag.init(text:))
    var keyboard: KeyboardFlag?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Drive the presentation interactively to a fraction from 0 to 1 (dismiss:P drives the dismissal, pop:P "
                + "the pop of --scene push), then let go: see --finish and --cancel.", valueName: "P"),
        transform: { try FlagValues.interaction($0, finishes: true) })
    var interactive: Recorder.Interaction?

    @Flag(help: "What an --interactive transition does when let go (default: --finish).")
    var ending: InteractionEnding?

    @Option(
        name: [.customLong("tap"), .customLong("drag")], parsing: .singleValue,
        help: ArgumentHelp(
            "A finger on the presented screen, a phase after present (repeatable, in order, at most 32 times): "
                + "VIEW[@X,Y] taps a view (dim, presented, a chrome view; at its centre by default), "
                + "VIEW[@X,Y]:DX,DY[:SECONDS] drags it by DX,DY points (over 0.25 s by default, at most 600; the "
                + "finger lifts at a phase's 30 s cut).", valueName: "gesture"),
        transform: FlagValues.gesture)
    var gestures: [Recorder.Gesture] = []

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Show the state at T seconds into the first phase, or into PHASE with PHASE:T (dismiss:0.3).",
            valueName: "T"),
        transform: FlagValues.moment)
    var at: Moment?

    @Option(parsing: .unconditional, help: ArgumentHelp("Samples per second, more than 0 and at most 240 (default 60).", valueName: "N"))
    var fps: Double?

    func validate() throws {
        if size != nil, device != nil { throw ValidationError("Give --device or --size, not both.") }
        if size == nil, traits != nil || safeArea != nil || scale != nil || idiom != nil {
            throw ValidationError("--traits, --safe-area, --scale and --idiom describe a custom screen: add --size WxH.")
        }
        if interactive == nil, let ending {
            throw ValidationError("--\(ending.rawValue) says how an interactive transition ends: add --interactive P.")
        }
    }

    /// The settings the flags describe.
    var settings: RunSettings {
        var interaction = interactive
        interaction?.finishes = ending != .cancel
        let screen: ScreenChoice = if let size {
            .custom(CustomScreen(size: size, traits: traits, safeArea: safeArea, scale: scale, idiom: idiom))
        } else {
            device.map(ScreenChoice.preset) ?? .standard
        }
        var settings = RunSettings(
            screen: screen, landscape: landscape, rotates: rotate, adapts: adapt, interaction: interaction,
            gestures: gestures, moment: at)
        if let keyboard {
            settings.showsKeyboard = true
            if case .height(let height) = keyboard { settings.keyboardHeight = height }
        }
        if let fps { settings.fps = fps }
        if let scene { settings.scene = scene }
        settings.escapes = escape
        if let systemVersion { settings.systemVersion = systemVersion }
        return settings
    }
}

/// `--keyboard` alone (the device's keyboard) or `--keyboard HEIGHT`.
enum KeyboardFlag: Hashable, Sendable, CustomStringConvertible {
    case deviceHeight
    case height(Double)

    /// A number (checked against the screen later, so that it is named with the screen's height); text that
    /// is no number is refused, and `--keyboard` then counts as given alone, leaving the text to the arguments.
    init(text: String) throws {
        guard let height = FlagValues.keyboardHeight(text) else { throw ValidationError(text) }
        self = .height(height)
    }

    /// What `--help` shows as the value of `--keyboard` alone.
    var description: String {
        switch self {
        case .deviceHeight: "the device's height"
        case .height(let height): "\(height)"
        }
    }
}

/// `--finish` or `--cancel`.
enum InteractionEnding: String, EnumerableFlag {
    case finish
    case cancel

    static func help(for value: InteractionEnding) -> ArgumentHelp? {
        switch value {
        case .finish: "Let an --interactive transition finish (the default)."
        case .cancel: "Let an --interactive transition cancel."
        }
    }
}

extension OutputFormat: ExpressibleByArgument {}
