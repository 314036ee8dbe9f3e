extension ViewController {
    /// The nearest navigation controller among this controller's ancestors (UIKit's `navigationController`);
    /// nil outside any stack. A navigation controller's own is the one containing it, if any.
    public var navigationController: NavigationController? { nearestAncestor(NavigationController.self) }

    /// The nearest tab bar controller among this controller's ancestors (UIKit's `tabBarController`).
    public var tabBarController: TabBarController? { nearestAncestor(TabBarController.self) }

    private func nearestAncestor<Container: ViewController>(_ type: Container.Type) -> Container? {
        var current = parent
        while let candidate = current {
            if let container = candidate as? Container { return container }
            current = candidate.parent
        }
        return nil
    }
}
