/// Where a sheet goes for a detent, and the chrome that follows it: dimming, grabber, corners, the receding
/// presenter.
extension SheetPresentationController {
    /// How a sheet sits in its container.
    public enum Attachment: String, Hashable, Sendable {
        /// Attached to the bottom edge, as tall as its detent (compact width; compact height when edge-attached).
        case bottomEdge
        /// The whole container (compact height, not edge-attached).
        case fullScreen
        /// Floating, centred (regular in both directions).
        case floating
    }

    /// How the sheet sits in the current traits.
    public var attachment: Attachment {
        let traits = traitCollection
        if traits.verticalSizeClass == .compact { return prefersEdgeAttachedInCompactHeight ? .bottomEdge : .fullScreen }
        if traits.horizontalSizeClass == .regular { return .floating }
        return .bottomEdge
    }

    /// The window's safe-area insets, which the sheet lays out against. (Read from the window until views
    /// carry their own safe area.)
    var safeAreaInsets: EdgeInsets { containerView?.window?.safeAreaInsets ?? .zero }

    /// The largest value a detent can have, the large detent's (UIKit's `maximumDetentValue`): for a sheet on
    /// the bottom edge, the container's height less the safe area's top and bottom insets and
    /// ``SheetMetrics/topGap``; full screen, the safe area's height; floating, the floating sheet's height.
    public var maximumDetentValue: Double {
        guard let bounds = containerView?.bounds else { return 0 }
        let insets = safeAreaInsets
        switch attachment {
        case .bottomEdge: return Swift.max(0, bounds.height - insets.top - SheetMetrics.topGap - insets.bottom)
        case .fullScreen: return Swift.max(0, bounds.height - insets.top - insets.bottom)
        case .floating: return floatingFrame(in: bounds).height
        }
    }

    /// The context custom detents are resolved in.
    public var detentResolutionContext: Detent.ResolutionContext {
        Detent.ResolutionContext(containerTraitCollection: traitCollection, maximumDetentValue: maximumDetentValue)
    }

    /// The active detents and their values, smallest first (an identifier listed twice counts once; with
    /// none active, the large detent).
    public var resolvedDetents: [(identifier: Detent.Identifier, value: Double)] {
        let context = detentResolutionContext
        var seen = Set<Detent.Identifier>()
        var resolved: [(identifier: Detent.Identifier, value: Double)] = []
        for detent in detents where seen.insert(detent.identifier).inserted {
            if let value = detent.resolvedValue(in: context) { resolved.append((detent.identifier, value)) }
        }
        if resolved.isEmpty { resolved = [(.large, context.maximumDetentValue)] }
        return resolved.enumerated().sorted { ($0.element.value, $0.offset) < ($1.element.value, $1.offset) }.map(\.element)
    }

    /// The detent the sheet rests at: the selected one when active, else the smallest.
    public var restingDetentIdentifier: Detent.Identifier {
        let resolved = resolvedDetents
        if let selected = selectedDetentIdentifier, resolved.contains(where: { $0.identifier == selected }) { return selected }
        return resolved[0].identifier
    }

    var selectedDetentValue: Double {
        let resting = restingDetentIdentifier
        return resolvedDetents.first { $0.identifier == resting }?.value ?? maximumDetentValue
    }

    /// The card's frame for a detent value in the current traits (see the type's discussion).
    public func cardFrame(forDetentValue value: Double) -> Rect {
        guard let bounds = containerView?.bounds else { return .zero }
        let insets = safeAreaInsets
        switch attachment {
        case .fullScreen:
            return bounds
        case .floating:
            return floatingFrame(in: bounds)
        case .bottomEdge:
            let height = Swift.min(bounds.height, value + insets.bottom)
            var width = bounds.width
            var x = bounds.minX
            if traitCollection.verticalSizeClass == .compact {
                let safeWidth = Swift.max(0, bounds.width - insets.left - insets.right)
                let preferred = presentedViewController.preferredContentSize.width
                width = widthFollowsPreferredContentSizeWhenEdgeAttached && preferred > 0 ? Swift.min(preferred, safeWidth) : safeWidth
                x = bounds.minX + insets.left + (safeWidth - width) / 2
            }
            return Rect(x: x, y: bounds.maxY - height, width: width, height: height)
        }
    }

    /// The sheet's frame for a detent value: the card's, inset where an iOS 26 sheet floats
    /// (``floatsAtPartialDetents``) as far as its top edge says (``edgeAttachment(atTop:)``).
    public func sheetFrame(forDetentValue value: Double) -> Rect {
        let card = cardFrame(forDetentValue: value)
        guard floatsAtPartialDetents else { return card }
        return floatingFrame(forCard: card, edgeAttachment: edgeAttachment(atTop: card.minY))
    }

    /// Where the top edge of the sheet's card is at each active detent, smallest detent (lowest edge) first:
    /// raised with the sheet where the keyboard raises it (iOS 15–18, ``frameAvoidingKeyboard(_:restingAt:)``).
    var detentTops: [(identifier: Detent.Identifier, top: Double)] {
        resolvedDetents.map { ($0.identifier, frameAvoidingKeyboard(cardFrame(forDetentValue: $0.value), restingAt: $0).minY) }
    }

    // MARK: Chrome

    /// The dimming at the resting detent: none at or below ``largestUndimmedDetentIdentifier``.
    var targetDimmingAlpha: Double { isDimmed ? dimmingAlpha : 0 }

    /// Whether the sheet dims at its resting detent.
    public var isDimmed: Bool {
        guard effectiveGeometry.hasDetents, let undimmed = largestUndimmedDetentIdentifier else { return true }
        let resolved = resolvedDetents
        guard let limit = resolved.first(where: { $0.identifier == undimmed })?.value else {
            // An identifier the sheet does not have: UIKit leaves every detent dimmed.
            return true
        }
        return selectedDetentValue > limit
    }

    /// Whether the presenter's view takes touches: while the sheet does not dim (UIKit: "the view underneath
    /// the sheet … remains interactive" at or below the largest undimmed detent). The dimming view then lets
    /// touches through.
    public var isPresentingViewInteractive: Bool { !isDimmed }

    /// The presenter's recession at the resting detent, if any: the iOS 13 card look, in compact width at the
    /// largest detent value (iOS 15: the presenter recedes only when the sheet is at the large detent), for a
    /// presenter whose view fills the container.
    var targetRecession: AffineTransform? {
        selectedDetentValue >= maximumDetentValue ? recession(by: 1) : nil
    }

    /// The presenter's recession `fraction` of the way (0: none, 1: full), or nil where it does not recede:
    /// on a card sheet on the bottom edge in compact width, for a presenter whose view fills the container.
    func recession(by fraction: Double) -> AffineTransform? {
        guard effectiveGeometry.hasDetents, attachment == .bottomEdge, traitCollection.verticalSizeClass != .compact else {
            return nil
        }
        if lowerSheet != nil { return stackedRecession(by: fraction) }
        guard let containerView, let presenter = presentingStorage?.viewIfLoaded,
              presenter.superview.map({ $0.convert(presenter.untransformedFrame, to: containerView) }) == containerView.bounds
        else { return nil }
        let bounds = containerView.bounds
        guard bounds.width > 2 * SheetMetrics.recessionSideInset else { return nil }
        let fullScale = (bounds.width - 2 * SheetMetrics.recessionSideInset) / bounds.width
        // Scaled about its centre, the presenter's top edge comes down by height × (1 − scale) / 2; move it
        // to the top of the safe area, just above the sheet's edge.
        let fullLift = safeAreaInsets.top - bounds.height * (1 - fullScale) / 2
        let f = Swift.min(1, Swift.max(0, fraction))
        let scale = 1 + (fullScale - 1) * f
        return AffineTransform(scaleX: scale, y: scale).concatenating(AffineTransform(translationX: 0, y: fullLift * f))
    }

    /// Applies a recession (nil: none) to the presenter's view. A presenter the sheet never made recede is
    /// left alone.
    func applyRecession(_ transform: AffineTransform?) {
        guard let presenter = presentingStorage?.viewIfLoaded else { return }
        guard let transform else {
            guard recedesPresenter else { return }
            recedesPresenter = false
            presenter.transform = .identity
            presenter.cornerRadius = cornerRadiusBeforeRecession ?? 0
            cornerRadiusBeforeRecession = nil
            return
        }
        if !recedesPresenter { cornerRadiusBeforeRecession = presenter.cornerRadius }
        recedesPresenter = true
        if presenter.transform != transform { presenter.transform = transform }
        if presenter.cornerRadius != SheetMetrics.recessionCornerRadius { presenter.cornerRadius = SheetMetrics.recessionCornerRadius }
    }

    /// The grabber, the corners and the dimming's touch handling, for the current state.
    ///
    /// The corners by era: the seeds' sheets (iOS 8–12) are not rounded; the cards of iOS 13–18 round their
    /// corners by ``preferredCornerRadius`` (``SheetMetrics/defaultCornerRadius`` by default), none when full
    /// screen; iOS 26's floating sheets round all four concentric with the display while they float and the
    /// top two as the card once edge-attached (see ``floatingCornerRadius(edgeAttachment:)``).
    func updateChrome() {
        guard let sheet = presentedView else { return }
        let isCard = effectiveGeometry.hasDetents
        let floats = floatsAtPartialDetents
        // At rest the sheet is headed for its detent's frame; under a finger or leaving, it is where it is
        // (an iOS 26 sheet's card top, the sheet being drawn scaled about the card's centre).
        let top = drag != nil || swipeDismissal != nil ? cardTop(showing: sheet.frame) : cardFrame(forDetentValue: selectedDetentValue).minY
        let clock = containerView?.window?.clock
        let place = {
            if isCard, floats, !self.isRecededBehindUpperSheet {
                let share = self.edgeAttachment(atTop: top)
                sheet.cornerRadius = self.floatingCornerRadius(edgeAttachment: share)
                sheet.maskedCorners = self.floatingMaskedCorners(edgeAttachment: share)
            } else if isCard, !self.isRecededBehindUpperSheet {
                sheet.cornerRadius = self.attachment == .fullScreen ? 0 : (self.preferredCornerRadius ?? SheetMetrics.defaultCornerRadius)
                if let masked = self.maskedCornersBeforeSheet, sheet.maskedCorners != masked { sheet.maskedCorners = masked }
            }
            self.dimmingView.isUserInteractionEnabled = self.isDimmed
            // Undimmed, the presenter beside the sheet takes touches: the container lets them through, as
            // UIKit's transition view does (Apple's documentation of `largestUndimmedDetentIdentifier` and
            // WWDC 2021 "Customize and resize sheets in UIKit": at or below that detent the content behind
            // the sheet stays interactive).
            self.containerView?.passesTouchesThrough = isCard && !self.isDimmed
            if isCard, self.prefersGrabberVisible, self.attachment == .bottomEdge {
                let size = SheetMetrics.grabberSize
                self.grabberView.frame = Rect(x: sheet.bounds.midX - size.width / 2, y: SheetMetrics.grabberTopOffset,
                                              width: size.width, height: size.height)
                if self.grabberView.superview !== sheet { sheet.addSubview(self.grabberView) }
            } else if self.grabberView.superview != nil {
                self.grabberView.removeFromSuperview()
            }
        }
        if isAnimatingChanges { place() } else if let clock { clock.performWithoutAnimation(place) } else { place() }
    }

    // MARK: Applying changes

    /// A sheet property changed: while presented, the sheet moves to its new frame and chrome — at once, or
    /// with the sheet spring inside ``animateChanges(_:)`` (applied when the block ends).
    func sheetPropertiesDidChange() {
        lastFrameOfPresentedView = nil
        guard !isAnimatingChanges else { return }
        guard phase == .presented, drag == nil, swipeDismissal == nil, let clock = containerView?.window?.clock else { return }
        clock.performWithoutAnimation { applySheetLayout(velocity: nil) }
    }

    /// Moves the sheet to the frame of its resting detent and the chrome with it: with the sheet spring,
    /// started at `velocity` (points per second, downward positive), or at once when `velocity` is nil.
    func applySheetLayout(velocity: Double?, completion: ((Bool) -> Void)? = nil) {
        lastFrameOfPresentedView = nil
        guard phase == .presented, let containerView, let clock = containerView.window?.clock, let sheet = presentedView else {
            completion?(true)
            return
        }
        let target = frameOfPresentedViewInContainerView
        let changes = {
            sheet.frame = target
            self.dimmingView.alpha = self.targetDimmingAlpha
            self.applyRecession(self.targetRecession)
            self.updateChrome()
        }
        guard let velocity else {
            clock.performWithoutAnimation(changes)
            completion?(true)
            return
        }
        let distance = target.minY - sheet.presentation.frame.minY
        // UIKit's spring velocity is relative: the share of the distance covered per second.
        let relative = abs(distance) > 0.5 && velocity.isFinite ? velocity / distance : 0
        let spring = Spring(duration: SheetMetrics.springDuration, bounce: 0, initialVelocity: relative)
        let wasAnimating = isAnimatingChanges
        isAnimatingChanges = true
        clock.animate(AnimationParameters(duration: spring.settlingDuration, timing: .spring(spring)),
                      label: "sheet", animations: changes, completion: completion)
        isAnimatingChanges = wasAnimating
    }
}
