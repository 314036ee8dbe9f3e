/// The dismissal a swipe on a sheet drives, and the delegate messages UIKit sends for it (and only for it:
/// Apple documents that `presentationControllerWillDismiss(_:)` and `presentationControllerDidDismiss(_:)`
/// are "not called if the presentation is dismissed programmatically").
///
/// Order, for a swipe that dismisses: `presentationControllerShouldDismiss` (when the sheet is first pulled
/// below its smallest detent), the dismissal transition begins (`dismissalTransitionWillBegin`,
/// `viewWillDisappear`), `presentationControllerWillDismiss` (the coordinator is there), the release finishes
/// the transition, `viewDidDisappear`, `presentationControllerDidDismiss`. For a swipe that is cancelled,
/// the transition runs back (`viewWillAppear`, `viewDidAppear` again) and nothing more is said. For a
/// refused swipe, `presentationControllerDidAttemptToDismiss`, and no transition at all.
extension SheetPresentationController {
    /// Whether a swipe may dismiss now: the veto every user's dismissal goes through
    /// (`PresentationController+UserDismissal.swift`).
    func askToDismiss() -> Bool { askToDismiss(by: .swipe) }

    /// Starts the interactive dismissal with the sheet's top edge at `startTop`: the smallest detent's when
    /// the finger pulled the sheet below it, higher when a flick from above it dismisses on release (the sheet
    /// then leaves from where it is, still covering the bottom edge).
    func beginSwipeDismissal(from startTop: Double) {
        guard swipeDismissal == nil, let window, let bounds = containerView?.bounds, let sheet = presentedView else { return }
        // The dismissal runs from the smallest detent's frame, wherever the sheet rested before.
        let smallest = resolvedDetents[0].identifier
        let returnDetent = restingDetentIdentifier
        if returnDetent != smallest {
            let wasAnimating = isAnimatingChanges
            isAnimatingChanges = true
            selectedDetentIdentifier = smallest
            isAnimatingChanges = wasAnimating
        }
        let smallestFrame = frameOfPresentedViewInContainerView
        let startFrame = Rect(x: smallestFrame.minX, y: startTop, width: smallestFrame.width,
                              height: Swift.max(smallestFrame.height, bounds.maxY - startTop))
        window.clock.performWithoutAnimation { sheet.frame = startFrame }
        let dismissal = SheetSwipeDismissal(startTop: startTop, distance: bounds.maxY - startTop)
        dismissal.returnDetent = returnDetent
        swipeDismissal = dismissal
        record("beginSwipeDismissal")
        let started = PresentationEngine(window: window).dismiss(
            from: presentingViewController, animated: true,
            completion: { [weak self, weak dismissal] in
                guard let self, let dismissal else { return }
                self.swipeDismissalDidEnd(dismissal)
            },
            interaction: dismissal.interaction, fallbackAnimator: SheetDismissalAnimator())
        guard started else {
            swipeDismissal = nil
            return
        }
        if let delegate {
            window.trace.record("presentationControllerWillDismiss", target: delegate.traceName)
            delegate.presentationControllerWillDismiss(self)
        }
    }

    /// Ends the interaction towards dismissal, at the finger's speed when that is faster than speed 1.
    func finishSwipeDismissal(_ dismissal: SheetSwipeDismissal, velocity: Double, top: Double) {
        let interaction = dismissal.interaction
        let duration = SheetMetrics.swipeDismissalDuration
        // Linear at speed s, the top edge moves distance × s / duration points per second: match the finger.
        let matching = dismissal.distance > 0 ? velocity * duration / dismissal.distance : 1
        interaction.completionSpeed = Swift.min(SheetMetrics.maximumCompletionSpeed, Swift.max(1, matching))
        interaction.finish()
    }

    /// The swipe's transition ended: tell the delegate when it dismissed; when cancelled, spring to the
    /// detent the release chose.
    private func swipeDismissalDidEnd(_ dismissal: SheetSwipeDismissal) {
        guard swipeDismissal === dismissal else { return }
        swipeDismissal = nil
        if phase == .dismissed {
            if let delegate {
                window?.trace.record("presentationControllerDidDismiss", target: delegate.traceName)
                delegate.presentationControllerDidDismiss(self)
            }
            return
        }
        settle(at: dismissal.returnDetent, velocity: 0)
    }
}
