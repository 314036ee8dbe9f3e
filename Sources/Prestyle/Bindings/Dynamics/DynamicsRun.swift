import PresentationKit

/// One `dynamics{}` under way: a dynamic animator in the presentation's container over the request's
/// items, which ends — running the style's completion once — when the animator pauses (every item at rest),
/// when every item has left the container moving away from it (falling away never comes to rest), when the
/// style calls `:stop()`, or after ``maximumDuration`` simulated seconds, which is reported.
///
/// It keeps itself alive while it runs (the animator's clock steps hold it only weakly, and the script may
/// drop its handle), and lets go when it ends.
final class DynamicsRun: DynamicAnimatorDelegate {
    /// The longest a `dynamics{}` may run, in simulated seconds: a spring without damping never rests.
    static let maximumDuration = StyleLimits.maximumDynamicsDuration

    let animator: DynamicAnimator
    let items: [View]
    private var completion: (() -> Void)?
    private let overran: () -> Void
    private var limit: ScheduledAction?
    private var keepAlive: DynamicsRun?

    init(container: View, items: [View], completion: (() -> Void)?, overran: @escaping () -> Void) {
        animator = DynamicAnimator(referenceView: container)
        self.items = items
        self.completion = completion
        self.overran = overran
    }

    /// Whether the dynamics are still running.
    var isRunning: Bool { keepAlive != nil }

    func start(_ behaviors: [DynamicBehavior], on clock: AnimationClock) {
        keepAlive = self
        animator.delegate = self
        let root = DynamicBehavior()
        for behavior in behaviors { root.addChildBehavior(behavior) }
        let container = animator.referenceView
        let items = self.items
        root.action = { [weak self] in
            let centre = container.bounds.center
            let gone = items.allSatisfy { item in
                let away = item.center.vector(from: centre).dot(self?.animator.linearVelocity(for: item) ?? .zero)
                return !item.frame.intersects(container.bounds) && away > 0
            }
            if gone { self?.stop() }
        }
        limit = clock.schedule(after: Self.maximumDuration) { [weak self] in
            guard let self, self.isRunning else { return }
            self.overran()
            self.stop()
        }
        animator.addBehavior(root)
    }

    /// Ends the dynamics where the items are and runs the completion (once).
    func stop() {
        guard isRunning else { return }
        animator.delegate = nil
        animator.removeAllBehaviors()
        finish()
    }

    func dynamicAnimatorDidPause(_ animator: DynamicAnimator) {
        finish()
    }

    private func finish() {
        limit?.cancel()
        limit = nil
        let completion = self.completion
        self.completion = nil
        keepAlive = nil
        completion?()
    }
}
