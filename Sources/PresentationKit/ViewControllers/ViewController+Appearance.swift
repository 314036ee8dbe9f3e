extension ViewController {
    /// Starts the view's appearance (`true`) or disappearance (`false`), calling `viewWillAppear` or
    /// `viewWillDisappear` (UIKit's `beginAppearanceTransition(_:animated:)`); children whose views are in
    /// this view follow. An illegal move (appearing twice) is refused and reported as UIKit's "unbalanced
    /// calls" warning.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        guard let next = appearanceState.beginning(appearing: isAppearing) else {
            refuseAppearance(isAppearing ? "begin appearing" : "begin disappearing")
            return
        }
        appearanceState = next
        owesViewIsAppearing = isAppearing && hasViewIsAppearing
        if isAppearing {
            record("viewWillAppear", String(animated))
            viewWillAppear(animated)
        } else {
            record("viewWillDisappear", String(animated))
            viewWillDisappear(animated)
        }
        for child in childrenFollowingAppearance where child.appearanceState.beginning(appearing: isAppearing) != nil {
            child.beginAppearanceTransition(isAppearing, animated: animated)
        }
        appearanceAnimated = animated
    }

    /// Ends the appearance transition under way, calling `viewDidAppear` or `viewDidDisappear` (UIKit's
    /// `endAppearanceTransition()`).
    public func endAppearanceTransition() {
        guard let next = appearanceState.ended else {
            refuseAppearance("end an appearance transition")
            return
        }
        if next == .appeared { deliverOwedViewIsAppearing() }
        appearanceState = next
        owesViewIsAppearing = false
        let animated = appearanceAnimated
        if next == .appeared {
            record("viewDidAppear", String(animated))
            viewDidAppear(animated)
        } else {
            record("viewDidDisappear", String(animated))
            viewDidDisappear(animated)
        }
        for child in childrenFollowingAppearance where child.appearanceState.ended != nil {
            child.endAppearanceTransition()
        }
    }

    /// Children whose views are inside this controller's view get the same appearance callbacks.
    var childrenFollowingAppearance: [ViewController] {
        guard let view = viewIfLoaded else { return [] }
        return children.filter { child in
            guard let childView = child.viewIfLoaded else { return false }
            return childView !== view && childView.isDescendant(of: view)
        }
    }

    private func refuseAppearance(_ move: String) {
        let message = "Unbalanced calls to begin/end appearance transitions for '\(name)': cannot \(move) while \(appearanceState.rawValue)"
        appearanceViolations.append(message)
        window?.diagnostics.report(.warning, message, code: .engine.unbalancedAppearance)
    }
}
