/// Collapsing into one column and separating into two, following the horizontal size class ("split view
/// controllers by default are collapsed when they're in horizontally compact containers").
///
/// Collapsing asks the delegate for the primary to keep (`primaryViewController(forCollapsing:)`), then
/// whether it folds the secondary itself (`collapseSecondary:onto:`); if not, a navigation primary gets the
/// secondary pushed onto its stack (a navigation secondary's stack is moved over, since a navigation
/// controller cannot be pushed), and any other primary simply drops it, as UIKit's `UIViewController`
/// default does. Separating asks for the primary to use (`primaryViewController(forExpanding:)`) and for
/// the secondary (`separateSecondaryFrom:`); if none, what collapsing pushed is popped off the primary's
/// stack and becomes the secondary again (back into its own navigation controller), and if nothing was
/// pushed the old secondary comes back as it was. Each call is recorded in the trace.
extension SplitViewController {
    /// What collapsing folded into the primary.
    struct CollapseRecord {
        /// The secondary that was folded away or dropped.
        let secondary: ViewController
        /// The controllers moved onto a navigation primary (empty when dropped).
        let moved: [ViewController]
        /// The primary's stack height before they were pushed.
        let base: Int
    }

    /// Collapses for a compact width and separates for any other, when the state differs.
    func followTraits(horizontalSizeClass: UserInterfaceSizeClass) {
        let compact = horizontalSizeClass == .compact
        guard compact != isCollapsed, primaryViewController != nil else { return }
        if compact { collapse() } else { separate() }
    }

    // MARK: Collapsing

    private func collapse() {
        guard let primary = primaryViewController else { return }
        window?.trace.record("collapse", target: name)
        var kept = primary
        if let delegate {
            window?.trace.record("primaryViewController(forCollapsing:)", target: delegate.traceName)
            if let answer = delegate.primaryViewController(forCollapsing: self), answer !== primary, canTake(answer) {
                kept = answer
            }
        }
        guard let secondary = secondaryViewController else {
            becomeCollapsed(with: kept, replacing: primary)
            return
        }
        var handled = false
        if let delegate {
            window?.trace.record("splitViewController(_:collapseSecondary:onto:)", target: delegate.traceName,
                                 detail: "\(secondary.name) \(kept.name)")
            handled = delegate.splitViewController(self, collapseSecondary: secondary, onto: kept)
        }
        if secondary.parent === self { detach(secondary) }
        becomeCollapsed(with: kept, replacing: primary)
        // Dropped unless pushed below; a push refused (the primary mid-transition, reported) drops it too.
        collapseRecord = CollapseRecord(secondary: secondary, moved: [], base: 0)
        guard !handled, kept !== secondary, let navigation = kept as? NavigationController,
              !navigation.refusesWhileTransitioning("collapsing '\(name)'") else { return }
        let moved: [ViewController]
        if let secondaryNavigation = secondary as? NavigationController {
            moved = secondaryNavigation.viewControllers
            guard secondaryNavigation.restack([]) else { return }
        } else {
            moved = secondary.parent == nil ? [secondary] : []
        }
        let base = navigation.viewControllers.count
        guard navigation.restack(navigation.viewControllers + moved) else { return }
        collapseRecord = CollapseRecord(secondary: secondary, moved: moved, base: base)
    }

    private func becomeCollapsed(with kept: ViewController, replacing primary: ViewController) {
        if kept !== primary {
            detach(primary)
            attach(kept)
        }
        viewControllersStorage = [kept]
        isCollapsed = true
        updatePrimaryTraitOverride()
        viewIfLoaded?.setNeedsLayout()
    }

    // MARK: Separating

    private func separate() {
        guard let primary = primaryViewController else { return }
        window?.trace.record("separate", target: name)
        var kept = primary
        if let delegate {
            window?.trace.record("primaryViewController(forExpanding:)", target: delegate.traceName)
            if let answer = delegate.primaryViewController(forExpanding: self), answer !== primary, canTake(answer) {
                kept = answer
            }
        }
        var secondary: ViewController?
        if let delegate {
            window?.trace.record("splitViewController(_:separateSecondaryFrom:)", target: delegate.traceName, detail: kept.name)
            secondary = delegate.splitViewController(self, separateSecondaryFrom: kept)
        }
        if secondary == nil { secondary = takeBackSecondary(from: kept) }
        collapseRecord = nil
        if kept !== primary {
            detach(primary)
            attach(kept)
        }
        if let secondary, secondary !== kept {
            if let parent = secondary.parent, parent !== self {
                window?.diagnostics.report(
                    .warning, "the secondary '\(secondary.name)' for '\(name)' is a child of '\(parent.name)'; it was "
                        + "taken from there", code: .engine.splitSecondaryReparented)
                secondary.willMove(toParent: nil)
                secondary.viewIfLoaded?.removeFromSuperview()
                secondary.removeFromParent()
            }
            if secondary.parent !== self { attach(secondary) }
            viewControllersStorage = [kept, secondary]
        } else {
            viewControllersStorage = [kept]
        }
        isCollapsed = false
        updatePrimaryTraitOverride()
        viewIfLoaded?.setNeedsLayout()
    }

    /// The default secondary when separating: what collapsing pushed onto a navigation primary, popped off
    /// (and put back into the secondary's own navigation controller), else the secondary collapsing dropped.
    private func takeBackSecondary(from primary: ViewController) -> ViewController? {
        guard let record = collapseRecord else { return nil }
        guard let navigation = primary as? NavigationController, !record.moved.isEmpty,
              navigation.viewControllers.count > record.base else {
            return restored(record)
        }
        let popped = Array(navigation.viewControllers[record.base...])
        guard navigation.restack(Array(navigation.viewControllers[..<record.base])) else { return nil }
        if let secondaryNavigation = record.secondary as? NavigationController {
            secondaryNavigation.restack(popped)
            return secondaryNavigation
        }
        if popped.count == 1 { return popped[0] }
        let wrapper = NavigationController(name: "\(record.secondary.name)Navigation")
        wrapper.restack(popped)
        return wrapper
    }

    /// The secondary collapsing dropped or folded away, as it was.
    private func restored(_ record: CollapseRecord) -> ViewController? {
        if let secondaryNavigation = record.secondary as? NavigationController, secondaryNavigation.viewControllers.isEmpty {
            let free = record.moved.filter { $0.parent == nil }
            if !free.isEmpty { secondaryNavigation.restack(free) }
        }
        return record.secondary.parent == nil ? record.secondary : nil
    }

    /// Whether a delegate's controller can become the primary: free, or already a child.
    private func canTake(_ controller: ViewController) -> Bool {
        let free = controller.parent === self || (controller.parent == nil && controller.presentingStorage == nil
            && controller.hostWindow == nil && !isDescendantController(of: controller))
        if !free {
            window?.diagnostics.report(
                .warning, "'\(controller.name)', the delegate's primary for '\(name)', cannot be its child; the "
                    + "primary stays", code: .engine.illegalSplitChildren)
        }
        return free
    }
}

extension NavigationController {
    /// Replaces the stack at once, without a transition or the delegate's `willShow`/`didShow` — how a split
    /// view moves controllers between columns while it collapses or separates, inside the trait change's own
    /// transition. The containment calls are made as for any stack change. Refused (and reported) while a
    /// push or pop runs.
    /// - Returns: Whether the stack changed.
    @discardableResult
    func restack(_ newStack: [ViewController]) -> Bool {
        guard !refusesWhileTransitioning("collapsing or separating a split view") else { return false }
        let oldStack = viewControllers
        let added = newStack.filter { controller in !oldStack.contains { $0 === controller } }
        let removed = oldStack.filter { controller in !newStack.contains { $0 === controller } }
        for controller in added { addChild(controller) }
        for controller in removed { childWillLeave(controller) }
        viewControllers = newStack
        showImmediately(newStack.last, replacing: oldStack.last)
        for controller in added { childDidMove(controller) }
        for controller in removed { controller.removeFromParent() }
        return true
    }
}
