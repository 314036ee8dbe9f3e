/// What can be asked about a transition while it runs (UIKit's
/// `UIViewControllerTransitionCoordinatorContext`); passed to animate-alongside blocks and completions.
public protocol ViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    var presentationStyle: ModalPresentationStyle { get }
    /// Whether the transition started interactively.
    var initiallyInteractive: Bool { get }
    /// Whether the transition can be interrupted (always false: property animators are not modelled).
    var isInterruptible: Bool { get }
    /// Whether an interaction drives it now.
    var isInteractive: Bool { get }
    /// Whether it was cancelled.
    var isCancelled: Bool { get }
    /// The animator's duration.
    var transitionDuration: Double { get }
    /// How far along the transition is, 0...1.
    var percentComplete: Double { get }
    /// The speed the transition finishes at after an interaction.
    var completionVelocity: Double { get }
    /// The curve the transition finishes with after an interaction.
    var completionCurve: TimingCurve { get }
    var containerView: View { get }
    var targetTransform: AffineTransform { get }
    func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController?
    func view(forKey key: TransitionContextViewKey) -> View?
}

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

    /// UIKit's older name: runs `handler` when the interactive part ends.
    public func notifyWhenInteractionEnds(_ handler: @escaping (ViewControllerTransitionCoordinatorContext) -> Void) {
        notifyWhenInteractionChanges(handler)
    }
}
