import PresentationKit
import PrestyleExport

extension Recorder {
    /// One step of the scenario a recorder runs; each step that runs becomes one phase of the recording.
    ///
    /// The default scenario is `[.present, .dismiss]`. The CLI's flags add steps while the controller is
    /// presented, or make a transition interactive:
    ///
    ///     [.present, .rotate(), .dismiss]                               // --rotate
    ///     [.present, .adapt(), .adaptBack, .dismiss]                    // --adapt
    ///     [.interactive(.init(direction: .present, fraction: 0.4, finishes: false)), .dismiss]
    ///                                                                   // --interactive 0.4 --cancel
    ///
    /// Steps after a transition that is cancelled as asked (an interactive one) are planned as if it had
    /// finished, and steps after a gesture as if it left the controller presented: when they cannot run,
    /// they are skipped with a note, not refused.
    public enum Step: Hashable, Sendable {
        /// Presents the stage's `presented` controller (phase "present").
        case present
        /// Dismisses it (phase "dismiss").
        case dismiss
        /// Pushes `presented` on the stage's navigation controller (phase "push"; the push and layout scenes).
        case push
        /// Pops it (phase "pop").
        case pop
        /// Switches the stage's tab bar controller to `presented`'s tab (phase "tab"; the tab scene).
        case tab
        /// Switches back to `presenting`'s tab (phase "tab-back").
        case tabBack
        /// While presented, turns the device to `orientation` and settles (phase "rotate"): nil turns a
        /// portrait device to `landscapeLeft` and a landscape one to portrait. The window takes the device's
        /// screen, safe area and size classes in the new orientation over 0.4 s a quarter turn.
        case rotate(to: Orientation? = nil)
        /// While presented, changes the window's horizontal size class to `horizontalSizeClass` (nil: compact
        /// ↔ regular) with a matching width, and settles (phase "adapt"). See `Recorder/ScreenChange` for
        /// the sizes.
        case adapt(horizontalSizeClass: UserInterfaceSizeClass? = nil)
        /// While presented, gives the window back the device's own screen and size classes for its
        /// orientation, undoing the adapt steps before it, and settles (phase "adapt-back").
        case adaptBack
        /// Presents or dismisses interactively: drags the transition to a fraction, then finishes or cancels it
        /// (phase "present" or "dismiss"). See ``Recorder/Interaction``.
        case interactive(Interaction)
        /// While presented, a finger taps or drags a view and everything it started settles (phase "tap" or
        /// "drag"). See ``Recorder/Gesture``. Planned as leaving the controller presented: when the gesture
        /// dismisses it, the steps after it that need it are skipped with a note.
        case gesture(Gesture)
        /// While presented, the keyboard comes up, stays ``Recorder/keyboardHold`` seconds and goes down
        /// (phase "keyboard"): `height` points tall, or the device's when nil (PresentationKit's `Keyboard`).
        case keyboard(height: Double? = nil)
        /// While presented, VoiceOver's escape gesture (a two-finger Z) and everything it started settles (phase
        /// "escape"): the top presentation is dismissed as a user's dismissal, through the veto
        /// (`isModalInPresentation`, the delegate's `presentationControllerShouldDismiss`), or stays. Planned as
        /// a gesture is: when it dismisses, the steps after it that need the controller are skipped with a note.
        case escape

        /// The phase's name in the recording.
        public var phaseName: String {
            switch self {
            case .present: "present"
            case .dismiss: "dismiss"
            case .push: "push"
            case .pop: "pop"
            case .tab: "tab"
            case .tabBack: "tab-back"
            case .rotate: "rotate"
            case .adapt: "adapt"
            case .adaptBack: "adapt-back"
            case .interactive(let interaction): interaction.direction.rawValue
            case .gesture(let gesture): gesture.kind.rawValue
            case .keyboard: "keyboard"
            case .escape: "escape"
            }
        }

        /// The CLI flag that asks for this step, for messages.
        var flag: String {
            switch self {
            case .present, .dismiss: "apply"
            case .push, .pop, .tab, .tabBack: "--scene"
            case .rotate: "--rotate"
            case .adapt, .adaptBack: "--adapt"
            case .interactive: "--interactive"
            case .gesture(let gesture): "--\(gesture.kind.rawValue)"
            case .keyboard: "--keyboard"
            case .escape: "--escape"
            }
        }

        /// Whether the step needs the controller presented (true) or not presented (false) when it starts.
        var needsPresentation: Bool {
            switch self {
            case .present, .push, .tab: false
            case .dismiss, .pop, .tabBack, .rotate, .adapt, .adaptBack, .gesture, .keyboard, .escape: true
            case .interactive(let interaction): interaction.direction != .present
            }
        }

        /// Whether the controller is presented after the step when its transition finishes. An interactive
        /// step that is asked to cancel is planned as if it finished (see ``Step``).
        var leavesPresentation: Bool {
            switch self {
            case .present, .push, .tab, .rotate, .adapt, .adaptBack, .gesture, .keyboard, .escape: true
            case .dismiss, .pop, .tabBack: false
            case .interactive(let interaction): interaction.direction == .present
            }
        }
    }
}

extension Recorder {
    /// Seconds the keyboard step keeps the keyboard up once it has arrived, before taking it down: long enough
    /// to see where everything settled.
    public static let keyboardHold = 0.5
}
