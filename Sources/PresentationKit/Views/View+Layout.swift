/// Layout passes that visit only what changed, as UIKit's do: `setNeedsLayout()` marks a view and each of its
/// ancestors as lying on the way to work ("Displaying and managing views with a view controller": UIKit lays
/// out the views marked since the last pass at the end of the run-loop turn, and the views it does not
/// mark it leaves alone). A view whose geometry, superview or controller's additional insets changed is marked
/// the same way, for its safe-area insets.
///
/// The walk is the same depth-first, back-to-front, top-down walk as a full one, in the same order: it skips
/// a subtree only when nothing in it was marked and its superview's insets and bounds are the ones it was
/// last laid out against — exactly the subtrees in which a full walk would call nothing and change nothing.
/// So a present at stack depth n costs its own subtree, not the n levels under it.
extension View {
    /// Marks the view as needing layout; the window lays it out when the clock next commits (the end of the
    /// run-loop turn). A new bounds size, an added or removed subview, do it automatically.
    public func setNeedsLayout() {
        needsLayout = true
        markOnLayoutPath()
        window?.hasPendingLayout = true
    }

    /// Whether a layout pass is pending for this view.
    public var needsLayoutPass: Bool { needsLayout }

    /// Lays out this view and its descendants now, where needed, top down: the view's safe-area insets are
    /// brought up to date (``safeAreaInsetsDidChange`` and the controller's `viewSafeAreaInsetsDidChange` when
    /// they changed: UIKit updates the safe area during the layout pass, before `layoutSubviews` and
    /// `viewWillLayoutSubviews`), the owner hears `…WillLayoutSubviews` then `…DidLayoutSubviews` (there is no
    /// auto layout: a view's children keep the frames their code set), then the subviews are laid out.
    public func layoutIfNeeded() {
        let window = window
        guard window != nil else { return layOutDetached() }
        safeAreaInputsChanged = true
        layOut(in: window, superviewInsets: superview?.safeAreaInsets, superviewChanged: true)
    }

    /// Marks that this view's safe-area insets must be worked out again at the next pass (its geometry, its
    /// superview or its controller's additional insets changed), without asking for a pass: the next one,
    /// whenever something asks for it, visits the view.
    func invalidateSafeAreaInsets() {
        safeAreaInputsChanged = true
        markOnLayoutPath()
    }

    /// Marks this view and its ancestors as lying on the way to work for the next pass, up to the first one
    /// already marked (whose ancestors are then marked too: a pass clears a view's mark before its subviews').
    func markOnLayoutPath() {
        var view: View? = self
        while let current = view, !current.isOnLayoutPath {
            current.isOnLayoutPath = true
            view = current.superview
        }
    }

    /// The pass, with the superview's safe-area insets already computed: each view's come from its
    /// superview's, once per pass. `superviewChanged` says the superview's insets or bounds differ from the
    /// ones this view was last laid out against.
    private func layOut(in window: Window?, superviewInsets: EdgeInsets?, superviewChanged: Bool) {
        let recomputes = superviewChanged || safeAreaInputsChanged
        guard recomputes || isOnLayoutPath else { return }
        window?.layoutVisits += 1
        // Cleared before anything runs: what a callback marks from here on is seen by this pass or the next.
        isOnLayoutPath = false
        safeAreaInputsChanged = false
        var current = laidOutSafeAreaInsets ?? .zero
        if recomputes {
            current = window.map { computedSafeAreaInsets(in: $0, superviewInsets: superviewInsets) } ?? .zero
            updateSafeAreaInsets(current)
        }
        if needsLayout {
            needsLayout = false
            layoutDelegate?.viewWillLayoutSubviews(self)
            // What the will-callbacks changed (frames set in `containerViewWillLayoutSubviews`) is laid out in
            // this pass, as UIKit lays out after them; it does not call for another.
            needsLayout = false
            layoutDelegate?.viewDidLayoutSubviews(self)
            // The callbacks may have moved this view: its subviews measure against where it is now.
            current = window.map { computedSafeAreaInsets(in: $0, superviewInsets: superviewInsets) } ?? .zero
        }
        let changed = current != laidOutSafeAreaInsets || model.bounds != laidOutBounds
        laidOutSafeAreaInsets = current
        laidOutBounds = model.bounds
        // The same test `layOut` starts with, made before the call: a window's root view holds a container
        // per presentation, and a pass passes over all but the one that changed.
        for subview in subviews where changed || subview.isOnLayoutPath || subview.safeAreaInputsChanged {
            subview.layOut(in: window, superviewInsets: current, superviewChanged: changed)
        }
    }

    /// A pass over a subtree in no window: every view, with no safe area, each left marked for its insets so
    /// that the first pass in a window works them out.
    private func layOutDetached() {
        updateSafeAreaInsets(.zero)
        safeAreaInputsChanged = true
        if needsLayout {
            needsLayout = false
            layoutDelegate?.viewWillLayoutSubviews(self)
            needsLayout = false
            layoutDelegate?.viewDidLayoutSubviews(self)
        }
        for subview in subviews { subview.layOutDetached() }
    }
}
