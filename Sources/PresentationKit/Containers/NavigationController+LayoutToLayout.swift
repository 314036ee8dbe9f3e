extension NavigationController {
    /// The layout-to-layout animator when a push or pop is between two collection view controllers and the
    /// upper one (pushed, or popped) uses layout-to-layout navigation transitions; nil otherwise.
    func layoutToLayoutAnimator(
        for operation: Operation, from: ViewController, to: ViewController
    ) -> LayoutToLayoutNavigationAnimator? {
        guard let from = from as? CollectionViewController, let to = to as? CollectionViewController else { return nil }
        let upper = operation == .pop ? from : to
        guard upper.useLayoutToLayoutNavigationTransitions else { return nil }
        return LayoutToLayoutNavigationAnimator(operation: operation)
    }
}
