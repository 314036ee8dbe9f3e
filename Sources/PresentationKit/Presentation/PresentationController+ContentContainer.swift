/// A presentation controller as a content container: it is the container of its presented controller, so it
/// passes size and trait changes on to it (sizing it with ``size(forChildContentContainer:withParentContainerSize:)``),
/// hears its preferred-size requests, and can override the traits the presentation inherits.
extension PresentationController {
    // MARK: Sending

    /// The controller this one presents now, if the presentation is under way.
    private var managedPresentedController: ViewController? {
        let presented = presentedViewController
        guard presented.presentationStorage === self, presented.presentingStorage != nil else { return nil }
        return presented
    }

    // MARK: Forwarding (the default implementations)

    /// Sends the size on to the presented controller, with the size this controller gives it.
    func forwardViewWillTransition(to size: Size, with coordinator: ViewControllerTransitionCoordinator) {
        guard let presented = managedPresentedController else { return }
        record("size(forChildContentContainer:withParentContainerSize:)", "\(presented.name) \(size)")
        let answer = self.size(forChildContentContainer: presented, withParentContainerSize: size)
        let childSize = ContentSizeCheck.checked(answer, parentSize: size, answeredBy: traceName, window: window)
        presented.deliverViewWillTransition(to: childSize, with: coordinator)
    }

    /// Sends the traits on to the presented controller, whose traits are this controller's.
    func forwardWillTransition(to collection: TraitCollection, with coordinator: ViewControllerTransitionCoordinator) {
        guard let presented = managedPresentedController, collection != presented.traitCollection else { return }
        presented.deliverWillTransition(to: collection, with: coordinator)
    }

    /// The traits this controller has when its presenter has `presenterTraits`.
    func traits(inheriting presenterTraits: TraitCollection, override: TraitCollection?) -> TraitCollection {
        guard let override else { return presenterTraits }
        return TraitCollection(traitsFrom: [presenterTraits, override])
    }

    // MARK: Trait override

    /// Stores a new ``overrideTraitCollection``. While the presentation is up, the change first flows down
    /// (`willTransition(to:with:)` to this controller and the presented one, with a coordinator that does not
    /// animate) and the presentation may adapt to it; then, at once, it takes effect and the affected
    /// controllers are laid out, each hearing `traitCollectionDidChange` first.
    func setOverrideTraitCollection(_ collection: TraitCollection?) {
        guard collection != overrideTraitCollectionStorage else { return }
        let original = adaptedFrom ?? self
        let active = original.activeController
        guard let window, let presenter = presentingStorage, window.contentTransitions.isEmpty, window.activeTransition == nil,
              active.phase == .presented, presenter.presentedViewController === active.presentedViewController else {
            overrideTraitCollectionStorage = collection
            window?.markTraitChangesForLayout()
            return
        }
        let presenterTraits = presenter.traitCollection
        let prospective = traits(inheriting: presenterTraits, override: collection)
        let transition = ContentTransition(
            window: window, kind: .traitOverride, name: "override(\(traceName))", containerView: containerView ?? window.rootView,
            controller: presentedViewController, duration: 0, animated: false)
        let isOriginal = self === original
        transition.run(messages: {
            if isOriginal {
                presenter.forwardTraitsToPresentation(inheriting: presenterTraits, with: transition.coordinator, originalTraits: prospective)
            } else if prospective != self.traitCollection {
                self.deliverWillTransition(to: prospective, with: transition.coordinator)
            }
        }, change: { [weak self] in
            self?.overrideTraitCollectionStorage = collection
        })
    }

    // MARK: Preferred content size

    /// Gives the presented controller a new size after its preferred-size request, the way the 2014 session
    /// describes: the presented controller first gets `viewWillTransition(to:with:)` — its receipt — then, in
    /// an animation its coordinator joins, the presented view takes ``frameOfPresentedViewInContainerView``
    /// (answer the granted size there) and the container is laid out, so `containerViewWillLayoutSubviews`
    /// can place the chrome.
    ///
    /// - Parameters:
    ///   - size: The size granted: all, part or none of what was asked.
    ///   - animated: Whether the resize animates (``Window/contentSizeDuration`` seconds).
    /// - Returns: Whether a resize ran; false outside a presentation or for a size that is not finite and
    ///   non-negative.
    @discardableResult
    public func transitionPresentedViewController(to size: Size, animated: Bool = true) -> Bool {
        guard let window, let presented = managedPresentedController, let containerView else { return false }
        guard UnusableGeometry(size: size) == nil else {
            window.diagnostics.report(.warning, "\(traceName) cannot give '\(presented.name)' the size \(size)", code: .engine.badGrantedSize)
            return false
        }
        let transition = ContentTransition(
            window: window, kind: .contentSize, name: "resize(\(presented.name))", containerView: containerView,
            controller: presented, duration: Window.contentSizeDuration, animated: animated)
        transition.run(messages: {
            presented.deliverViewWillTransition(to: size, with: transition.coordinator)
        }, change: { [weak self] in
            guard let self, let view = self.checkedPresentedView else { return }
            // The frame changes on purpose, with the container's bounds unchanged: not an unstable answer.
            self.lastFrameOfPresentedView = nil
            view.frame = self.askFrameOfPresentedView()
            containerView.setNeedsLayout()
        })
        return true
    }
}
