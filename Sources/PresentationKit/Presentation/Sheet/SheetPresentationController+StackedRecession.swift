/// A sheet presented from a sheet: the lower sheet recedes behind the new one, as a full-screen presenter
/// recedes behind a sheet.
///
/// Since iOS 13's cards, presenting from a presented sheet stacks the cards (Geoff Hackworth, "View
/// Controller Presentation Changes in iOS 13", 2019: "the cards stack up"; third-party). The lower sheet
/// takes the receded presenter's place: scaled about its centre until it is ``SheetMetrics/recessionSideInset``
/// narrower on each side than the container, its top edge moved up to the top of the safe area, its corners
/// at ``SheetMetrics/recessionCornerRadius`` — the numbers read off iOS 13–17 screenshots of receding
/// presenters (third-party measurements, see ``SheetMetrics``). The screen below it stays receded where it
/// was, hidden behind the lower sheet. As for a full-screen presenter, the lower sheet recedes only while
/// the upper sheet rests at its largest detent, on the bottom edge in compact width.
///
/// By era (``Window/systemVersion``): from iOS 13 — the ``SystemVersion/iOS18`` and ``SystemVersion/iOS26``
/// eras — the lower card recedes; in the ``SystemVersion/iOS12`` era (the seeds' UIKit, WWDC 2014 "View
/// Controller Advancements in iOS 8") sheets cover the screen in compact width and recede nothing, so a sheet
/// over a sheet leaves the lower one where it is — as do the seeds' sheets (``SheetGeometry/classic``)
/// whatever the era.
extension SheetPresentationController {
    /// The sheet this one is presented from, when its presenter is itself the presented controller of a
    /// card sheet on the bottom edge (the sheet that recedes behind this one), else nil.
    var lowerSheet: SheetPresentationController? {
        guard let presenter = presentingStorage,
              let lower = presenter.presentationStorage as? SheetPresentationController,
              lower.presentedViewController === presenter, lower.phase == .presented || lower.phase == .dismissing,
              lower.effectiveGeometry == .card, lower.attachment == .bottomEdge,
              (containerView?.window?.systemVersion ?? .current) >= .iOS18
        else { return nil }
        return lower
    }

    /// The recession of the lower sheet's view `fraction` of the way (0: none, 1: full), or nil where it
    /// does not recede.
    ///
    /// The transform is about the lower sheet's centre: scaled by (width − 2 × side inset) / width, then
    /// moved up so that its top edge, `top + height × (1 − scale) / 2` once scaled, lands on the safe area's
    /// top.
    func stackedRecession(by fraction: Double) -> AffineTransform? {
        guard lowerSheet != nil, let containerView, let presenter = presentingStorage?.viewIfLoaded,
              let superview = presenter.superview
        else { return nil }
        let bounds = containerView.bounds
        guard bounds.width > 2 * SheetMetrics.recessionSideInset else { return nil }
        let frame = superview.convert(presenter.untransformedFrame, to: containerView)
        let fullScale = (bounds.width - 2 * SheetMetrics.recessionSideInset) / bounds.width
        let fullLift = safeAreaInsets.top - (frame.minY + frame.height * (1 - fullScale) / 2)
        let f = Swift.min(1, Swift.max(0, fraction))
        let scale = 1 + (fullScale - 1) * f
        return AffineTransform(scaleX: scale, y: scale).concatenating(AffineTransform(translationX: 0, y: fullLift * f))
    }
}

extension SheetPresentationController {
    /// Whether a sheet presented from this one has made this one's view recede (it then owns the view's
    /// transform and corners).
    var isRecededBehindUpperSheet: Bool {
        (presentedViewController.presentedViewController?.presentationStorage as? SheetPresentationController)?
            .recedesPresenter == true
    }
}
