/// Dragging a sheet: what a pan gesture recognizer on the sheet calls, in its own terms (translation and
/// velocity in the container's coordinates, points and points per second).
///
///     sheet.dragBegan()
///     sheet.dragChanged(translation: Point(x: 0, y: 120), velocity: Point(x: 0, y: 480))
///     sheet.dragEnded(velocity: Point(x: 0, y: 480))
///
/// - Following the finger: between detents the sheet's top edge is where the finger put it (a sheet on the
///   bottom edge grows and shrinks, keeping its bottom); past the largest detent it stretches by
///   UIScrollView's rubber band (``SheetMetrics/rubberBand(_:dimension:)``). Only the vertical component
///   counts. The dimming (above the largest undimmed detent) and the presenter's recession (towards the
///   large detent) follow the sheet's position.
/// - Below the smallest detent the drag asks to dismiss, once: refused when the presented controller
///   ``ViewController/isModalInPresentation`` or the delegate's
///   ``AdaptivePresentationControllerDelegate/presentationControllerShouldDismiss(_:)`` says no (the delegate
///   then hears ``AdaptivePresentationControllerDelegate/presentationControllerDidAttemptToDismiss(_:)`` and
///   the sheet resists by the rubber band); allowed, an interactive dismissal starts (a real one: the
///   transition, appearance callbacks and completions all run) and the delegate hears
///   ``AdaptivePresentationControllerDelegate/presentationControllerWillDismiss(_:)``. The finger then scrubs
///   the dismissal; it holds the sheet at the smallest detent at most (unlike UIKit, which lets the finger
///   carry it back up into the detents).
/// - On release the sheet goes where the flick would carry it: UIKit's rule is not published, so the rule is
///   the one WWDC 2018 "Designing Fluid Interfaces" teaches — project the top edge with UIScrollView's
///   deceleration (``SheetMetrics/projection(of:decelerationRate:)``) and pick the nearest resting place
///   among the active detents and, when dismissal is allowed, the container's bottom edge (dismissed). A
///   detent is reached with the sheet spring started at the finger's velocity; a dismissal finishes linearly
///   at the finger's speed (at least speed 1, at most ``SheetMetrics/maximumCompletionSpeed``), or is
///   cancelled back to the smallest detent, and then the sheet springs to the chosen one.
///
/// Ignored (returning false from ``dragBegan()``) for the seeds' ``SheetGeometry/classic`` sheets, while a
/// transition runs, and while the sheet itself presents a controller.
extension SheetPresentationController {
    /// Whether a finger holds the sheet.
    public var isDragging: Bool { drag != nil }

    /// The finger went down on the sheet. Catches a sheet still springing to a detent where it shows.
    /// - Returns: Whether the sheet follows this drag.
    @discardableResult
    public func dragBegan() -> Bool {
        guard drag == nil, effectiveGeometry.hasDetents, phase == .presented, let window, window.activeTransition == nil,
              presentedViewController.presentedViewController == nil, let sheet = presentedView else { return false }
        record("dragBegan")
        // Catch a sheet still springing: it stays where it shows, and the finger takes it from there.
        let shown = sheet.presentation.frame
        for property in [AnimatableProperty.center, .bounds] {
            for running in sheet.animations[property] ?? [] { window.clock.stop(running, finished: false) }
        }
        window.clock.performWithoutAnimation { sheet.frame = shown }
        // The finger moves the card's top edge; an iOS 26 sheet is drawn scaled about the card's centre.
        let top = attachment == .bottomEdge ? cardTop(showing: shown) : shown.minY
        drag = SheetDrag(startTop: top, top: top)
        return true
    }

    /// The finger moved by `translation` since the drag began.
    public func dragChanged(translation: Point, velocity: Point) {
        guard var drag, let containerView, let window, let sheet = presentedView else { return }
        let bounds = containerView.bounds
        let rawTop = drag.startTop + (translation.y.isFinite ? translation.y : 0)
        let tops = restingTops
        let highest = tops.map(\.top).min() ?? drag.startTop
        let lowest = tops.map(\.top).max() ?? drag.startTop
        defer { self.drag = drag }
        if let swipeDismissal {
            drag.top = Swift.max(lowest, rawTop)
            swipeDismissal.interaction.update(swipeDismissal.fraction(atTop: drag.top))
            return
        }
        if rawTop > lowest, !drag.wasRefused {
            if askToDismiss() {
                drag.top = rawTop
                beginSwipeDismissal(from: lowest)
                self.swipeDismissal?.interaction.update(self.swipeDismissal?.fraction(atTop: rawTop) ?? 0)
                return
            }
            drag.wasRefused = true
        }
        let top: Double
        if rawTop < highest {
            top = highest - SheetMetrics.rubberBand(highest - rawTop, dimension: bounds.height)
        } else if rawTop > lowest {
            top = lowest + SheetMetrics.rubberBand(rawTop - lowest, dimension: bounds.height)
        } else {
            top = rawTop
        }
        drag.top = top
        let frame = sheetFrame(atTop: top, restingAt: lowest)
        window.clock.performWithoutAnimation {
            sheet.frame = frame
            updateChrome()
            followWithChrome(top: top, tops: tops)
        }
    }

    /// The finger lifted, moving at `velocity`.
    public func dragEnded(velocity: Point) {
        guard let drag else { return }
        self.drag = nil
        record("dragEnded", "velocity \(velocity.y)")
        let speed = velocity.y.isFinite ? velocity.y : 0
        let projected = drag.top + SheetMetrics.projection(of: speed)
        let tops = restingTops
        let bottom = containerView?.bounds.maxY ?? 0
        let nearest = tops.min { abs($0.top - projected) < abs($1.top - projected) }
        let dismissWins = nearest.map { abs(bottom - projected) < abs($0.top - projected) } ?? true
        if let swipeDismissal {
            swipeDismissal.releaseVelocity = speed
            if dismissWins {
                finishSwipeDismissal(swipeDismissal, velocity: speed, top: drag.top)
            } else {
                swipeDismissal.returnDetent = nearest?.identifier
                swipeDismissal.interaction.cancel()
            }
            return
        }
        if dismissWins, !drag.wasRefused, askToDismiss() {
            let lowest = tops.map(\.top).max() ?? drag.top
            beginSwipeDismissal(from: Swift.min(lowest, drag.top))
            if let started = self.swipeDismissal {
                started.interaction.update(started.fraction(atTop: drag.top))
                finishSwipeDismissal(started, velocity: speed, top: drag.top)
                return
            }
        }
        settle(at: dismissWins ? tops.first?.identifier : nearest?.identifier, velocity: speed)
    }

    /// The drag was cancelled (the recognizer was): the sheet returns to its resting detent, and a swipe
    /// dismissal under way is cancelled.
    public func dragCancelled() {
        guard drag != nil else { return }
        drag = nil
        record("dragCancelled")
        if let swipeDismissal {
            swipeDismissal.returnDetent = restingDetentIdentifier
            swipeDismissal.interaction.cancel()
            return
        }
        settle(at: restingDetentIdentifier, velocity: 0)
    }

    // MARK: Helpers

    /// The tops of the sheet's resting places, smallest detent (lowest top) first: one per active detent on
    /// the bottom edge, the frame's top otherwise.
    var restingTops: [(identifier: Detent.Identifier, top: Double)] {
        guard attachment == .bottomEdge else { return [(restingDetentIdentifier, frameOfPresentedViewInContainerView.minY)] }
        return detentTops
    }

    /// The dimming and the presenter's recession for a sheet held with its top edge at `top`, as UIKit fades
    /// and shrinks them with the sheet: the dimming grows from nothing at the largest undimmed detent to full
    /// at the next detent up; the presenter recedes from nothing at the detent below the large one to fully at
    /// the large one. Linear in the sheet's position (UIKit's exact ramp is not published).
    func followWithChrome(top: Double, tops: [(identifier: Detent.Identifier, top: Double)]) {
        guard attachment == .bottomEdge else { return }
        func share(from start: Double, to end: Double) -> Double {
            start > end ? Swift.min(1, Swift.max(0, (start - top) / (start - end))) : 1
        }
        if let undimmed = largestUndimmedDetentIdentifier, let index = tops.firstIndex(where: { $0.identifier == undimmed }) {
            dimmingView.alpha = index + 1 < tops.count ? dimmingAlpha * share(from: tops[index].top, to: tops[index + 1].top) : 0
        }
        let values = resolvedDetents
        guard values.count >= 2, let largest = values.last, largest.value >= maximumDetentValue else { return }
        let fraction = share(from: tops[tops.count - 2].top, to: tops[tops.count - 1].top)
        applyRecession(fraction > 0 ? recession(by: fraction) : nil)
    }

    /// The sheet's frame with its card's top edge at `top`: a bottom-edge sheet keeps its bottom (and
    /// stretches) above `lowest`, and slides down whole below it; other sheets slide. Its bottom is the
    /// container's, or the keyboard's top where the keyboard raises an iOS 18 card (``keyboardRaisedBottom``).
    /// An iOS 26 sheet floats as far as its top edge says (``edgeAttachment(atTop:)``).
    func sheetFrame(atTop top: Double, restingAt lowest: Double) -> Rect {
        let resting = frameOfPresentedViewInContainerView
        guard attachment == .bottomEdge, let bounds = containerView?.bounds else {
            return resting.offsetBy(dx: 0, dy: top - resting.minY)
        }
        let card = floatsAtPartialDetents ? cardFrame(forDetentValue: selectedDetentValue) : resting
        let bottom = keyboardRaisedBottom ?? bounds.maxY
        let height = Swift.max(0, bottom - (top <= lowest ? top : lowest))
        let frame = Rect(x: card.minX, y: top, width: card.width, height: height)
        guard floatsAtPartialDetents else { return frame }
        return floatingFrame(forCard: frame, edgeAttachment: edgeAttachment(atTop: top))
    }

    /// Comes to rest at `identifier` (the resting detent when nil) with the sheet spring at `velocity`.
    func settle(at identifier: Detent.Identifier?, velocity: Double) {
        if let identifier, identifier != restingDetentIdentifier {
            let wasAnimating = isAnimatingChanges
            isAnimatingChanges = true
            selectedDetentIdentifier = identifier
            isAnimatingChanges = wasAnimating
        }
        applySheetLayout(velocity: velocity)
    }
}
