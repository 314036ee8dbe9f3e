/// `show` and `showDetailViewController`: showing a controller without knowing the container (UIKit's
/// `show(_:sender:)` and `showDetailViewController(_:sender:)`, iOS 8), so the same code pushes on a phone
/// and replaces the detail on an iPad.
///
/// UIKit finds the handler by walking up the containment hierarchy (`targetViewController(forAction:sender:)`);
/// so does this: the nearest navigation or split view controller above (or being) the caller handles
/// `show`, the nearest split view controller `showDetailViewController`; with none, the controller is
/// presented.
extension ViewController {
    /// Shows `viewController` in the primary context (UIKit's `show(_:sender:)`): the nearest navigation
    /// controller pushes it; a split view controller reached first lets its delegate handle it, else shows
    /// it in its primary (pushed onto a navigation primary, else replacing the primary); with neither it is
    /// presented modally.
    public func show(_ viewController: ViewController, sender: Any?) {
        window?.trace.record("show(_:sender:)", target: name, detail: viewController.name)
        var current: ViewController? = self
        while let candidate = current {
            if let navigation = candidate as? NavigationController {
                navigation.pushViewController(viewController, animated: true)
                return
            }
            if let split = candidate as? SplitViewController {
                split.showInPrimary(viewController, sender: sender)
                return
            }
            current = candidate.parent
        }
        present(viewController, animated: true)
    }

    /// Shows `viewController` in the secondary context (UIKit's `showDetailViewController(_:sender:)`): the
    /// nearest split view controller lets its delegate handle it, else — expanded — makes it the secondary,
    /// or — collapsed — pushes it onto a navigation primary (presents it over any other). Outside a split
    /// view it is ``show(_:sender:)``.
    public func showDetailViewController(_ viewController: ViewController, sender: Any?) {
        window?.trace.record("showDetailViewController(_:sender:)", target: name, detail: viewController.name)
        var current: ViewController? = self
        while let candidate = current {
            if let split = candidate as? SplitViewController {
                split.showInSecondary(viewController, sender: sender)
                return
            }
            current = candidate.parent
        }
        show(viewController, sender: sender)
    }
}

extension SplitViewController {
    /// `show(_:sender:)` reaching the split view.
    func showInPrimary(_ viewController: ViewController, sender: Any?) {
        if let delegate {
            window?.trace.record("splitViewController(_:show:sender:)", target: delegate.traceName, detail: viewController.name)
            if delegate.splitViewController(self, show: viewController, sender: sender) { return }
        }
        if let navigation = primaryViewController as? NavigationController {
            push(viewController, onto: navigation)
        } else {
            viewControllers = [viewController] + (secondaryViewController.map { [$0] } ?? [])
        }
    }

    /// `showDetailViewController(_:sender:)` reaching the split view.
    func showInSecondary(_ viewController: ViewController, sender: Any?) {
        if let delegate {
            window?.trace.record("splitViewController(_:showDetail:sender:)", target: delegate.traceName,
                                 detail: viewController.name)
            if delegate.splitViewController(self, showDetail: viewController, sender: sender) { return }
        }
        guard let primary = primaryViewController else {
            viewControllers = [viewController]
            return
        }
        if !isCollapsed {
            viewControllers = [primary, viewController]
            // Showing a detail closes an overlaid primary, as tapping a row in the overlay does in UIKit.
            if displayMode == .primaryOverlay { changeDisplayMode(to: .primaryHidden, from: .primaryOverlay, animated: true) }
        } else if let navigation = primary as? NavigationController {
            push(viewController, onto: navigation)
        } else {
            primary.present(viewController, animated: true)
        }
    }

    /// Pushes a controller, or a navigation controller's stack (a navigation controller cannot be pushed).
    private func push(_ viewController: ViewController, onto navigation: NavigationController) {
        guard let nested = viewController as? NavigationController else {
            navigation.pushViewController(viewController, animated: true)
            return
        }
        let moved = nested.viewControllers
        nested.restack([])
        navigation.setViewControllers(navigation.viewControllers + moved, animated: true)
    }
}
