/// The deferred start of a transition, the same for a present, a dismiss, a push, a pop and a tab switch:
/// the animator's duration, then the interaction controller's `startInteractiveTransition` (or the animator's
/// `animateTransition`) on the transition's timeline, then the animate-alongside blocks.
///
/// The seed's order: UIKit asks the duration first, hands the context to the interaction controller instead
/// of the animator when there is one (a percent-driven controller then calls the animator itself), and runs
/// the coordinator's alongside blocks in the animator's first animation (or right after, when it opens none),
/// in the same timeline, so chrome and content move together.
struct TransitionLaunch {
    let window: Window
    let context: TransitionContext
    let coordinator: TransitionCoordinator
    let animator: ViewControllerAnimatedTransitioning
    let interactionController: ViewControllerInteractiveTransitioning?

    func start() {
        guard !context.isCompleted else { return }
        context.duration = askDuration()
        let clock = window.clock
        let timeline = context.timeline
        context.animator = animator
        if let interactionController {
            context.interactionController = interactionController
            context.isInteractive = interactionController.wantsInteractiveStart
            coordinator.transitionStarted(interactive: context.isInteractive)
            window.trace.record("startInteractiveTransition", target: interactionController.traceName)
            clock.withTimeline(timeline) {
                coordinator.hostingAlongsideAnimations(on: clock) { interactionController.startInteractiveTransition(context) }
            }
            if !context.isInteractive { context.armWatchdog(after: context.duration) }
        } else {
            coordinator.transitionStarted(interactive: false)
            window.trace.record("animateTransition(using:)", target: animator.traceName)
            clock.withTimeline(timeline) {
                coordinator.hostingAlongsideAnimations(on: clock) { animator.animateTransition(using: context) }
            }
            context.armWatchdog(after: context.duration)
        }
        if !context.isCompleted { clock.withTimeline(timeline) { coordinator.startAlongsideAnimations() } }
    }

    /// The animator's duration, checked: a non-finite or negative answer is reported and replaced by 0.
    private func askDuration() -> Double {
        window.trace.record("transitionDuration(using:)", target: animator.traceName)
        let duration = animator.transitionDuration(using: context)
        guard duration.isFinite, duration >= 0 else {
            window.diagnostics.report(
                .error, "\(animator.traceName) answered \(duration) for transitionDuration; used 0",
                code: .engine.badTransitionDuration, hook: "transitionDuration")
            return 0
        }
        return duration
    }
}
