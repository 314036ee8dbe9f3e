/// The engine's ``ViewControllerTransitionCoordinator``: one per transition, vended by the participating
/// controllers' ``ViewController/transitionCoordinator`` while it runs.
///
/// Animate-alongside blocks queued before the transition starts run right after the animator's
/// `animateTransition`, in one animation block with the transition's duration and completion curve, on the
/// transition's timeline — so chrome fades in exactly as long as the content moves, and pauses with it when
/// the transition is interactive. Blocks queued after that run at once over the time remaining. Completions
/// run after the transition ends, after the present/dismiss completion handler (the order the seeds
/// describe).
public final class TransitionCoordinator: ViewControllerTransitionCoordinator {
    let context: TransitionContext
    let interactionController: ViewControllerInteractiveTransitioning?
    /// How the coordinator appears in the trace, e.g. `TransitionCoordinator(presented)`.
    public let traceName: String
    public private(set) var initiallyInteractive = false
    private var pending: [(ViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(ticket: CompletionTicket?, body: (ViewControllerTransitionCoordinatorContext) -> Void)] = []
    private var interactionObservers: [(ViewControllerTransitionCoordinatorContext) -> Void] = []
    private(set) var hasStarted = false
    private(set) var hasEnded = false
    private weak var window: Window?

    /// The coordinator of the transition `context` describes, hearing its interaction change.
    init(
        context: TransitionContext, window: Window, traceName: String,
        interactionController: ViewControllerInteractiveTransitioning? = nil
    ) {
        self.context = context
        self.window = window
        self.traceName = traceName
        self.interactionController = interactionController
        context.onInteractionChange = { [weak self] in self?.interactionChanged() }
    }

    public var isAnimated: Bool { context.isAnimated }
    public var presentationStyle: ModalPresentationStyle { context.presentationStyle }
    public var isInterruptible: Bool { false }
    public var isInteractive: Bool { context.isInteractive }
    public var isCancelled: Bool { context.transitionWasCancelled }
    public var transitionDuration: Double { context.duration }
    public var completionVelocity: Double { interactionController?.completionSpeed ?? 1 }
    public var completionCurve: TimingCurve { interactionController?.completionCurve ?? .easeInEaseOut }
    public var containerView: View { context.containerView }
    public var targetTransform: AffineTransform { context.targetTransform }

    public var percentComplete: Double {
        if hasEnded { return context.transitionWasCancelled ? 0 : 1 }
        if initiallyInteractive || context.isInteractive { return context.percentComplete }
        guard context.duration > 0 else { return 0 }
        return Swift.min(1, Swift.max(0, context.timeline.localTime / context.duration))
    }

    public func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController? {
        context.viewController(forKey: key)
    }

    public func view(forKey key: TransitionContextViewKey) -> View? {
        context.view(forKey: key)
    }

    @discardableResult
    public func animate(
        alongsideTransition animation: ((ViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animateAlongsideTransition(in: nil, animation: animation, completion: completion)
    }

    /// The view needs nothing more here: alongside blocks run on the transition's timeline whichever views they
    /// change, so a view outside the container pauses, scrubs and finishes with the transition too.
    @discardableResult
    public func animateAlongsideTransition(
        in view: View?,
        animation: ((ViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        guard !hasEnded else { return false }
        if let completion {
            let ticket = window?.ledger.register("an alongside completion of \(traceName)")
            completions.append((ticket, completion))
        }
        guard let animation else { return true }
        if hasStarted {
            run([animation], over: Swift.max(0, context.duration - context.timeline.localTime))
        } else {
            pending.append(animation)
        }
        return true
    }

    public func notifyWhenInteractionChanges(_ handler: @escaping (ViewControllerTransitionCoordinatorContext) -> Void) {
        interactionObservers.append(handler)
    }

    // MARK: Engine side

    /// The transition started: remember whether interactively.
    func transitionStarted(interactive: Bool) {
        initiallyInteractive = interactive
    }

    /// Runs the queued alongside blocks over the transition's duration (at once when not animated).
    func startAlongsideAnimations() {
        guard !hasStarted else { return }
        hasStarted = true
        let blocks = pending
        pending.removeAll()
        run(blocks, over: context.duration)
    }

    private func run(_ animations: [(ViewControllerTransitionCoordinatorContext) -> Void], over duration: Double) {
        guard !animations.isEmpty else { return }
        let clock = context.clock
        let body = { [self] in
            for animation in animations {
                window?.trace.record("animateAlongsideTransition", target: traceName)
                animation(self)
            }
        }
        if context.isAnimated && !context.isCompleted && duration > 0 {
            clock.animate(
                AnimationParameters(duration: duration, timing: .curve(completionCurve)),
                timeline: context.timeline, label: "alongside(\(traceName))", animations: body)
        } else {
            clock.performWithoutAnimation(body)
        }
    }

    /// The interaction started or stopped.
    func interactionChanged() {
        for observer in interactionObservers { observer(self) }
    }

    /// The transition ended: run the completions, once each.
    func transitionEnded() {
        guard !hasEnded else { return }
        if !hasStarted { startAlongsideAnimations() }
        hasEnded = true
        let blocks = completions
        completions.removeAll()
        for completion in blocks {
            window?.trace.record("alongsideCompletion", target: traceName)
            if let ticket = completion.ticket {
                ticket.fire { completion.body(self) }
            } else {
                completion.body(self)
            }
        }
    }
}
