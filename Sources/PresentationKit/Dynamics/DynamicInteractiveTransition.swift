/// Drives a ``DynamicTransitionAnimator``'s transition interactively: the interaction moves the views along
/// their paths, and when it ends the dynamics take them to the end or back to the start.
///
/// The percent-driven interaction controller scrubs a timeline of UIView animations, which is why it "only
/// works if your transition is using the UIView animation API" (WWDC 2013, seed 004). A dynamics-driven
/// transition has no timeline to scrub; this driver does what that talk suggests instead — write your own
/// interaction controller:
///
///     let interaction = DynamicInteractiveTransition()
///     delegate.interaction = interaction       // vended beside a DropTransitionAnimator
///     presented.dismiss(animated: true)
///     window.clock.advance(by: 0)              // starts: the views are at their starts, nothing moves
///     interaction.update(0.3)                  // each moving view 30 % along its path, as a finger puts it
///     interaction.finish(velocity: Vector(dx: 0, dy: 800))   // let go: the dynamics finish it
///
/// - ``update(_:)`` puts every moving view at `percent` of its path (start to end centre) and reports the
///   progress to the context.
/// - ``finish(velocity:)`` ends the interaction and runs the animator's behaviours towards the end, starting
///   from where the views are with the release velocity; the transition completes when they rest.
/// - ``cancel(velocity:)`` runs the behaviours back towards the start (by default a snap); the transition
///   completes cancelled when they rest.
/// Calls made before the transition starts are remembered and applied once it has.
public final class DynamicInteractiveTransition: ViewControllerInteractiveTransitioning {
    private enum Outcome {
        case finish(Vector)
        case cancel(Vector)
    }

    /// Whether the transition starts waiting for ``update(_:)``; true by default. When false the dynamics
    /// start at once, as without interaction.
    public var wantsInteractiveStart = true
    /// The last progress set by ``update(_:)``, 0...1.
    public private(set) var percentComplete: Double = 0

    private weak var context: TransitionContext?
    private weak var animator: DynamicTransitionAnimator?
    private var pendingPercent: Double?
    private var pendingOutcome: Outcome?

    public init() {}

    /// Whether a transition this controller drives is under way and follows ``update(_:)``.
    public var isInteractive: Bool { runningContext?.isInteractive ?? false }

    private var runningContext: TransitionContext? {
        guard let context, !context.isCompleted else { return nil }
        return context
    }

    /// Called by the engine: prepares the views at their starts and, unless interactive, runs the dynamics.
    public func startInteractiveTransition(_ transitionContext: ViewControllerContextTransitioning) {
        guard let context = transitionContext as? TransitionContext,
              let animator = context.animator as? DynamicTransitionAnimator else {
            preconditionFailure("\(traceName) drives only a DynamicTransitionAnimator's transition the engine runs")
        }
        self.context = context
        self.animator = animator
        percentComplete = 0
        context.window?.trace.record("prepareTransition(using:)", target: animator.traceName)
        animator.prepareTransition(using: context)
        if !context.isInteractive { animator.run(towardsEnd: true, using: context) }
        let percent = pendingPercent, outcome = pendingOutcome
        pendingPercent = nil
        pendingOutcome = nil
        if let percent { update(percent) }
        if let outcome { end(outcome) }
    }

    /// Puts every moving view `percentComplete` (clamped to 0...1) of the way along its path. Ignored for
    /// non-finite values and once the interaction has ended.
    public func update(_ percentComplete: Double) {
        guard percentComplete.isFinite else { return }
        let percent = Swift.min(1, Swift.max(0, percentComplete))
        guard let context = runningContext, let animator else {
            pendingPercent = percent
            return
        }
        guard context.isInteractive else { return }
        self.percentComplete = percent
        for path in animator.paths(using: context) { path.view.center = path.point(at: percent) }
        context.updateInteractiveTransition(percent)
    }

    /// Ends the interaction; the dynamics run on to the end from here, the views moving at `velocity`
    /// (points/s) as they are let go.
    public func finish(velocity: Vector = .zero) { end(.finish(velocity)) }

    /// Ends the interaction; the dynamics run back to the start, the views moving at `velocity` as let go.
    public func cancel(velocity: Vector = .zero) { end(.cancel(velocity)) }

    private func end(_ outcome: Outcome) {
        guard let context = runningContext, let animator else {
            pendingOutcome = outcome
            return
        }
        guard context.isInteractive else { return }
        let count = animator.paths(using: context).count
        switch outcome {
        case .finish(let velocity):
            context.finishInteractiveTransition()
            animator.run(towardsEnd: true, using: context, release: Array(repeating: velocity, count: count))
        case .cancel(let velocity):
            context.cancelInteractiveTransition()
            animator.run(towardsEnd: false, using: context, release: Array(repeating: velocity, count: count))
        }
    }
}
