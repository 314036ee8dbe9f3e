import PresentationKit

extension Recorder {
    /// One step of the scenario a recorder runs; each step that runs becomes one phase of the recording.
    ///
    /// The default scenario is `[.present, .dismiss]`. Rotation, adaptation and interactive transitions are
    /// part of the design (the CLI's `--rotate`, `--adapt` and `--interactive`) but need engine support this
    /// build does not have yet: asking for them throws a ``RecorderError`` before anything runs, rather than
    /// recording something that did not happen.
    public enum Step: Hashable, Sendable {
        /// Presents the stage's `presented` controller (phase "present").
        case present
        /// Dismisses it (phase "dismiss").
        case dismiss
        /// While presented, turns the device to `orientation` (nil: portrait ↔ landscape) and settles
        /// (phase "rotate"). Needs rotation while presented (`Window.transition(to:)`).
        case rotate(to: Orientation? = nil)
        /// While presented, changes the horizontal size class to `horizontalSizeClass` (nil: compact ↔ regular)
        /// and settles (phase "adapt"). Needs live adaptation (`Window.transition(toSize:traits:)`).
        case adapt(horizontalSizeClass: UserInterfaceSizeClass? = nil)
        /// Presents or dismisses interactively: drives the transition to a fraction, then finishes or cancels
        /// it (phase "present" or "dismiss"). Needs a percent-driven interaction controller.
        case interactive(Interaction)

        /// The phase's name in the recording.
        public var phaseName: String {
            switch self {
            case .present: "present"
            case .dismiss: "dismiss"
            case .rotate: "rotate"
            case .adapt: "adapt"
            case .interactive(let interaction): interaction.direction == .present ? "present" : "dismiss"
            }
        }

        /// What the engine would need to run this step and does not have in this build; nil when it can run.
        public var missingEngineSupport: String? {
            switch self {
            case .present, .dismiss:
                nil
            case .rotate:
                "rotation while presented (Window.transition(to:)), which this build of the engine does not have"
            case .adapt:
                "size-class changes while presented (Window.transition(toSize:traits:)), which this build of the "
                    + "engine does not have"
            case .interactive:
                "a percent-driven interaction controller (PercentDrivenInteractiveTransition), which this build of "
                    + "the engine does not have"
            }
        }

        /// The CLI flag that asks for this step, for messages.
        var flag: String {
            switch self {
            case .present, .dismiss: "apply"
            case .rotate: "--rotate"
            case .adapt: "--adapt"
            case .interactive: "--interactive"
            }
        }

        /// Whether the step needs the controller presented (true) or not presented (false) when it starts.
        var needsPresentation: Bool {
            switch self {
            case .present: false
            case .dismiss, .rotate, .adapt: true
            case .interactive(let interaction): interaction.direction == .dismiss
            }
        }

        /// Whether the controller is presented after the step, when the step goes as asked.
        var leavesPresentation: Bool {
            switch self {
            case .present: true
            case .dismiss: false
            case .rotate, .adapt: true
            case .interactive(let interaction): (interaction.direction == .present) == interaction.finishes
            }
        }
    }

    /// How an interactive step drives its transition: to a fraction of the way, then finishes or cancels.
    public struct Interaction: Hashable, Sendable {
        public enum Direction: String, Hashable, Sendable {
            case present
            case dismiss
        }

        /// Which transition is driven.
        public var direction: Direction
        /// How far to drive it before letting go, 0...1 (UIKit's `percentComplete`).
        public var fraction: Double
        /// Whether it then finishes (true) or cancels (false).
        public var finishes: Bool

        public init(direction: Direction, fraction: Double, finishes: Bool) {
            self.direction = direction
            self.fraction = fraction
            self.finishes = finishes
        }
    }
}
