/// The ending of a push, pop or tab switch, run when the animator calls `completeTransition`.
///
/// Completed: the outgoing view leaves the container (if the animator left it there), the incoming view is
/// made sure to be in it, `viewDidDisappear` of the outgoing and `viewDidAppear` of the incoming controller,
/// then the owner's containment calls and delegate (`didMove(toParent:)`, `didShow`), the animator's
/// `animationEnded(true)`, the coordinator's completions.
///
/// Cancelled: the owner restores its stack or selection, the incoming view leaves, the outgoing view is made
/// sure to be back, and the appearance callbacks run back — the incoming controller gets `viewWillDisappear`
/// and `viewDidDisappear`, then the outgoing one `viewWillAppear` and `viewDidAppear` — the sequence UIKit
/// sends for a cancelled interactive pop; then the owner's containment calls and delegate,
/// `animationEnded(false)` and the coordinator's completions (whose context says `isCancelled`).
extension ContainerTransition {
    func complete(_ didComplete: Bool) {
        coordinator.startAlongsideAnimations()
        if containerView.timeline === timeline { containerView.timeline = nil }
        willEnd?(didComplete)
        if didComplete {
            if from.view !== to.view, from.view.isDescendant(of: containerView) { from.view.removeFromSuperview() }
            ensureInContainer(to, at: containerView.bounds)
            AppearanceChange.end(appearanceChanges)
        } else {
            if from.view !== to.view, to.view.isDescendant(of: containerView) { to.view.removeFromSuperview() }
            ensureInContainer(from, at: fromFrame)
            AppearanceChange.reverse(appearanceChanges, animated: animated)
        }
        didEnd?(didComplete)
        for participant in participants where participant.coordinatorStorage === coordinator {
            participant.coordinatorStorage = nil
        }
        window.trace.record("animationEnded", target: animator.traceName, detail: String(didComplete))
        animator.animationEnded(didComplete)
        coordinator.transitionEnded()
    }

    /// The view that stays must be on screen whatever the animator did with it; an animator that did not put
    /// it there is reported, and the view is put at `frame`.
    private func ensureInContainer(_ controller: ViewController, at frame: Rect) {
        let view = controller.view
        guard !view.isDescendant(of: containerView) else { return }
        window.diagnostics.report(
            .warning, "\(animator.traceName) left the view of '\(controller.name)' out of the container at the end of "
                + "\(name); it was put back at \(frame)", code: .engine.containerViewMissing, hook: "animateTransition")
        window.clock.performWithoutAnimation { view.frame = frame }
        containerView.addSubview(view)
    }
}
