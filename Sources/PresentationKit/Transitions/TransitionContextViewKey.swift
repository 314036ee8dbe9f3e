/// Which view of a transition (UIKit's `UITransitionContextViewKey`). The view for a key may differ from its
/// controller's view — a presentation controller can wrap the presented view — or be nil when the view does
/// not take part (the presenter's view in a presentation that leaves it in place).
public enum TransitionContextViewKey: String, Hashable, Sendable, CaseIterable {
    /// The view of the controller the transition leaves.
    case from
    /// The view of the controller the transition shows.
    case to
}
