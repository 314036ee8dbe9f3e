extension Recorder {
    /// How an interactive step drives its transition: as a finger would, to a fraction of the way, then
    /// letting go so that it finishes or cancels.
    ///
    /// The transition starts paused at 0, as with UIKit's `UIPercentDrivenInteractiveTransition`. The finger
    /// then moves at the transition's own pace: the fraction grows linearly from 0 to ``fraction`` over
    /// `fraction × duration` seconds, reported ``touchRate`` times a second (each report is one
    /// `updateInteractiveTransition` in the trace, the last one exactly at `fraction × duration`). It lets go
    /// there, without holding: a finish then runs the rest in `(1 − fraction) × duration` seconds, a cancel
    /// runs back in `fraction × duration`, both along ease-in-ease-out (the engine's completion curve). So a
    /// finished phase lasts the transition's duration, a cancelled one twice the dragged part.
    ///
    /// A cancelled presentation leaves nothing presented: the presenter is as it was, the container and its
    /// chrome are gone, and the steps after it that need the presentation are skipped with a note.
    public struct Interaction: Hashable, Sendable {
        /// Which of the scene's transitions an interactive step drives.
        public enum Direction: String, Hashable, Sendable {
            /// The presentation of `presented` (the present and split scenes).
            case present
            /// Its dismissal (the present and split scenes).
            case dismiss
            /// A navigation controller's pop (the push scene): the interactive pop an edge swipe drives.
            case pop
        }

        /// Which transition is driven.
        public var direction: Direction
        /// How far to drag it before letting go, 0...1 (UIKit's `percentComplete`).
        public var fraction: Double
        /// Whether it then finishes (true) or cancels (false).
        public var finishes: Bool

        /// How often a finger reports where it is: 60 times a second, as a touch screen does. Fixed rather than
        /// tied to the sampling rate, so a recording's events do not depend on its fps; a frame sampled
        /// between two reports shows the last one, as a screen does.
        public static let touchRate = 60.0

        /// Drive the `direction` transition to `fraction` (0...1), then finish it when `finishes`, else cancel it.
        public init(direction: Direction, fraction: Double, finishes: Bool) {
            self.direction = direction
            self.fraction = fraction
            self.finishes = finishes
        }
    }
}
