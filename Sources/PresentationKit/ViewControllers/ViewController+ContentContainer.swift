/// A view controller as a content container: how size and trait changes flow through it, trait overrides
/// for children, and preferred-size requests (the 2014 "Look Inside Presentation Controllers" session).
///
/// The flow is depth first: a controller, then each child (sized by the parent's
/// ``size(forChildContentContainer:withParentContainerSize:)``), then the presentation controller of the
/// controller it presents (with the parent's own size: a presenter is not that presentation's container),
/// then the presented controller, and so on. The forwarding lives in the default implementations of
/// ``viewWillTransition(to:with:)`` and ``willTransition(to:with:)``, so an override that does not call
/// `super` stops the flow below it. Each message is recorded in the trace before it is sent.
extension ViewController {
    // MARK: Sending

    /// The size this controller gives `child`, checked: a non-finite or negative answer is reported and the
    /// parent's size is used.
    func askSize(forChild child: ContentContainer, named childName: String, parentSize: Size) -> Size {
        record("size(forChildContentContainer:withParentContainerSize:)", "\(childName) \(parentSize)")
        let answer = size(forChildContentContainer: child, withParentContainerSize: parentSize)
        return ContentSizeCheck.checked(answer, parentSize: parentSize, answeredBy: name, window: window)
    }

    // MARK: Forwarding (the default implementations)

    /// Sends the size on: to each child with the size this controller gives it, then to the presentation
    /// controller of the controller this one presents, with the same size.
    func forwardViewWillTransition(to size: Size, with coordinator: ViewControllerTransitionCoordinator) {
        for child in children {
            let childSize = askSize(forChild: child, named: child.name, parentSize: size)
            child.deliverViewWillTransition(to: childSize, with: coordinator)
        }
        if let shown = presentedViewController, shown.presentingStorage === self, let controller = shown.presentationStorage {
            controller.deliverViewWillTransition(to: size, with: coordinator)
        }
    }

    /// Sends the traits on: to each child whose traits change (with its override applied), then to the
    /// presentation of the controller this one presents.
    func forwardWillTransition(to collection: TraitCollection, with coordinator: ViewControllerTransitionCoordinator) {
        for child in children {
            let childCollection = traits(forChild: child, inheriting: collection)
            if childCollection != child.traitCollection {
                child.deliverWillTransition(to: childCollection, with: coordinator)
            }
        }
        forwardTraitsToPresentation(inheriting: collection, with: coordinator)
    }

    /// The traits a child has when this controller has `collection`.
    func traits(forChild child: ViewController, inheriting collection: TraitCollection) -> TraitCollection {
        guard let override = childTraitOverrides[ObjectIdentifier(child)] else { return collection }
        return TraitCollection(traitsFrom: [collection, override])
    }

    // MARK: Trait overrides

    /// Overrides traits for a child (UIKit's `setOverrideTraitCollection(_:forChild:)`); nil removes the
    /// override. Only the traits `collection` specifies are overridden.
    ///
    /// When that changes the child's traits, the child (and below it, everything the flow reaches) first gets
    /// `willTransition(to:with:)`, with a coordinator that does not animate; then, at once, the override takes
    /// effect and the affected controllers are laid out, each hearing `traitCollectionDidChange` just before
    /// its layout. Inside a size or trait transition the override is simply stored: that transition's own
    /// layout reports it.
    public func setOverrideTraitCollection(_ collection: TraitCollection?, forChild child: ViewController) {
        guard child.parent === self else {
            window?.diagnostics.report(
                .warning, "setOverrideTraitCollection(_:forChild:) on '\(name)' for '\(child.name)', which is not its child; ignored",
                code: .engine.overrideForNonChild)
            return
        }
        let key = ObjectIdentifier(child)
        guard childTraitOverrides[key] != collection else { return }
        let prospective = TraitCollection(traitsFrom: [traitCollection] + [collection].compactMap { $0 })
        guard let window, window.contentTransitions.isEmpty, prospective != child.traitCollection else {
            childTraitOverrides[key] = collection
            window?.markTraitChangesForLayout()
            return
        }
        let transition = ContentTransition(
            window: window, kind: .traitOverride, name: "override(\(child.name))", containerView: view,
            controller: child, duration: 0, animated: false)
        transition.run(messages: {
            child.deliverWillTransition(to: prospective, with: transition.coordinator)
        }, change: { [weak self] in
            self?.childTraitOverrides[key] = collection
        })
    }

    /// The traits this controller overrides for a child, if any.
    public func overrideTraitCollection(forChild child: ViewController) -> TraitCollection? {
        childTraitOverrides[ObjectIdentifier(child)]
    }

    // MARK: Preferred content size

    /// Tells the container (the parent, else the presentation controller) that ``preferredContentSize``
    /// changed, recording the call.
    func notifyContainerOfPreferredContentSize() {
        guard let container = contentContainer else { return }
        if let parent = container as? ViewController {
            parent.record("preferredContentSizeDidChange(forChildContentContainer:)", "\(name) \(preferredContentSize)")
        } else if let controller = container as? PresentationController {
            controller.record("preferredContentSizeDidChange(forChildContentContainer:)", "\(name) \(preferredContentSize)")
        }
        container.preferredContentSizeDidChange(forChildContentContainer: self)
    }

    /// Gives a child a new size, the way the 2014 session asks a container to after a preferred-size request
    /// (grant all of it, part, or none — this is for all or part): the child first gets
    /// `viewWillTransition(to:with:)`, its receipt, which it forwards to its own children; then its view is
    /// resized (keeping its origin) and laid out in an animation whose coordinator the child can animate
    /// alongside. Sending the message does not resize; this does both, in that order.
    ///
    ///     override func preferredContentSizeDidChange(forChildContentContainer container: ContentContainer) {
    ///         guard let child = container as? ViewController else { return }
    ///         let asked = child.preferredContentSize.height
    ///         let granted = min(asked, child.view.frame.height + 50)     // asked for 100 more, gets 50
    ///         transition(child: child, to: Size(width: child.view.frame.width, height: granted))
    ///     }
    ///
    /// - Parameters:
    ///   - child: One of this controller's children, with its view in the window.
    ///   - size: The size granted.
    ///   - animated: Whether the resize animates (``Window/contentSizeDuration`` seconds).
    /// - Returns: Whether the child was resized; false, with a warning, for a controller that is not a child
    ///   or not in a window, or a size that is not finite and non-negative.
    @discardableResult
    public func transition(child: ViewController, to size: Size, animated: Bool = true) -> Bool {
        guard child.parent === self, let window, let childView = child.viewIfLoaded else {
            window?.diagnostics.report(
                .warning, "'\(name)' cannot resize '\(child.name)': it is not a child with a loaded view in a window",
                code: .engine.resizeNonChild)
            return false
        }
        guard size.isFinite, size.width >= 0, size.height >= 0 else {
            window.diagnostics.report(.warning, "'\(name)' cannot give '\(child.name)' the size \(size)", code: .engine.badGrantedSize)
            return false
        }
        let transition = ContentTransition(
            window: window, kind: .contentSize, name: "resize(\(child.name))", containerView: view, controller: child,
            duration: Window.contentSizeDuration, animated: animated)
        transition.run(messages: {
            child.deliverViewWillTransition(to: size, with: transition.coordinator)
        }, change: {
            childView.frame = Rect(origin: childView.frame.origin, size: size)
        })
        return true
    }
}
