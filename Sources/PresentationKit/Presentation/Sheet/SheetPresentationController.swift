/// The presentation controller of today's sheets (UIKit's `UISheetPresentationController`, iOS 15): page and
/// form sheets get one by default (``PageSheetPresentationController`` and
/// ``FormSheetPresentationController`` are sheets), reachable before presenting through
/// ``ViewController/sheetPresentationController``.
///
///     let presented = ViewController(name: "presented")
///     if let sheet = presented.sheetPresentationController {
///         sheet.detents = [.medium(), .large()]
///         sheet.largestUndimmedDetentIdentifier = .medium
///         sheet.prefersGrabberVisible = true
///     }
///     presenting.present(presented, animated: true)
///     // later: sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
///
/// Where the sheet goes depends on the environment (Apple's documentation of the properties below, WWDC 2021
/// "Customize and resize sheets in UIKit"):
/// - compact width, regular height (a phone in portrait): attached to the bottom edge, the container's full
///   width, as tall as the selected detent's value plus the bottom safe-area inset;
/// - compact height (a phone in landscape): the full screen, unless ``prefersEdgeAttachedInCompactHeight``,
///   then attached to the bottom edge as wide as the safe area (or the preferred content width when
///   ``widthFollowsPreferredContentSizeWhenEdgeAttached``); the medium detent is inactive there;
/// - regular in both (an iPad): floating, form-sheet sized and centred; detents do not apply.
///
/// The sheet follows a finger through ``dragBegan()``, ``dragChanged(translation:velocity:)``,
/// ``dragEnded(velocity:)`` and ``dragCancelled()``, which its own ``panGestureRecognizer`` on the presented
/// view calls:
/// between detents, stretching past the largest, and down past the smallest into an interactive dismissal,
/// which the presented controller's ``ViewController/isModalInPresentation`` or the delegate's
/// ``AdaptivePresentationControllerDelegate/presentationControllerShouldDismiss(_:)`` can refuse.
///
/// With ``Window/sheetGeometry`` (or ``geometry``) set to ``SheetGeometry/classic`` the sheet is the seeds'
/// iOS 8 sheet instead: adapted to full screen in compact width, no detents, no grabber, no drag.
open class SheetPresentationController: DimmingPresentationController {
    /// The heights the sheet can rest at, `[.large()]` by default. Changes outside ``animateChanges(_:)``
    /// take effect at once.
    public var detents: [Detent] = [.large()] { didSet { sheetPropertiesDidChange() } }
    /// The detent the sheet rests at; nil (the default) means the smallest active one (Apple's documentation:
    /// "the sheet displays at the smallest detent you specify in detents"). The drag API sets it when the
    /// sheet comes to rest at another detent.
    public var selectedDetentIdentifier: Detent.Identifier? { didSet { sheetPropertiesDidChange() } }
    /// The largest detent at which nothing is dimmed and the presenter's view stays interactive; nil (the
    /// default) dims at every detent (UIKit's `largestUndimmedDetentIdentifier`).
    public var largestUndimmedDetentIdentifier: Detent.Identifier? { didSet { sheetPropertiesDidChange() } }
    /// Whether the sheet shows a grabber at its top edge (``grabberView``); false by default.
    public var prefersGrabberVisible = false { didSet { sheetPropertiesDidChange() } }
    /// The radius of the sheet's top corners; nil (the default) uses UIKit's, ``SheetMetrics/defaultCornerRadius``.
    public var preferredCornerRadius: Double? { didSet { sheetPropertiesDidChange() } }
    /// Whether the sheet attaches to the bottom edge in compact height instead of filling the screen; false by
    /// default (Apple: "the sheet defaults to a full screen appearance at compact height").
    public var prefersEdgeAttachedInCompactHeight = false { didSet { sheetPropertiesDidChange() } }
    /// Whether an edge-attached sheet in compact height takes the presented controller's preferred content
    /// width instead of the safe area's width; false by default (Apple: "the sheet's width equals the width of
    /// its container's safe area"). No effect in compact width and regular height.
    public var widthFollowsPreferredContentSizeWhenEdgeAttached = false { didSet { sheetPropertiesDidChange() } }
    /// This sheet's generation, overriding the window's ``Window/sheetGeometry``; nil (the default) follows
    /// the window.
    public var geometry: SheetGeometry? { didSet { sheetPropertiesDidChange() } }
    /// The grabber, a 36 × 5 capsule 5 pt below the sheet's top edge (``SheetMetrics``), added to the top of
    /// the presented view while ``prefersGrabberVisible`` and the sheet is edge-attached.
    public let grabberView = View(name: "grabber")
    /// The pan that drags the sheet (see ``dragBegan()``): on the presented view while the sheet is presented.
    public private(set) lazy var panGestureRecognizer: PanGestureRecognizer = makePanGestureRecognizer()

    /// Whether changes are being made inside ``animateChanges(_:)``.
    var isAnimatingChanges = false
    /// The drag under way, if any.
    var drag: SheetDrag?
    /// The swipe dismissal under way, if any.
    var swipeDismissal: SheetSwipeDismissal?
    /// Whether the sheet has made the presenter's view recede (and so owns its transform and corners).
    var recedesPresenter = false
    /// The presented view's corner radius before the sheet rounded it, given back when the sheet goes away
    /// (the controller's view leaves the sheet as it came).
    private var cornerRadiusBeforeSheet: Double?

    /// A sheet for `presentedViewController`, with UIKit's sheet dimming (``SheetMetrics/dimmingAlpha``) and a
    /// grabber of ``SheetMetrics/grabberSize``.
    public override init(presentedViewController: ViewController, presenting presentingViewController: ViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingAlpha = SheetMetrics.dimmingAlpha
        grabberView.frame = Rect(origin: .zero, size: SheetMetrics.grabberSize)
        grabberView.cornerRadius = SheetMetrics.grabberSize.height / 2
        // UIKit draws it in a translucent system gray that follows the appearance; a mid gray stands in.
        grabberView.backgroundColor = Color(white: 0.5, alpha: 1)
    }

    /// The generation in effect: ``geometry``, else the window's, else ``SheetGeometry/card``.
    public var effectiveGeometry: SheetGeometry {
        geometry ?? containerView?.window?.sheetGeometry ?? presentedViewController.window?.sheetGeometry
            ?? presentingStorage?.window?.sheetGeometry ?? SystemVersion.current.sheetGeometry
    }

    /// Makes the changes `changes` makes to the sheet's properties (its detents, selected detent, dimming,
    /// corner radius…) animate with the system's sheet spring (UIKit's `animateChanges(_:)`).
    public func animateChanges(_ changes: () -> Void) {
        let wasAnimating = isAnimatingChanges
        isAnimatingChanges = true
        changes()
        isAnimatingChanges = wasAnimating
        guard !wasAnimating else { return }
        applySheetLayout(velocity: 0)
    }

    /// Resolves the custom detents again, e.g. after what a resolver reads changed (UIKit's
    /// `invalidateDetents()`, iOS 16); inside ``animateChanges(_:)`` the sheet springs to the new value.
    public func invalidateDetents() {
        sheetPropertiesDidChange()
    }

    // MARK: Layout

    /// The sheet's frame at the selected detent (a card), or the classic geometry's frame.
    open override var frameOfPresentedViewInContainerView: Rect {
        guard let containerView else { return .zero }
        guard effectiveGeometry == .card else { return frameAvoidingKeyboard(classicFrame(in: containerView.bounds)) }
        return frameAvoidingKeyboard(cardFrame(forDetentValue: selectedDetentValue))
    }

    /// The seeds' iOS 8 frame of the sheet in a container of `bounds`: a form sheet's, by default.
    open func classicFrame(in bounds: Rect) -> Rect {
        guard isRegularEnvironment else { return bounds }
        return FormSheetPresentationController.centredFormSheetFrame(
            preferred: presentedViewController.preferredContentSize,
            in: bounds.inset(by: containerView?.window?.safeAreaInsets ?? .zero))
    }

    /// Where today's sheet floats in a regular environment: form-sheet sized and centred, by default.
    open func floatingFrame(in bounds: Rect) -> Rect {
        FormSheetPresentationController.centredFormSheetFrame(
            preferred: presentedViewController.preferredContentSize, in: bounds.inset(by: safeAreaInsets))
    }

    /// Stretches the dimming view and, unless a finger or a swipe dismissal holds the sheet, puts it at its
    /// detent's frame with its chrome; at rest it also brings the dimming and the presenter's recession up to date.
    open override func containerViewWillLayoutSubviews() {
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        // A finger holds the sheet, or a swipe dismissal moves it: leave it where it is.
        guard drag == nil, swipeDismissal == nil else { return }
        presentedView?.frame = frameOfPresentedViewInContainerView
        updateChrome()
        // At rest, a change of traits (a rotation) can change the dimming and the recession too; during a
        // transition the alongside animations own them.
        if phase == .presented, window?.activeTransition == nil {
            dimmingView.alpha = targetDimmingAlpha
            applyRecession(targetRecession)
        }
    }

    // MARK: Transition hooks

    /// Adds the dimming view and the grabber, and animates the dimming and the presenter's recession alongside.
    open override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        cornerRadiusBeforeSheet = presentedView?.cornerRadius
        lastFrameOfPresentedView = nil
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        updateChrome()
        let alpha = targetDimmingAlpha
        let recession = targetRecession
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [weak self] _ in
            guard let self else { return }
            self.dimmingView.alpha = alpha
            self.applyRecession(recession)
        }, completion: nil)
    }

    /// Attaches the sheet's pan when presented; takes the chrome away and restores the presenter when cancelled.
    open override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        guard !completed else { return attachPan() }
        grabberView.removeFromSuperview()
        containerView?.window?.clock.performWithoutAnimation { applyRecession(nil) }
        restoreCornerRadius()
    }

    /// Fades the dimming out and brings the presenter back alongside the dismissal.
    open override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [weak self] _ in
            guard let self else { return }
            self.dimmingView.alpha = 0
            self.applyRecession(nil)
        }, completion: nil)
    }

    /// Takes the grabber and the pan away and gives the presented view its corner radius back, once dismissed.
    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        guard completed else { return }
        grabberView.removeFromSuperview()
        detachPan()
        restoreCornerRadius()
    }

    private func restoreCornerRadius() {
        guard let radius = cornerRadiusBeforeSheet, let view = presentedView else { return }
        cornerRadiusBeforeSheet = nil
        if let clock = containerView?.window?.clock {
            clock.performWithoutAnimation { view.cornerRadius = radius }
        } else {
            view.cornerRadius = radius
        }
    }

    /// Today's sheets stay sheets in a horizontally compact environment (iOS 13: a card, not full screen),
    /// unless the delegate says otherwise; the seeds' adapt to full screen there.
    open override func adaptivePresentationStyle(for traitCollection: TraitCollection) -> ModalPresentationStyle {
        guard effectiveGeometry == .card else { return super.adaptivePresentationStyle(for: traitCollection) }
        return delegateAdaptivePresentationStyle(for: traitCollection) ?? presentationStyle
    }
}
