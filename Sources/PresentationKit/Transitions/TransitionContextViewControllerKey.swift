/// Which controller of a transition (UIKit's `UITransitionContextViewControllerKey`).
public enum TransitionContextViewControllerKey: String, Hashable, Sendable, CaseIterable {
    /// The controller visible at the start: the presenter when presenting, the presented when dismissing.
    case from
    /// The controller visible at the end.
    case to
}
