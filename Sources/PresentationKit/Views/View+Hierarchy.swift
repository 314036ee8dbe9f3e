extension View {
    /// Adds `view` on top of the other subviews, moving it from its current superview if it has one
    /// (adding a subview again brings it to the front, as in UIKit).
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` among the subviews (0 is the back), counted after taking `view` out if it
    /// is already a subview; the index is clamped to the valid range.
    public func insertSubview(_ view: View, at index: Int) {
        guard canAdopt(view) else { return }
        let previousWindow = view.superview?.window
        takeOut(view)
        subviews.insert(view, at: Swift.max(0, Swift.min(indexBelowFrontmost(index, inserting: view), subviews.count)))
        view.superview = self
        view.invalidateSafeAreaInsets()
        setNeedsLayout()
        view.setNeedsLayout()
        view.layoutDelegate?.viewDidMoveInHierarchy(view)
        if let previousWindow, previousWindow !== window { previousWindow.withdrawRecognizersOutsideWindow() }
    }

    /// Inserts `view` just above `sibling`; adds it on top if `sibling` is not a subview.
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        guard view !== sibling, canAdopt(view) else { return }
        takeOut(view)
        let index = subviews.firstIndex(where: { $0 === sibling }).map { $0 + 1 } ?? subviews.count
        insertSubview(view, at: index)
    }

    /// Inserts `view` just below `sibling`; adds it at the back if `sibling` is not a subview.
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        guard view !== sibling, canAdopt(view) else { return }
        takeOut(view)
        insertSubview(view, at: subviews.firstIndex(where: { $0 === sibling }) ?? 0)
    }

    /// Moves a subview to the front.
    public func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        addSubview(view)
    }

    /// Moves a subview to the back.
    public func sendSubviewToBack(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Removes the view from its superview. Running animations keep running (their completions still come).
    ///
    /// A view that leaves its window takes its touches with it: the gesture recognizers on it and its
    /// subviews that are working on a touch are cancelled (those not yet recognized fail) at once, before this
    /// returns, as UIKit cancels a touch sequence whose view is removed from its window (Apple,
    /// `UIResponder.touchesCancelled(_:with:)`: an interruption is anything that "causes the view handling the
    /// touch events to be removed from its window").
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        let window = parent.window
        detachFromSuperview()
        parent.setNeedsLayout()
        layoutDelegate?.viewDidMoveInHierarchy(self)
        window?.withdrawRecognizersOutsideWindow()
    }

    /// Whether this view is `view` or lies inside it.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The view and its descendants, back to front, depth first: the order a renderer paints them.
    public var subtreeBackToFront: [View] {
        var result: [View] = []
        appendSubtree(to: &result)
        return result
    }

    /// One array for the whole walk: renderers list every view at every sampled frame.
    private func appendSubtree(to result: inout [View]) {
        result.append(self)
        for subview in subviews { subview.appendSubtree(to: &result) }
    }

    /// The first view in the subtree (this one included) with the given name, searching back to front.
    public func firstDescendant(named name: String) -> View? {
        subtreeBackToFront.first { $0.name == name }
    }

    /// Takes `view` out of its current superview's list, without marking anything for layout.
    private func takeOut(_ view: View) {
        view.detachFromSuperview()
    }

    private func detachFromSuperview() {
        guard let parent = superview else { return }
        // From the front: a presentation's container, the one most often taken out, is at the front, and
        // a view is a subview once.
        if let index = parent.subviews.lastIndex(where: { $0 === self }) { parent.subviews.remove(at: index) }
        superview = nil
    }

    /// A view cannot become a subview of itself or of one of its descendants: that would make a cycle.
    private func canAdopt(_ view: View) -> Bool {
        guard !isDescendant(of: view) else {
            window?.diagnostics.report(
                .error, "cannot add view '\(view.name)' to '\(name)': '\(name)' is '\(view.name)' or lies inside it",
                code: .engine.viewCycle)
            return false
        }
        return true
    }
}
