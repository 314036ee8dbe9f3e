/// An interaction controller: drives a transition's progress from outside, e.g. from a gesture (UIKit's
/// `UIViewControllerInteractiveTransitioning`).
public protocol ViewControllerInteractiveTransitioning: AnyObject {
    /// Called instead of the animator's `animateTransition` when the transition starts.
    func startInteractiveTransition(_ transitionContext: ViewControllerContextTransitioning)
    /// How fast the transition finishes after the interaction ends (1: at the animator's speed). Optional.
    var completionSpeed: Double { get }
    /// The curve the transition finishes with after the interaction ends. Optional.
    var completionCurve: TimingCurve { get }
    /// Whether the transition starts interactively. Optional; true by default.
    var wantsInteractiveStart: Bool { get }
    /// How the controller appears in the trace; its type's name by default.
    var traceName: String { get }
}

extension ViewControllerInteractiveTransitioning {
    /// 1: the transition finishes at the animator's speed (UIKit's default).
    public var completionSpeed: Double { 1 }
    /// Ease-in-ease-out (UIKit's default).
    public var completionCurve: TimingCurve { .easeInEaseOut }
    /// True: the transition starts interactively (UIKit's default).
    public var wantsInteractiveStart: Bool { true }
    /// The controller's type name.
    public var traceName: String { String(describing: type(of: self)) }
}
