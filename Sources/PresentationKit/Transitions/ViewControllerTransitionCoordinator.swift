/// Runs work alongside a transition and after it (UIKit's `UIViewControllerTransitionCoordinator`). Get it
/// from ``ViewController/transitionCoordinator`` of a controller taking part in the transition.
public protocol ViewControllerTransitionCoordinator: ViewControllerTransitionCoordinatorContext {
    /// Animates `animation`'s changes alongside the transition (same duration, same timeline) and runs
    /// `completion` after the transition ends. Returns false when the transition already ended.
    @discardableResult
    func animate(
        alongsideTransition animation: ((ViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool

    /// Like ``animate(alongsideTransition:completion:)``, for a view outside the container.
    @discardableResult
    func animateAlongsideTransition(
        in view: View?,
        animation: ((ViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool

    /// Runs `handler` whenever the transition stops or starts being interactive.
    func notifyWhenInteractionChanges(_ handler: @escaping (ViewControllerTransitionCoordinatorContext) -> Void)
}

extension ViewControllerTransitionCoordinator {
    /// Animates alongside the transition, without a completion.
    @discardableResult
    public func animate(alongsideTransition animation: @escaping (ViewControllerTransitionCoordinatorContext) -> Void) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }

    /// UIKit's older form (iOS 7): runs `handler` each time the interactive part ends — when the interaction
    /// finishes or cancels, not when a pause makes the transition interactive again. Ask the context's
    /// `isCancelled` there to undo what `viewWillAppear` assumed.
    public func notifyWhenInteractionEnds(_ handler: @escaping (ViewControllerTransitionCoordinatorContext) -> Void) {
        notifyWhenInteractionChanges { context in
            if !context.isInteractive { handler(context) }
        }
    }
}
