/// The container's layout pass. When the presented controller's view is inside the container, that
/// controller's pass runs the container callbacks (`containerViewWillLayoutSubviews` after its
/// `viewWillLayoutSubviews`, `containerViewDidLayoutSubviews` after its `viewDidLayoutSubviews`, UIKit's
/// documented order), so the container only asks for it; otherwise — before the animator has added the
/// presented view, or after it took it out — the container runs its callbacks itself.
///
/// The container's callbacks run only when the container itself is laid out: its bounds' size changed, a
/// subview came or went, or something asked (`setNeedsLayout`, `layoutIfNeeded`). A new size of the
/// presented view lays out that view alone — its controller's `viewWillLayoutSubviews`, not the container's
/// callbacks. UIKit's `layoutSubviews` documentation: a view lays out *its subviews*, and `setNeedsLayout`
/// marks the view it is sent to; a change of a view's size marks that view, not its superview
/// (`UIView.frame`/`bounds`: the view "redisplays its content"; `viewWillLayoutSubviews`: "when a view's
/// bounds change, the view adjusts the position of its subviews"). The container's
/// `containerViewWillLayoutSubviews` is "called before adjusting the layout of the views in the container
/// view" — the container's own pass. So a gesture that moves or resizes the presented view is not undone by
/// a `containerViewWillLayoutSubviews` that puts the view at ``frameOfPresentedViewInContainerView``.
extension PresentationController {
    /// Whether the presented controller's layout pass brackets this container's callbacks.
    private var presentedControllerBracketsLayout: Bool {
        presentedViewController.layoutBracketingPresentationController === self
    }

    func containerLayoutPassWillBegin() {
        if presentedControllerBracketsLayout, let presentedView = presentedViewController.viewIfLoaded {
            containerLayoutAwaitsPresentedPass = true
            presentedView.setNeedsLayout()
            return
        }
        reportTraitChangeIfNeeded()
        record("containerViewWillLayoutSubviews")
        containerViewWillLayoutSubviews()
    }

    func containerLayoutPassDidEnd() {
        guard !presentedControllerBracketsLayout else { return }
        record("containerViewDidLayoutSubviews")
        containerViewDidLayoutSubviews()
    }

    /// The presented controller's pass begins: whether it brackets the container's callbacks this time (the
    /// container's own pass asked for it).
    func presentedPassBeginsBracketing() -> Bool {
        guard containerLayoutAwaitsPresentedPass else { return false }
        containerLayoutAwaitsPresentedPass = false
        presentedPassBracketsContainer = true
        return true
    }

    /// The presented controller's pass ends: whether it bracketed the container's callbacks.
    func presentedPassEndsBracketing() -> Bool {
        guard presentedPassBracketsContainer else { return false }
        presentedPassBracketsContainer = false
        return true
    }
}
