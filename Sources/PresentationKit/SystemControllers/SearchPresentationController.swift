/// The presentation controller of a ``SearchController``: it covers the view of the controller that defines
/// the presentation context (not the whole screen — `shouldPresentInFullscreen` is false, so it never adapts)
/// and leaves that view in place. While presented, the search bar sits at the top of the search controller's
/// view, and goes back where it was when the dismissal ends.
public final class SearchPresentationController: PresentationController {
    public override init(presentedViewController: ViewController, presenting presentingViewController: ViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        presentationStyle = .overCurrentContext
    }

    public override var shouldPresentInFullscreen: Bool { false }

    public override func presentationTransitionWillBegin() {
        (presentedViewController as? SearchController)?.takeSearchBar()
    }

    public override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { (presentedViewController as? SearchController)?.returnSearchBar() }
    }

    public override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { (presentedViewController as? SearchController)?.returnSearchBar() }
    }

    public override func containerViewWillLayoutSubviews() {
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}
