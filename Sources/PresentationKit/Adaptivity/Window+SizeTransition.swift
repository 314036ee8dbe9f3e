/// Rotating and resizing a window while it shows controllers and presentations: a size change (a rotation is
/// a size change with a target transform) and maybe a trait change, flowing through the content containers
/// with a transition coordinator, on the window's virtual clock.
///
///     let window = Window(device: .iPadPro11)
///     …present a popover…
///     window.transition(toSize: Size(width: 320, height: 1194), traits: TraitCollection(horizontalSizeClass: .compact))
///     window.clock.advance(by: 0.2)     // half-way: sample any view's `presentation`
///     window.clock.runUntilIdle()       // the popover now presents full screen
///
/// What happens, in UIKit's order (see ``ContentTransition``): `willTransition(to:with:)` from the root down
/// (presentations adapt as it passes their presenters), `viewWillTransition(to:with:)` from the root down,
/// then in one animation the window takes its new size, insets and traits, full-screen containers follow
/// (presented views in them stretch as UIKit's flexible autoresizing would), adapted presentations move to
/// their new frames, and everything is laid out (`traitCollectionDidChange`, then the layout callbacks);
/// the coordinator's alongside blocks run in the same animation and its completions at the end.
///
/// Durations are UIKit's: a rotation by a quarter turn takes ``rotationDuration`` (0.4 s, the duration
/// `UIApplication.statusBarOrientationAnimationDuration` reports and the rotation coordinator's
/// `transitionDuration` on iPhone), twice that for a half turn (Apple: "double the value … for a 180 degree
/// orientation change"); the curve is ease-in-ease-out. A resize without rotation (iPad multitasking) takes
/// ``resizeDuration`` — UIKit's is driven by the system; 0.4 s is the choice here, matching a rotation.
/// The interface's turn itself is not drawn: the window's views only change size; the coordinator reports
/// the turn as its `targetTransform`.
extension Window {
    /// Seconds a rotation by a quarter turn takes.
    public static let rotationDuration = 0.4
    /// Seconds a resize without rotation takes.
    public static let resizeDuration = 0.4
    /// Seconds a container takes to resize a child it granted a new size
    /// (``ViewController/transition(child:to:animated:)``,
    /// ``PresentationController/transitionPresentedViewController(to:animated:)``). UIKit leaves this to the
    /// container; 0.25 s is the choice here, the length of a popover's fade.
    public static let contentSizeDuration = 0.25

    /// Whether a rotation or resize is under way.
    public var isTransitioningSize: Bool { windowTransition != nil }

    /// Rotates the interface to `orientation`: the screen's width and height swap (a device window takes the
    /// device's size, safe-area insets and size classes in that orientation; any other keeps its insets and
    /// explicit traits, and derives its traits again if they were derived), and the change flows through the
    /// controllers with a coordinator whose `targetTransform` is the rotation (``Orientation/rotation(to:)``).
    ///
    /// - Parameters:
    ///   - orientation: The new orientation; the current one changes nothing.
    ///   - animated: Whether to animate, over ``rotationDuration`` per quarter turn.
    /// - Returns: Whether the rotation started; false, with an error in ``diagnostics``, while a present,
    ///   dismiss, rotation or resize is under way (UIKit defers rotations until then).
    @discardableResult
    public func transition(to orientation: Orientation, animated: Bool = true) -> Bool {
        guard orientation != self.orientation else { return true }
        let size: Size, insets: EdgeInsets, traits: TraitCollection
        if let device {
            size = device.screenSize(in: orientation)
            insets = device.safeAreaInsets(in: orientation)
            traits = device.traitCollection(in: orientation)
        } else {
            let old = bounds.size
            size = orientation.isLandscape == self.orientation.isLandscape ? old : old.transposed
            insets = safeAreaInsets
            let derived = traitCollection == Window.defaultTraits(for: old, scale: scale)
            traits = derived ? Window.defaultTraits(for: size, scale: scale) : traitCollection
        }
        let quarterTurns = abs(orientation.interfaceAngle - self.orientation.interfaceAngle) / (Double.pi / 2)
        return performTransition(
            call: "rotate", detail: "\(self.orientation.rawValue) → \(orientation.rawValue)",
            size: size, traits: traits, insets: insets, orientation: orientation,
            duration: Window.rotationDuration * quarterTurns.rounded(),
            targetTransform: self.orientation.rotation(to: orientation), animated: animated)
    }

    /// Resizes the window and maybe changes its traits, without rotating — an iPad app entering split screen
    /// and becoming horizontally compact, say. The change flows through the controllers with a coordinator.
    ///
    /// - Parameters:
    ///   - size: The new size in points, positive and finite.
    ///   - traits: Traits to change; only those it specifies change (nil keeps the window's traits).
    ///   - animated: Whether to animate, over ``resizeDuration``.
    /// - Returns: Whether the resize started; false, with an error in ``diagnostics``, for a bad size or while
    ///   a present, dismiss, rotation or resize is under way.
    @discardableResult
    public func transition(toSize size: Size, traits: TraitCollection? = nil, animated: Bool = true) -> Bool {
        guard size.isFinite, size.width > 0, size.height > 0 else {
            diagnostics.report(.error, "cannot resize the window to \(size): a size must be positive and finite",
                               code: .engine.badWindowSize)
            return false
        }
        let newTraits = traits.map { TraitCollection(traitsFrom: [traitCollection, $0]) } ?? traitCollection
        guard size != bounds.size || newTraits != traitCollection else { return true }
        return performTransition(
            call: "resize", detail: "\(bounds.size) → \(size) \(newTraits)",
            size: size, traits: newTraits, insets: safeAreaInsets, orientation: orientation,
            duration: Window.resizeDuration, targetTransform: .identity, animated: animated)
    }

    // MARK: Running

    private func performTransition(
        call: String, detail: String, size: Size, traits: TraitCollection, insets: EdgeInsets, orientation: Orientation,
        duration: Double, targetTransform: AffineTransform, animated: Bool
    ) -> Bool {
        if activeTransition != nil || windowTransition != nil {
            diagnostics.report(
                .error, "cannot \(call) the window while a \(activeTransition != nil ? "presentation or dismissal" : "rotation or resize") "
                    + "is in progress; do it from the completion handler", code: .engine.sizeTransitionWhileTransitioning)
            return false
        }
        trace.record(call, target: name, detail: detail)
        let oldSize = bounds.size
        let oldTraits = traitCollection
        let change = { [unowned self] in
            self.applyScreen(size: size, traits: traits, insets: insets, orientation: orientation)
        }
        guard let root = rootViewController else {
            clock.performWithoutAnimation(change)
            layoutIfNeeded()
            return true
        }
        let transition = ContentTransition(
            window: self, kind: .window, name: "\(call)(\(orientation == self.orientation ? "\(size)" : orientation.rawValue))",
            containerView: rootView, controller: root, duration: duration, animated: animated,
            targetTransform: targetTransform)
        transition.run(messages: {
            if traits != oldTraits { root.deliverWillTransition(to: traits, with: transition.coordinator) }
            // A half turn keeps the size, but UIKit still sends it: the target transform tells the turn.
            if size != oldSize || targetTransform != .identity {
                root.deliverViewWillTransition(to: size, with: transition.coordinator)
            }
        }, change: change)
        return true
    }

    /// The new screen, set inside the transition's animation: the window and the root controller's view take
    /// the new bounds, full-screen containers follow with the presented views in them, and containers over a
    /// presentation context follow that context's view once it is laid out.
    private func applyScreen(size: Size, traits: TraitCollection, insets: EdgeInsets, orientation: Orientation) {
        let oldBounds = bounds
        let newBounds = Rect(origin: .zero, size: size)
        traitCollection = traits
        safeAreaInsets = insets
        self.orientation = orientation
        if traits.displayScale > 0 { scale = traits.displayScale }
        rootView.frame = newBounds
        // The root controller's view may be receding behind a sheet (scaled): its layout sets its bounds and
        // center, never its frame through the transform (see `View.untransformedFrame`).
        rootViewController?.viewIfLoaded?.untransformedFrame = newBounds
        let live = presentationControllers.filter { $0.containerView?.window === self }
        for controller in presentationControllers where controller.presenterViewHome?.frame == oldBounds {
            // A removed presenter's view was the screen's size; it comes back at the new one.
            controller.presenterViewHome?.frame = newBounds
        }
        for controller in live {
            guard let container = controller.containerView, container.superview === rootView else { continue }
            let oldSize = container.bounds.size
            container.frame = newBounds
            stretch(controller.checkedPresentedView, in: container, from: oldSize, to: size)
        }
        layoutIfNeeded()
        for controller in live {
            guard let container = controller.containerView, container.superview !== rootView,
                  let presenterView = controller.presentingStorage?.viewIfLoaded,
                  presenterView.superview === container.superview else { continue }
            let oldSize = container.bounds.size
            container.frame = presenterView.frame
            stretch(controller.checkedPresentedView, in: container, from: oldSize, to: container.bounds.size)
        }
        keyboard.screenDidChange()
    }

    /// UIKit gives a presented view flexible width and height: it keeps its margins to the container's edges
    /// (its untransformed frame's: a style may have scaled it).
    private func stretch(_ view: View?, in container: View, from oldSize: Size, to newSize: Size) {
        guard let view, view.superview === container, oldSize != newSize else { return }
        let frame = view.untransformedFrame
        view.untransformedFrame = Rect(x: frame.x, y: frame.y, width: max(0, frame.width + newSize.width - oldSize.width),
                          height: max(0, frame.height + newSize.height - oldSize.height))
    }
}
