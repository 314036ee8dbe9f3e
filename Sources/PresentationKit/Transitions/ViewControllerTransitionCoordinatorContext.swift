/// What can be asked about a transition while it runs (UIKit's
/// `UIViewControllerTransitionCoordinatorContext`); passed to animate-alongside blocks and completions.
public protocol ViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// The presentation style of the controller presented or dismissed.
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
    /// The view the transition happens in.
    var containerView: View { get }
    /// The rotation a size transition applies; the identity for presentations.
    var targetTransform: AffineTransform { get }
    /// The `from` or `to` controller.
    func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController?
    /// The `from` or `to` view, or nil when that view does not take part.
    func view(forKey key: TransitionContextViewKey) -> View?
}
