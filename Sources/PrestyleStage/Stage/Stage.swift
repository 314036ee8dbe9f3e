import PresentationKit
import Prestyle
import PrestyleExport

/// Where a ``Recorder`` runs a presentation style — in the default scene of `prestyle apply`: a window on
/// a simulated device, a full-screen root controller named `presenting` and a content controller named
/// `presented` that the style presents. Neither controller knows anything of the style. Another scene
/// (`StyleScene`) puts a container at the root — a navigation, tab bar or split view controller — that pushes, selects or
/// presents from `presented`'s neighbour instead.
///
///     let stage = Stage(device: .iPhone15, orientation: .portrait,
///                       style: Stage.Style(name: "bouncy", source: "Styles/bouncy.lua", options: ["inset": 30]),
///                       transitioningDelegate: delegate)
///     let recording = try Recorder.record(stage: stage)
///
/// Both controllers' views have a background color, a bar at the top and a body, so renderings look like
/// screens: `presenting` has `toolbar` and `list`, `presented` has `header` and `body`. For a screen that is
/// not a preset, pass `Device.custom(size:horizontalSizeClass:verticalSizeClass:safeAreaInsets:scale:)`.
///
/// The stage holds the transitioning delegate strongly (the controller's property is weak, as in UIKit). A
/// stage records once: its controllers keep what the run did to them.
public final class Stage {
    /// The style's name, source and options as the recording's header states them.
    public struct Style: Hashable, Sendable {
        /// The style's name, as the registry knows it.
        public var name: String
        /// Where it was loaded from (a path).
        public var source: String
        /// Its options as the header states them: what the embedder passes (`prestyle apply` passes every
        /// option the run uses, the defaults with any overrides applied). The run itself takes its options
        /// from the transitioning delegate, not from here.
        public var options: [String: Recording.RecordedOptionValue]

        /// A style's header: its name, the file it came from and the options to state (none by default).
        public init(name: String, source: String, options: [String: Recording.RecordedOptionValue] = [:]) {
            self.name = name
            self.source = source
            self.options = options
        }

        /// UIKit's own presentation: no transitioning delegate, the controller's presentation and transition
        /// styles.
        public static let builtIn = Style(name: "default", source: "built in")
    }

    /// The simulated device.
    public let device: Device
    /// Which way up it is when the run starts.
    public let orientation: Orientation
    /// The Reduce Motion and Prefer Cross-Fade Transitions settings the window's traits carry.
    public let motion: MotionSettings
    /// Which iOS the window behaves as (`SystemVersion`): iOS 26 by default.
    public let systemVersion: SystemVersion
    /// What the recording's header says about the style.
    public let style: Style
    /// The window on the device's screen; it owns the clock, the trace and the diagnostics.
    public let window: Window
    /// The root controller, full screen, named `presenting`.
    public let presenting: ViewController
    /// The controller the style presents, named `presented`.
    public let presented: ViewController
    /// The delegate that vends the presentation controller and animators, held for the whole run.
    public let transitioningDelegate: ViewControllerTransitioningDelegate?
    /// Where the style plays: a presentation (the default), a navigation push, a tab switch, a layout-to-layout
    /// push or a presentation from a split view's secondary (see `StyleScene`).
    public let scene: StyleScene
    /// The container controller the scene puts at the window's root (a navigation, tab bar or split view
    /// controller); nil for a presentation.
    public let container: ViewController?
    /// The adapter that hands the transitioning delegate's animators to the container, held for the run (the
    /// container's delegate property is weak, as in UIKit).
    let containerDelegate: ContainerTransitioningAdapter?
    /// Whether a recorder already ran this stage.
    public internal(set) var isUsed = false
    /// Makes the interaction controller whose settings an interactive step takes — its completion speed,
    /// completion curve and whether it starts interactively — as the transitioning delegate would vend it (a
    /// style's `interaction` table: `StyleTransitioningDelegate.makeInteractionController`). Nil takes UIKit's
    /// defaults (speed 1, ease-in-ease-out, an interactive start).
    public let makeInteractionController: (() -> PercentDrivenInteractiveTransition)?
    /// The presentations over ``presented`` (`--then`), bottom to top, each holding its delegate for the run.
    public let stackedPresentations: [StackedPresentation]
    /// Their controllers, bottom to top: level 2, 3…
    public let stackedControllers: [ViewController]
    /// The delegates that made transitions interactive during the run, held like ``transitioningDelegate``.
    var interactiveDelegates: [InteractiveTransitioningDelegate] = []

    /// A stage on `device`, shown and at rest, ready for a recorder.
    ///
    /// - Parameters:
    ///   - device: The simulated device; iPhone 15 by default.
    ///   - orientation: Which way up; portrait by default.
    ///   - systemVersion: Which iOS the window behaves as; today's (iOS 26) by default.
    ///   - style: The style's name, source and options for the recording's header.
    ///   - transitioningDelegate: The delegate that styles the presentation; nil for UIKit's own.
    ///   - presentationStyle: The presented controller's `modalPresentationStyle`; by default `.custom` with a
    ///     delegate and `.fullScreen` without one.
    ///   - transitionStyle: The presented controller's `modalTransitionStyle` (the animation used when no
    ///     animator is vended); cover vertical by default.
    ///   - makeInteractionController: Where interactive steps take their completion speed, curve and start
    ///     from (see ``makeInteractionController``); nil for UIKit's defaults.
    ///   - scene: Where the delegate's animators play; a presentation by default.
    ///   - layoutAnimation: In the layout scene, the layout-to-layout transition's duration and timing; nil
    ///     for the navigation slide's (the engine's `LayoutToLayoutNavigationAnimator`).
    ///   - motion: Reduce Motion and Prefer Cross-Fade Transitions, as the window's traits; both off by default.
    ///   - zoomSources: Whether the presenting screen shows a grid of thumbnails, `thumb-1` to `thumb-6`, for a
    ///     zoom transition to grow out of (in the presentation scene); false by default.
    ///   - stacked: Presentations over `presented`, bottom to top (``StackedPresentation``); none by default.
    public init(
        device: Device = .iPhone15,
        orientation: Orientation = .portrait,
        systemVersion: SystemVersion = .current,
        style: Style = .builtIn,
        transitioningDelegate: ViewControllerTransitioningDelegate? = nil,
        presentationStyle: ModalPresentationStyle? = nil,
        transitionStyle: ModalTransitionStyle = .coverVertical,
        makeInteractionController: (() -> PercentDrivenInteractiveTransition)? = nil,
        scene: StyleScene = .present,
        layoutAnimation: AnimationParameters? = nil,
        motion: MotionSettings = .standard,
        zoomSources: Bool = false,
        stacked: [StackedPresentation] = []
    ) {
        stackedPresentations = stacked
        stackedControllers = Self.makeStackedControllers(for: stacked)
        self.makeInteractionController = makeInteractionController
        self.device = device
        self.orientation = orientation
        self.systemVersion = systemVersion
        self.style = style
        self.transitioningDelegate = transitioningDelegate
        self.scene = scene
        self.motion = motion
        window = Window(device: device, orientation: orientation)
        window.systemVersion = systemVersion
        window.traitCollection = TraitCollection(traitsFrom: [window.traitCollection, motion.traits])
        let controllers = Self.makeControllers(for: scene)
        presenting = controllers.presenting
        presented = controllers.presented
        if zoomSources, let screen = presenting as? StageContentController { screen.thumbnailCount = Self.zoomSourceCount }
        for (index, presentation) in stacked.enumerated() where presentation.zoomSources {
            let below = index == 0 ? presented : stackedControllers[index - 1]
            (below as? StageContentController)?.thumbnailCount = Self.zoomSourceCount
        }
        presented.modalPresentationStyle = presentationStyle ?? (transitioningDelegate == nil ? .fullScreen : .custom)
        presented.modalTransitionStyle = transitionStyle
        presented.transitioningDelegate = transitioningDelegate
        let adapter = scene.usesContainerTransitions
            ? ContainerTransitioningAdapter(wrapping: transitioningDelegate, scene: scene, layoutAnimation: layoutAnimation)
            : nil
        containerDelegate = adapter
        container = Self.makeContainer(for: scene, presenting: presenting, presented: presented, adapter: adapter)
        window.rootViewController = container ?? presenting
        window.makeKeyAndVisible()
    }

    /// How many thumbnails a stage with zoom sources shows.
    public static let zoomSourceCount = 6

    /// The device as the recording's header states it.
    public var recordedDevice: Recording.RecordedDevice { Recording.RecordedDevice(device, orientation: orientation, motion: motion) }
}
