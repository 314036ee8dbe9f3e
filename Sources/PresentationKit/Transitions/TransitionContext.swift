/// The engine's ``ViewControllerContextTransitioning``: one per transition, handed to the animator.
///
/// It is not tied to presentations: whoever runs a transition (present, dismiss, and later push, pop or a
/// tab switch) builds one with the controllers, a way to find the participating views and frames, and what
/// to do when the animator completes.
public final class TransitionContext: ViewControllerContextTransitioning {
    /// The view the transition happens in.
    public let containerView: View
    /// Whether the transition is animated (`present(_:animated:)`'s flag).
    public let isAnimated: Bool
    /// Whether an interaction controller drives the transition now.
    public internal(set) var isInteractive = false
    /// Whether the transition was cancelled (an interaction cancelled, or `completeTransition(false)`).
    public private(set) var transitionWasCancelled = false
    /// The presentation style of the controller presented or dismissed.
    public let presentationStyle: ModalPresentationStyle
    /// The rotation a size transition applies; the identity for presentations.
    public var targetTransform: AffineTransform = .identity
    /// The transition's timeline: the animations started for it run on it, so an interaction can pause and scrub them.
    public let timeline: Timeline
    /// The window's clock.
    public let clock: AnimationClock
    /// The last progress an interaction reported, 0...1.
    public private(set) var percentComplete: Double = 0
    /// Whether `completeTransition` was called.
    public private(set) var isCompleted = false
    /// The animator's duration, once asked.
    public internal(set) var duration: Double = 0
    /// How the context appears in the trace, e.g. `TransitionContext(presented)`.
    public let traceName: String

    private let controllers: [TransitionContextViewControllerKey: ViewController]
    private let viewProvider: (TransitionContextViewKey) -> View?
    private let frameProvider: (ViewController, _ isFinal: Bool) -> Rect
    /// The `from` initial, `from` final, `to` initial and `to` final frames, each kept once worked out
    /// (``frame(of:isFinal:)``).
    private var keptFrames: [Rect?] = [nil, nil, nil, nil]

    weak var window: Window?
    /// Runs once, when the animator calls `completeTransition`.
    var onComplete: ((Bool) -> Void)?
    /// Runs whenever `isInteractive` changes.
    var onInteractionChange: (() -> Void)?
    /// The interaction controller driving the transition, if any: its completion speed sets how long the
    /// watchdog waits after the interaction ends.
    weak var interactionController: ViewControllerInteractiveTransitioning?
    /// The transition's animator, which a percent-driven interaction controller runs (weak: the transition
    /// owns it while it runs).
    weak var animator: ViewControllerAnimatedTransitioning?
    private var watchdog: ScheduledAction?

    init(
        traceName: String,
        window: Window,
        containerView: View,
        from: ViewController,
        to: ViewController,
        isAnimated: Bool,
        presentationStyle: ModalPresentationStyle,
        timeline: Timeline,
        views: @escaping (TransitionContextViewKey) -> View?,
        frames: @escaping (ViewController, _ isFinal: Bool) -> Rect
    ) {
        self.traceName = traceName
        self.window = window
        self.clock = window.clock
        self.containerView = containerView
        self.controllers = [.from: from, .to: to]
        self.isAnimated = isAnimated
        self.presentationStyle = presentationStyle
        self.timeline = timeline
        self.viewProvider = views
        self.frameProvider = frames
    }

    /// The `from` or `to` controller.
    public func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController? {
        controllers[key]
    }

    /// The `from` or `to` view, or nil when that view does not take part.
    public func view(forKey key: TransitionContextViewKey) -> View? {
        viewProvider(key)
    }

    /// Where `viewController`'s view starts, in the container's coordinates (`.zero` when unknown).
    ///
    /// For the `from` and `to` controllers, worked out once per transition (see ``finalFrame(for:)``).
    public func initialFrame(for viewController: ViewController) -> Rect {
        frame(of: viewController, isFinal: false)
    }

    /// Where `viewController`'s view ends, in the container's coordinates (`.zero` when unknown).
    ///
    /// For the `from` and `to` controllers, worked out once per transition and kept: UIKit's context answers
    /// the frames it was set up with rather than asking again (Apple, "UIViewControllerContextTransitioning",
    /// `finalFrame(for:)`: "the size of the corresponding view at the end of the transition"; the seed
    /// "UIPresentationController" walk-through, steps 8 to 10: `presentationTransitionWillBegin`, then the
    /// animator, whose `finalFrame` comes from `frameOfPresentedViewInContainerView`). The presented view's
    /// final frame is the presentation controller's `frameOfPresentedViewInContainerView` as the engine places
    /// the view, right after `presentationTransitionWillBegin` and before `transitionDuration`; every other
    /// frame when it is first asked for. So a transition asks its presentation controller at most once, however
    /// often its animator reads the frame.
    public func finalFrame(for viewController: ViewController) -> Rect {
        frame(of: viewController, isFinal: true)
    }

    /// A participant's kept frame (worked out now if it is the first time); another controller's, as the
    /// transition answers it now.
    private func frame(of viewController: ViewController, isFinal: Bool) -> Rect {
        let isTo = viewController === controllers[.to]
        guard isTo || viewController === controllers[.from] else { return frameProvider(viewController, isFinal) }
        let index = (isTo ? 2 : 0) + (isFinal ? 1 : 0)
        if let kept = keptFrames[index] { return kept }
        let frame = frameProvider(viewController, isFinal)
        keptFrames[index] = frame
        return frame
    }

    /// Ends the transition, completed or not. `true` after an interaction was cancelled is taken as `false`, and
    /// a second call is ignored; both are reported as warnings.
    public func completeTransition(_ didComplete: Bool) {
        var didComplete = didComplete
        if didComplete && transitionWasCancelled {
            // An animator that ignores the cancellation would leave the destination up with its views back
            // where they started; the interaction said cancel, so cancel.
            window?.diagnostics.report(
                .warning, "completeTransition(true) was called for \(traceName) after its interaction was cancelled; "
                    + "the transition was cancelled (pass !transitionWasCancelled)",
                code: .engine.completeTransitionAfterCancel, hook: "completeTransition")
            didComplete = false
        }
        guard !isCompleted else {
            window?.diagnostics.report(
                .warning, "completeTransition(\(didComplete)) was called again for \(traceName); ignored",
                code: .engine.completeTransitionTwice, hook: "completeTransition")
            return
        }
        isCompleted = true
        watchdog?.cancel()
        if !didComplete { transitionWasCancelled = true }
        window?.trace.record("completeTransition", target: traceName, detail: String(didComplete))
        onComplete?(didComplete)
    }

    /// Records an interaction's progress, clamped to 0...1; non-finite values are ignored.
    public func updateInteractiveTransition(_ percentComplete: Double) {
        guard percentComplete.isFinite else { return }
        self.percentComplete = Swift.min(1, Swift.max(0, percentComplete))
        window?.trace.record("updateInteractiveTransition", target: traceName, detail: String(self.percentComplete))
    }

    /// The interaction ended towards completion: the transition animates on to its end.
    public func finishInteractiveTransition() {
        guard isInteractive else { return }
        isInteractive = false
        window?.trace.record("finishInteractiveTransition", target: traceName)
        armWatchdog(after: duration * (1 - percentComplete) / completionSpeed)
        onInteractionChange?()
    }

    /// The interaction ended towards cancellation: the transition animates back to its start.
    public func cancelInteractiveTransition() {
        guard isInteractive else { return }
        isInteractive = false
        transitionWasCancelled = true
        window?.trace.record("cancelInteractiveTransition", target: traceName)
        armWatchdog(after: duration * percentComplete / completionSpeed)
        onInteractionChange?()
    }

    /// Interaction takes over again while the transition animates to an end (iOS 10).
    public func pauseInteractiveTransition() {
        guard !isInteractive, !isCompleted else { return }
        isInteractive = true
        // Interaction takes over again: whether the transition finishes or cancels is open once more.
        transitionWasCancelled = false
        watchdog?.cancel()
        window?.trace.record("pauseInteractiveTransition", target: traceName)
        onInteractionChange?()
    }

    /// The interaction controller's completion speed, if it is a usable one.
    private var completionSpeed: Double {
        let speed = interactionController?.completionSpeed ?? 1
        return speed.isFinite && speed > 0 ? speed : 1
    }

    /// With a watchdog set on the window, completes the transition if the animator has not done so
    /// `seconds` plus the grace period from now, and reports it.
    func armWatchdog(after seconds: Double) {
        guard let window, let guardian = window.transitionWatchdog, !isCompleted else { return }
        watchdog?.cancel()
        let delay = Swift.max(0, seconds.isFinite ? seconds : 0) + Swift.max(0, guardian.grace)
        watchdog = clock.schedule(after: delay) { [weak self] in
            guard let self, !self.isCompleted, let window = self.window else { return }
            let position = self.animator?.sourcePosition
            window.diagnostics.report(Diagnostic(
                .error,
                "the animator of \(self.traceName) did not call completeTransition within its duration plus "
                    + "\(guardian.grace)s; the transition was completed for it",
                code: .engine.transitionWatchdog, file: position?.file, line: position?.line, hook: "animateTransition"))
            self.completeTransition(!self.transitionWasCancelled)
        }
    }
}
