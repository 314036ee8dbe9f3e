/// The presentation controller of a ``SearchController``: it covers the view of the controller that defines
/// the presentation context (not the whole screen — `shouldPresentInFullscreen` is false, so it never adapts)
/// and leaves that view in place. While presented, the search bar sits at the top of the search controller's
/// view, and goes back where it was when the dismissal ends.
public final class SearchPresentationController: PresentationController {
    /// A search presentation for `presentedViewController`, styled ``ModalPresentationStyle/overCurrentContext``.
    public override init(presentedViewController: ViewController, presenting presentingViewController: ViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        presentationStyle = .overCurrentContext
    }

    /// False: it covers the context's view, so it never adapts.
    public override var shouldPresentInFullscreen: Bool { false }

    /// Moves the search bar to the top of the search controller's view.
    public override func presentationTransitionWillBegin() {
        (presentedViewController as? SearchController)?.takeSearchBar()
    }

    /// Puts the search bar back when the presentation was cancelled.
    public override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { (presentedViewController as? SearchController)?.returnSearchBar() }
    }

    /// Puts the search bar back when the dismissal completed.
    public override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { (presentedViewController as? SearchController)?.returnSearchBar() }
    }

    /// Puts the presented view at its frame.
    public override func containerViewWillLayoutSubviews() {
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}
