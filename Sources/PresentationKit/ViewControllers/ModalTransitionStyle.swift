/// The animation UIKit plays when no animator is supplied (UIKit's `UIModalTransitionStyle`).
public enum ModalTransitionStyle: String, Hashable, Sendable, CaseIterable {
    /// The presented view slides up from the bottom; on dismissal it slides back down.
    case coverVertical
    /// The presenter's view turns over to reveal the presented view on its back.
    case flipHorizontal
    /// The presented view fades in over the presenter.
    case crossDissolve
}
