extension Transition.ZoomOptions {
    /// What ``Transition/ZoomOptions/interactiveDismissShouldBegin`` is told about the drag (UIKit's
    /// `ZoomOptions.InteractionContext`).
    public struct InteractionContext {
        /// Where the finger is, in the zoomed view's container.
        public let location: Point
        /// How fast it moves, in points per second.
        public let velocity: Point
        /// Whether the system would begin the dismissal: the drag heads downward.
        public let willBegin: Bool
    }

    /// What ``Transition/ZoomOptions/alignmentRectProvider`` is told (UIKit's `ZoomOptions.AlignmentRectContext`).
    public struct AlignmentRectContext {
        /// The view the zoom starts from or returns to.
        public let sourceView: View
        /// The controller presented by the zoom.
        public let zoomedViewController: ViewController
    }
}
