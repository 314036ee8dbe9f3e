extension ViewController {
    /// Adds a child controller (UIKit's `addChild`): calls the child's `willMove(toParent:)`. Add the
    /// child's view to your view yourself, then call the child's `didMove(toParent:)`, as in UIKit.
    ///
    /// A controller that is presented, or is the root, cannot become a child; that is reported and ignored.
    public func addChild(_ child: ViewController) {
        guard child !== self, child.parent !== self else { return }
        guard child.presentingStorage == nil, child.hostWindow == nil, !isDescendantController(of: child) else {
            window?.diagnostics.report(
                .error, "cannot add '\(child.name)' as a child of '\(name)': it is presented, the root, or an ancestor",
                code: .engine.illegalChild)
            return
        }
        child.removeFromParent()
        window?.trace.record("willMove(toParent:)", target: child.name, detail: name)
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Removes the controller from its parent (UIKit's `removeFromParent`): calls `didMove(toParent: nil)`.
    /// Call `willMove(toParent: nil)` and remove the view yourself first, as in UIKit.
    public func removeFromParent() {
        guard let parent else { return }
        let window = self.window
        parent.children.removeAll { $0 === self }
        parent.childTraitOverrides[ObjectIdentifier(self)] = nil
        self.parent = nil
        window?.trace.record("didMove(toParent:)", target: name, detail: "nil")
        didMove(toParent: nil)
    }

    /// Whether `controller` is this controller or one of its containment ancestors.
    func isDescendantController(of controller: ViewController) -> Bool {
        var current: ViewController? = self
        while let candidate = current {
            if candidate === controller { return true }
            current = candidate.parent
        }
        return false
    }

    /// The top of this controller's containment hierarchy: the root, a presented controller, or itself.
    var containmentRoot: ViewController {
        var current = self
        while let parent = current.parent { current = parent }
        return current
    }
}
