extension View {
    /// Marks the view as needing layout; the window lays it out when the clock next commits (the end of the
    /// run-loop turn). A new bounds size, an added or removed subview, do it automatically.
    public func setNeedsLayout() {
        needsLayout = true
        window?.hasPendingLayout = true
    }

    /// Whether a layout pass is pending for this view.
    public var needsLayoutPass: Bool { needsLayout }

    /// Lays out this view and its descendants now, where needed, top down: the owner hears
    /// `…WillLayoutSubviews` then `…DidLayoutSubviews` (there is no auto layout: a view's children keep the
    /// frames their code set), then the subviews are laid out.
    public func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            layoutDelegate?.viewWillLayoutSubviews(self)
            // What the will-callbacks changed (frames set in `containerViewWillLayoutSubviews`) is laid out in
            // this pass, as UIKit lays out after them; it does not call for another.
            needsLayout = false
            layoutDelegate?.viewDidLayoutSubviews(self)
        }
        for subview in subviews { subview.layoutIfNeeded() }
    }
}
