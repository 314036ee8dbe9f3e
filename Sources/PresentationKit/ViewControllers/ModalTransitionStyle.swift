/// The animation UIKit plays when no animator is supplied (UIKit's `UIModalTransitionStyle`).
public enum ModalTransitionStyle: String, Hashable, Sendable, CaseIterable {
    /// The presented view slides up from the bottom; on dismissal it slides back down.
    case coverVertical
    /// The presenter's view turns over to reveal the presented view on its back.
    case flipHorizontal
    /// The presented view fades in over the presenter.
    case crossDissolve
    /// A corner of the presenter's page curls up and stays curled, revealing the presented view beneath;
    /// on dismissal the page uncurls over it. Apple's documentation of `UIModalTransitionStyle.partialCurl`:
    /// "supported only if the parent view controller is presenting a full-screen view and you use the
    /// UIModalPresentationStyle.fullScreen modal presentation style. Attempting to use a different form factor
    /// for the parent view or a different presentation style triggers an exception" — the engine refuses
    /// such a presentation — and "a view controller presented using this transition is itself prevented from
    /// presenting any additional view controllers".
    case partialCurl
}
