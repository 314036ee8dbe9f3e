/// Everything an animator needs to know about a transition (UIKit's `UIViewControllerContextTransitioning`).
///
/// Animators must take views, controllers and frames from the context rather than assume them: the presented
/// view may be wrapped, its final frame comes from the presentation controller, and the presenter's view may
/// not take part at all. The engine vends one for presentations and dismissals; navigation and tab
/// transitions vend the same type, so one animator serves all of them.
public protocol ViewControllerContextTransitioning: AnyObject {
    /// The view in which the transition happens; the animator adds the views it animates to it.
    var containerView: View { get }
    /// Whether the transition animates (false for `present(_:animated: false)`: put the views in their final
    /// place and complete at once).
    var isAnimated: Bool { get }
    /// Whether an interaction controller drives the transition right now.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled (interactively, or by an animator completing with `false`).
    var transitionWasCancelled: Bool { get }
    /// The presentation style of the controller being presented or dismissed.
    var presentationStyle: ModalPresentationStyle { get }
    /// The rotation under way, for size transitions; the identity otherwise.
    var targetTransform: AffineTransform { get }
    /// The timeline the transition's animations run on (pause and scrub it to drive the transition).
    var timeline: Timeline { get }
    /// The clock to animate with.
    var clock: AnimationClock { get }

    /// A controller of the transition.
    func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController?
    /// A view that takes part in the transition; nil when that side's view does not.
    func view(forKey key: TransitionContextViewKey) -> View?
    /// Where a controller's view starts, in the container's coordinates; `.zero` when it is being added.
    func initialFrame(for viewController: ViewController) -> Rect
    /// Where a controller's view ends, in the container's coordinates; `.zero` when it is being removed.
    func finalFrame(for viewController: ViewController) -> Rect
    /// Tells the engine the animations are done; `false` cancels. Call it exactly once.
    func completeTransition(_ didComplete: Bool)

    /// Reports the progress of an interactive transition, 0...1.
    func updateInteractiveTransition(_ percentComplete: Double)
    /// The interaction ended and the transition will finish.
    func finishInteractiveTransition()
    /// The interaction ended and the transition will be cancelled.
    func cancelInteractiveTransition()
    /// The running animations stop so that interaction can take over again.
    func pauseInteractiveTransition()
}
