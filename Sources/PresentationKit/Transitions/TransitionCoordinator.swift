/// The engine's ``ViewControllerTransitionCoordinator``: one per transition, vended by the participating
/// controllers' ``ViewController/transitionCoordinator`` while it runs.
///
/// Animate-alongside blocks queued before the transition starts run in the animator's context, with its
/// timing: inside the first animation block the animator opens on the transition's timeline, or added to the
/// property animator it starts (`AlongsideHost.swift` gives the rule and its sources) — so chrome beside a
/// spring rides the spring. When the animator starts neither, they run right after `animateTransition`, in
/// one animation block with the transition's duration and completion curve. Either way they run on the
/// transition's timeline, so chrome pauses with the content when the transition is interactive. Blocks queued
/// after that run at once over the time remaining. Completions
/// run after the transition ends, after the present/dismiss completion handler (the order the seeds
/// describe).
public final class TransitionCoordinator: ViewControllerTransitionCoordinator {
    let context: TransitionContext
    let interactionController: ViewControllerInteractiveTransitioning?
    /// How the coordinator appears in the trace, e.g. `TransitionCoordinator(presented)`.
    public let traceName: String
    /// Whether the transition started interactively.
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

    /// Whether the transition is animated.
    public var isAnimated: Bool { context.isAnimated }
    /// The presentation style of the controller presented or dismissed.
    public var presentationStyle: ModalPresentationStyle { context.presentationStyle }
    /// Always false (see ``ViewControllerTransitionCoordinatorContext/isInterruptible``).
    public var isInterruptible: Bool { false }
    /// Whether an interaction drives the transition now.
    public var isInteractive: Bool { context.isInteractive }
    /// Whether the transition was cancelled.
    public var isCancelled: Bool { context.transitionWasCancelled }
    /// The animator's duration (0 before the transition starts).
    public var transitionDuration: Double { context.duration }
    /// The interaction controller's completion speed, or 1.
    public var completionVelocity: Double { interactionController?.completionSpeed ?? 1 }
    /// The interaction controller's completion curve, or ease-in-ease-out.
    public var completionCurve: TimingCurve { interactionController?.completionCurve ?? .easeInEaseOut }
    /// The view the transition happens in.
    public var containerView: View { context.containerView }
    /// The rotation a size transition applies; the identity for presentations.
    public var targetTransform: AffineTransform { context.targetTransform }

    /// How far along the transition is, 0...1: the interaction's progress while one drives it, else the share of
    /// the duration the timeline has run; 1 or 0 once it has ended, completed or cancelled.
    public var percentComplete: Double {
        if hasEnded { return context.transitionWasCancelled ? 0 : 1 }
        if initiallyInteractive || context.isInteractive { return context.percentComplete }
        guard context.duration > 0 else { return 0 }
        return Swift.min(1, Swift.max(0, context.timeline.localTime / context.duration))
    }

    /// The `from` or `to` controller.
    public func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController? {
        context.viewController(forKey: key)
    }

    /// The `from` or `to` view, or nil when that view does not take part.
    public func view(forKey key: TransitionContextViewKey) -> View? {
        context.view(forKey: key)
    }

    /// Queues `animation` to run alongside the transition and `completion` after it (see the type's discussion);
    /// returns false when the transition has already ended.
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

    /// Calls `handler` whenever an interaction ends or takes over again (UIKit's
    /// `notifyWhenInteractionChanges(_:)`, iOS 10).
    public func notifyWhenInteractionChanges(_ handler: @escaping (ViewControllerTransitionCoordinatorContext) -> Void) {
        interactionObservers.append(handler)
    }

    // MARK: Engine side

    /// The transition started: remember whether interactively.
    func transitionStarted(interactive: Bool) {
        initiallyInteractive = interactive
    }

    /// Offers the queued alongside blocks to the first animation the animator starts while `body` runs (its
    /// `animateTransition` or the interaction controller's start); they run inside it, with its timing.
    func hostingAlongsideAnimations(on clock: AnimationClock, _ body: () -> Void) {
        guard !hasStarted, !pending.isEmpty, context.isAnimated, context.duration > 0 else { return body() }
        let host = AlongsideHost(timeline: context.timeline) { [weak self] in self?.runHostedAlongsideAnimations() }
        let outer = clock.alongsideHost
        clock.alongsideHost = host
        body()
        if clock.alongsideHost === host { clock.alongsideHost = outer }
    }

    /// The queued blocks, run inside the animation hosting them: the changes they make take its timing.
    private func runHostedAlongsideAnimations() {
        guard !hasStarted, !hasEnded else { return }
        hasStarted = true
        let blocks = pending
        pending.removeAll()
        for animation in blocks {
            window?.trace.record("animateAlongsideTransition", target: traceName)
            animation(self)
        }
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
