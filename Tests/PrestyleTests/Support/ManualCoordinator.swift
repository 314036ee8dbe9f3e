import PresentationKit

/// A transition coordinator driven by hand, for hooks the engine only calls on size and trait changes: its
/// alongside blocks run at once, its completions when ``end()`` is called.
final class ManualCoordinator: ViewControllerTransitionCoordinator {
    let containerView: View
    private var completions: [(ViewControllerTransitionCoordinatorContext) -> Void] = []

    init(container: View) { containerView = container }

    var isAnimated: Bool { true }
    var presentationStyle: ModalPresentationStyle { .custom }
    var initiallyInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var transitionDuration: Double { 0.3 }
    var percentComplete: Double { 0 }
    var completionVelocity: Double { 1 }
    var completionCurve: TimingCurve { .easeInEaseOut }
    var targetTransform: PresentationKit.AffineTransform { .identity }

    func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController? { nil }
    func view(forKey key: TransitionContextViewKey) -> View? { nil }

    func animate(
        alongsideTransition animation: ((ViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animateAlongsideTransition(in: nil, animation: animation, completion: completion)
    }

    func animateAlongsideTransition(
        in view: View?, animation: ((ViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animation?(self)
        if let completion { completions.append(completion) }
        return true
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (ViewControllerTransitionCoordinatorContext) -> Void) {}

    func end() {
        for completion in completions { completion(self) }
        completions.removeAll()
    }
}
