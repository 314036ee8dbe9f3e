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
