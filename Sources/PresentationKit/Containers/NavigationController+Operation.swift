extension NavigationController {
    /// What a navigation transition does to the stack (UIKit's `UINavigationController.Operation`), as the
    /// delegate is told when asked for an animator.
    public enum Operation: String, Hashable, Sendable, CaseIterable {
        /// No change to the stack.
        case none
        /// A controller was pushed (or `setViewControllers` shows one that was not in the stack).
        case push
        /// Controllers were popped (or `setViewControllers` shows one that was below the top).
        case pop
    }
}
