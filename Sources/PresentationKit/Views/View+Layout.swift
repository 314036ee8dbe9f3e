extension View {
    /// Marks the view as needing layout; the window lays it out when the clock next commits (the end of the
    /// run-loop turn). A new bounds size, an added or removed subview, do it automatically.
    public func setNeedsLayout() {
        needsLayout = true
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
        layOut(in: window, superviewInsets: superview?.safeAreaInsets)
    }

    /// The pass, with the superview's safe-area insets already computed: each view's come from its
    /// superview's, once per pass.
    private func layOut(in window: Window?, superviewInsets: EdgeInsets?) {
        let insets = window.map { computedSafeAreaInsets(in: $0, superviewInsets: superviewInsets) } ?? .zero
        updateSafeAreaInsets(insets)
        var current = insets
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
        for subview in subviews { subview.layOut(in: window, superviewInsets: current) }
    }
}
