extension SheetPresentationController {
    /// The sheet's own pan, as UIKit's sheet has one: from the end of the presentation until its dismissal it
    /// sits on the presented view (only for today's ``SheetGeometry/card`` sheets; the seeds' iOS 8 sheets
    /// cannot be dragged) and feeds the drag API — ``dragBegan()``, ``dragChanged(translation:velocity:)``,
    /// ``dragEnded(velocity:)``, ``dragCancelled()`` — in the container's coordinates, so a finger put down
    /// on the sheet with ``Window/sendTouches(along:)`` moves it between detents and swipes it away.
    func makePanGestureRecognizer() -> PanGestureRecognizer {
        let pan = PanGestureRecognizer { [weak self] pan in
            guard let self else { return }
            let container = self.containerView
            switch pan.state {
            case .began: self.dragBegan()
            case .changed: self.dragChanged(translation: pan.translation(in: container), velocity: pan.velocity(in: container))
            case .ended: self.dragEnded(velocity: pan.velocity(in: container))
            case .cancelled, .failed: self.dragCancelled()
            default: break
            }
        }
        pan.name = "sheet.drag"
        return pan
    }

    /// Puts the pan on the presented view once the sheet has arrived.
    func attachPan() {
        guard effectiveGeometry.hasDetents, let presentedView, panGestureRecognizer.view !== presentedView else { return }
        panGestureRecognizer.view?.removeGestureRecognizer(panGestureRecognizer)
        presentedView.addGestureRecognizer(panGestureRecognizer)
    }

    /// Takes the pan away once the sheet has gone.
    func detachPan() {
        panGestureRecognizer.view?.removeGestureRecognizer(panGestureRecognizer)
    }
}
