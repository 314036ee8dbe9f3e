/// A controller's part in a layout pass, in the order UIKit documents for each controller it lays out
/// ("Displaying and managing views with a view controller"): the traits are brought up to date
/// (`traitCollectionDidChange`, just before the layout, as the 2014 session says), `viewIsAppearing` in the
/// first pass of an appearance (ViewController+IsAppearing.swift), `viewWillLayoutSubviews`,
/// the presentation controller's `containerViewWillLayoutSubviews`, the layout itself, `viewDidLayoutSubviews`,
/// then `containerViewDidLayoutSubviews`.
///
/// The presentation controller takes part for the controller it presents, when that controller's view is in
/// its container; its container's own pass then defers to this one (see
/// `PresentationController+LayoutPass.swift`), so each hook runs once per pass — and only in a pass of the
/// container: a pass of the presented view alone (its size changed) is this controller's only.
extension ViewController {
    /// The presentation controller whose container callbacks bracket this controller's layout.
    var layoutBracketingPresentationController: PresentationController? {
        guard parent == nil, presentingStorage != nil, let controller = presentationStorage,
              let container = controller.containerView, let view = viewIfLoaded, view.isDescendant(of: container) else {
            return nil
        }
        return controller
    }

    func layoutPassWillBegin() {
        let controller = layoutBracketingPresentationController
        controller?.reportTraitChangeIfNeeded()
        reportTraitChangeIfNeeded()
        if owesViewIsAppearing, viewIfLoaded?.window != nil { callViewIsAppearing() }
        record("viewWillLayoutSubviews")
        viewWillLayoutSubviews()
        if let controller, controller.presentedPassBeginsBracketing() {
            controller.record("containerViewWillLayoutSubviews")
            controller.containerViewWillLayoutSubviews()
        }
    }

    func layoutPassDidEnd() {
        record("viewDidLayoutSubviews")
        viewDidLayoutSubviews()
        if let controller = layoutBracketingPresentationController, controller.presentedPassEndsBracketing() {
            controller.record("containerViewDidLayoutSubviews")
            controller.containerViewDidLayoutSubviews()
        }
    }
}
