/// One change of size, of traits or of both that flows through the content containers (UIKit's
/// `UIContentContainer` messages): a rotation or resize of the window, a new override of a child's or a
/// presentation's traits, or a container granting a child the size it asked for.
///
/// It runs in three steps, as UIKit's rotation does (`-[UIWindow _rotateToBounds:…]`):
/// 1. *the messages*, synchronously: `willTransition(to:with:)` down the whole hierarchy, then
///    `viewWillTransition(to:with:)`, each carrying this transition's coordinator. Presentations adapt while
///    the trait messages pass their presenters (see ``AdaptiveSwap``).
/// 2. *the change*, in one animation block with the transition's duration and curve, on its own timeline:
///    the new geometry and traits are applied and the window is laid out (`traitCollectionDidChange` and the
///    layout callbacks), then the animate-alongside blocks run in the same timing.
/// 3. *the end*, when the timeline reaches the duration: adaptations finish, the coordinator's completions run.
///
/// Without animation all three happen at once. Every controller taking part vends the coordinator through
/// `transitionCoordinator` while it runs.
final class ContentTransition {
    enum Kind {
        /// The window's size or traits (rotation, resize); one at a time per window.
        case window
        /// A new trait override on a child or a presentation controller; immediate.
        case traitOverride
        /// A container resizing a child after a preferred-size request.
        case contentSize
    }

    unowned let window: Window
    let kind: Kind
    let context: TransitionContext
    let coordinator: TransitionCoordinator
    let timeline: Timeline
    /// Presentations adapting during this transition, finished at its end.
    private(set) var swaps: [AdaptiveSwap] = []
    private var participants: [ViewController] = []
    private(set) var hasEnded = false

    /// - Parameters:
    ///   - name: How the transition appears in the trace, e.g. `rotate(landscapeLeft)`.
    ///   - containerView: What the coordinator reports as its container.
    ///   - controller: The controller the coordinator reports for both keys (the root for a window change).
    ///   - duration: Seconds; 0 or `animated == false` applies everything at once.
    ///   - targetTransform: The rotation the interface undergoes (identity when nothing turns).
    init(
        window: Window, kind: Kind, name: String, containerView: View, controller: ViewController,
        duration: Double, animated: Bool, targetTransform: AffineTransform = .identity
    ) {
        self.window = window
        self.kind = kind
        let isAnimated = animated && duration > 0
        timeline = window.clock.makeTimeline(name: name)
        context = TransitionContext(
            traceName: "TransitionContext(\(name))", window: window, containerView: containerView,
            from: controller, to: controller, isAnimated: isAnimated, presentationStyle: .none, timeline: timeline,
            views: { _ in nil }, frames: { _, _ in containerView.bounds })
        context.duration = isAnimated ? duration : 0
        context.targetTransform = targetTransform
        coordinator = TransitionCoordinator(context: context, window: window, traceName: "TransitionCoordinator(\(name))")
    }

    /// The controllers of the window whose `transitionCoordinator` is this one's while it runs: the root and
    /// every presented controller (children ask their parents).
    func enlist(_ controller: ViewController) {
        guard !participants.contains(where: { $0 === controller }) else { return }
        participants.append(controller)
        if controller.coordinatorStorage == nil { controller.coordinatorStorage = coordinator }
    }

    /// Adds a presentation that adapts during this transition.
    func add(_ swap: AdaptiveSwap) { swaps.append(swap) }

    /// Runs the transition: `messages` now, `change` in the animation, the end after the duration.
    func run(messages: () -> Void, change: @escaping () -> Void) {
        window.contentTransitions.append(self)
        for controller in [window.rootViewController].compactMap({ $0 }) + window.presentationStack {
            enlist(controller)
        }
        coordinator.transitionStarted(interactive: false)
        messages()
        let clock = window.clock
        let apply = {
            change()
            for swap in self.swaps { swap.place() }
            self.window.markTraitChangesForLayout()
            self.window.layoutIfNeeded()
        }
        guard context.isAnimated else {
            clock.performWithoutAnimation(apply)
            coordinator.startAlongsideAnimations()
            end()
            return
        }
        let parameters = AnimationParameters(duration: context.duration, timing: .curve(coordinator.completionCurve))
        clock.animate(parameters, timeline: timeline, label: timeline.name, animations: apply)
        coordinator.startAlongsideAnimations()
        timeline.schedule(atLocalTime: context.duration) { [weak self] in self?.end() }
    }

    /// The end: adaptations finish, the controllers stop vending the coordinator, its completions run.
    private func end() {
        guard !hasEnded else { return }
        hasEnded = true
        for swap in swaps { swap.finish() }
        window.contentTransitions.removeAll { $0 === self }
        for controller in participants where controller.coordinatorStorage === coordinator {
            controller.coordinatorStorage = nil
        }
        coordinator.transitionEnded()
    }
}

extension ContentTransition {
    /// The window went away with this transition under way: its participants stop vending its coordinator
    /// (which they hold and which holds them), without any callback.
    func abandon() {
        for controller in participants where controller.coordinatorStorage === coordinator {
            controller.coordinatorStorage = nil
        }
    }
}

extension Window {
    /// The content transition a coordinator belongs to, if the engine runs it.
    func contentTransition(for coordinator: ViewControllerTransitionCoordinator) -> ContentTransition? {
        contentTransitions.first { $0.coordinator === coordinator }
    }

    /// The window's rotation or resize under way, if any.
    var windowTransition: ContentTransition? { contentTransitions.first { $0.kind == .window } }

    /// Marks for layout every controller and presentation controller whose traits changed since they were
    /// last reported, so each hears `traitCollectionDidChange` just before its layout.
    func markTraitChangesForLayout() {
        for controller in allControllers where controller.hasUnreportedTraitChange {
            controller.viewIfLoaded?.setNeedsLayout()
        }
        for controller in presentationControllers where controller.hasUnreportedTraitChange {
            controller.containerView?.setNeedsLayout()
            controller.presentedViewController.viewIfLoaded?.setNeedsLayout()
        }
    }
}
