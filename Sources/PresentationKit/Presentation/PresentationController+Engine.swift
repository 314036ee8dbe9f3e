/// The engine's calls into a presentation controller's hooks: each is recorded in the trace first, and the
/// answers that must be sane are checked, so a broken override is reported and replaced by UIKit's default
/// instead of derailing the presentation.
extension PresentationController {
    var window: Window? { presentingStorage?.window ?? presentedViewController.window }

    func record(_ call: String, _ detail: String? = nil) {
        window?.trace.record(call, target: traceName, detail: detail)
    }

    /// Asks for the presented view (recorded in the trace), checked as ``checkedPresentedView``.
    func askPresentedView() -> View? {
        record("presentedView")
        return checkedPresentedView
    }

    /// The presented view, checked: UIKit requires the presented controller's view or a view that contains it
    /// (a wrapper). Anything else — the presenter's view, the container, a stray view — would be added to the
    /// container and removed at dismissal, taking a view that is not the presentation's with it; it is reported
    /// (once) and replaced by the presented controller's view. Every engine use of the presented view goes
    /// through here.
    var checkedPresentedView: View? {
        let answer = presentedView
        guard let answer, let content = presentedViewController.viewIfLoaded else { return answer }
        let wrapsContent = content.isDescendant(of: answer)
        let holdsContainer = containerView.map { $0.isDescendant(of: answer) } ?? false
        guard !wrapsContent || holdsContainer else { return answer }
        if !reportedBadPresentedView {
            reportedBadPresentedView = true
            window?.diagnostics.report(
                .error, "\(traceName) answered '\(answer.name)' for presentedView, which "
                    + (holdsContainer ? "contains the container view" : "does not contain the presented controller's view '\(content.name)'")
                    + "; used the presented controller's view",
                code: .engine.badPresentedView, hook: "presentedView")
        }
        return content
    }

    /// The frame, checked: a non-finite or negative-sized answer is reported and replaced by the container's
    /// bounds; an answer that changes while the container's bounds do not is reported once (it must be stable).
    func askFrameOfPresentedView() -> Rect {
        record("frameOfPresentedViewInContainerView")
        let answer = frameOfPresentedViewInContainerView
        let bounds = containerView?.bounds ?? .zero
        guard UnusableGeometry(frame: answer) == nil else {
            window?.diagnostics.report(
                .error, "\(traceName) answered \(answer) for frameOfPresentedViewInContainerView; used the container's bounds",
                code: .engine.badFrameOfPresentedView, hook: "frameOfPresentedViewInContainerView")
            return bounds
        }
        if let last = lastFrameOfPresentedView, last.containerBounds == bounds, last.frame != answer, !reportedUnstableFrame {
            reportedUnstableFrame = true
            window?.diagnostics.report(
                .warning, "\(traceName) answered \(last.frame), then \(answer) for frameOfPresentedViewInContainerView "
                    + "with the same container; it must give the same frame each time",
                code: .engine.unstableFrameOfPresentedView, hook: "frameOfPresentedViewInContainerView")
        }
        lastFrameOfPresentedView = (answer, bounds)
        return answer
    }

    func askShouldPresentInFullscreen() -> Bool {
        record("shouldPresentInFullscreen")
        return shouldPresentInFullscreen
    }

    func askShouldRemovePresentersView() -> Bool {
        record("shouldRemovePresentersView")
        return shouldRemovePresentersView
    }

    func callPresentationTransitionWillBegin() {
        record("presentationTransitionWillBegin")
        presentationTransitionWillBegin()
        makePresentedViewModalToAccessibility()
    }

    func callPresentationTransitionDidEnd(_ completed: Bool) {
        record("presentationTransitionDidEnd", String(completed))
        presentationTransitionDidEnd(completed)
        if !completed { endAccessibilityModality() }
    }

    func callDismissalTransitionWillBegin() {
        record("dismissalTransitionWillBegin")
        dismissalTransitionWillBegin()
    }

    func callDismissalTransitionDidEnd(_ completed: Bool) {
        record("dismissalTransitionDidEnd", String(completed))
        dismissalTransitionDidEnd(completed)
        if completed { endAccessibilityModality() }
    }
}

extension PresentationController: ViewLayoutDelegate {
    func viewWillLayoutSubviews(_ view: View) { containerLayoutPassWillBegin() }

    func viewDidLayoutSubviews(_ view: View) { containerLayoutPassDidEnd() }

    func viewDidMoveInHierarchy(_ view: View) {}
}

extension PresentationController {
    /// Whether the presented controller presents in turn with a presentation that takes the presenter's view
    /// away (full screen, or a custom one whose `shouldRemovePresentersView` is true): its view then leaves
    /// this container when that presentation ends, and comes back only with its dismissal.
    ///
    /// UIKit: "the views belonging to the presenting view controller are removed after the presentation
    /// completes" (`UIModalPresentationStyle.fullScreen`), and `shouldRemovePresentersView` — "whether the
    /// presenting view controller's view should be removed when the presentation animations finish". A
    /// presentation controller that keeps its presented view in its container must leave it out meanwhile.
    public var presentedViewIsRemovedByPresentationAbove: Bool {
        presentedViewController.presentedViewController?.presentationStorage?.removedPresentersView == true
    }
}
