/// The container's layout pass. When the presented controller's view is inside the container, that
/// controller's pass runs the container callbacks (`containerViewWillLayoutSubviews` after its
/// `viewWillLayoutSubviews`, `containerViewDidLayoutSubviews` after its `viewDidLayoutSubviews`, UIKit's
/// documented order), so the container only asks for it; otherwise — before the animator has added the
/// presented view, or after it took it out — the container runs its callbacks itself.
extension PresentationController {
    /// Whether the presented controller's layout pass brackets this container's callbacks.
    private var presentedControllerBracketsLayout: Bool {
        presentedViewController.layoutBracketingPresentationController === self
    }

    func containerLayoutPassWillBegin() {
        if presentedControllerBracketsLayout {
            presentedViewController.viewIfLoaded?.setNeedsLayout()
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
}
