/// Which controller of a transition (UIKit's `UITransitionContextViewControllerKey`).
public enum TransitionContextViewControllerKey: String, Hashable, Sendable, CaseIterable {
    /// The controller visible at the start: the presenter when presenting, the presented when dismissing.
    case from
    /// The controller visible at the end.
    case to
}

/// Which view of a transition (UIKit's `UITransitionContextViewKey`). The view for a key may differ from its
/// controller's view — a presentation controller can wrap the presented view — or be nil when the view does
/// not take part (the presenter's view in a presentation that leaves it in place).
public enum TransitionContextViewKey: String, Hashable, Sendable, CaseIterable {
    case from
    case to
}
