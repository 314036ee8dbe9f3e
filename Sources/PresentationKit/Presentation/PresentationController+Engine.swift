/// The engine's calls into a presentation controller's hooks: each is recorded in the trace first, and the
/// answers that must be sane are checked, so a broken override is reported and replaced by UIKit's default
/// instead of derailing the presentation.
extension PresentationController {
    var window: Window? { presentingStorage?.window ?? presentedViewController.window }

    func record(_ call: String, _ detail: String? = nil) {
        window?.trace.record(call, target: traceName, detail: detail)
    }

    func askPresentedView() -> View? {
        record("presentedView")
        return presentedView
    }

    /// The frame, checked: a non-finite or negative-sized answer is reported and replaced by the container's
    /// bounds; an answer that changes while the container's bounds do not is reported once (it must be stable).
    func askFrameOfPresentedView() -> Rect {
        record("frameOfPresentedViewInContainerView")
        let answer = frameOfPresentedViewInContainerView
        let bounds = containerView?.bounds ?? .zero
        guard answer.isFinite, answer.width >= 0, answer.height >= 0 else {
            window?.diagnostics.report(
                .error, "\(traceName) answered \(answer) for frameOfPresentedViewInContainerView; used the container's bounds",
                code: "badFrameOfPresentedView", hook: "frameOfPresentedViewInContainerView")
            return bounds
        }
        if let last = lastFrameOfPresentedView, last.containerBounds == bounds, last.frame != answer, !reportedUnstableFrame {
            reportedUnstableFrame = true
            window?.diagnostics.report(
                .warning, "\(traceName) answered \(last.frame), then \(answer) for frameOfPresentedViewInContainerView "
                    + "with the same container; it must give the same frame each time",
                code: "unstableFrameOfPresentedView", hook: "frameOfPresentedViewInContainerView")
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
    }

    func callPresentationTransitionDidEnd(_ completed: Bool) {
        record("presentationTransitionDidEnd", String(completed))
        presentationTransitionDidEnd(completed)
    }

    func callDismissalTransitionWillBegin() {
        record("dismissalTransitionWillBegin")
        dismissalTransitionWillBegin()
    }

    func callDismissalTransitionDidEnd(_ completed: Bool) {
        record("dismissalTransitionDidEnd", String(completed))
        dismissalTransitionDidEnd(completed)
    }
}

extension PresentationController: ViewLayoutDelegate {
    func viewWillLayoutSubviews(_ view: View) { containerLayoutPassWillBegin() }

    func viewDidLayoutSubviews(_ view: View) { containerLayoutPassDidEnd() }

    func viewDidMoveInHierarchy(_ view: View) {}
}
