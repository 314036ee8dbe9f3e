extension Transition {
    /// What the zoom's source view provider is told (UIKit's `ZoomSourceViewProviderContext`).
    public struct ZoomSourceViewProviderContext {
        /// The controller that presents the zoomed one (the one the source view lives in).
        public let sourceViewController: ViewController
        /// The controller presented by the zoom.
        public let zoomedViewController: ViewController
        /// Whether the zoom is presenting (false: dismissing). Not in UIKit's context, which a provider tells
        /// apart by the zoomed controller's `isBeingDismissed`; here for the same answer at a glance.
        public let isPresenting: Bool
    }
}
