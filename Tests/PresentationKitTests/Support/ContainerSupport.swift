import PresentationKit

/// Slides the incoming view in from the right edge of the container (or, reversed, the outgoing view out to
/// the right over the incoming one), linearly over 0.5 s — using only what the context gives, so the same
/// class serves a present, a push and a tab switch.
final class SlideAnimator: ViewControllerAnimatedTransitioning {
    static let duration = 0.5
    let reversed: Bool
    private(set) var contexts: [ViewControllerContextTransitioning] = []

    init(reversed: Bool = false) { self.reversed = reversed }

    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> Double { Self.duration }

    func animateTransition(using context: ViewControllerContextTransitioning) {
        contexts.append(context)
        let container = context.containerView
        let width = container.bounds.width
        let parameters = AnimationParameters(duration: Self.duration, timing: .linear)
        if reversed {
            guard let fromController = context.viewController(forKey: .from), let fromView = context.view(forKey: .from) else { return }
            let start = context.initialFrame(for: fromController)
            if let toView = context.view(forKey: .to), let toController = context.viewController(forKey: .to) {
                toView.frame = context.finalFrame(for: toController)
                container.insertSubview(toView, belowSubview: fromView)
            }
            context.clock.animate(parameters, animations: {
                fromView.frame = start.offsetBy(dx: width, dy: 0)
            }, completion: { _ in
                if !context.transitionWasCancelled { fromView.removeFromSuperview() }
                context.completeTransition(!context.transitionWasCancelled)
            })
        } else {
            guard let toController = context.viewController(forKey: .to), let toView = context.view(forKey: .to) else { return }
            let final = context.finalFrame(for: toController)
            toView.frame = final.offsetBy(dx: width, dy: 0)
            container.addSubview(toView)
            context.clock.animate(parameters, animations: {
                toView.frame = final
            }, completion: { _ in
                context.completeTransition(!context.transitionWasCancelled)
            })
        }
    }
}

/// A navigation controller delegate that vends what it is given and records what it hears.
final class RecordingNavigationDelegate: NavigationControllerDelegate {
    var animator: ViewControllerAnimatedTransitioning?
    var interaction: ViewControllerInteractiveTransitioning?
    private(set) var heard: [String] = []

    init(animator: ViewControllerAnimatedTransitioning? = nil, interaction: ViewControllerInteractiveTransitioning? = nil) {
        self.animator = animator
        self.interaction = interaction
    }

    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool) {
        heard.append("willShow \(viewController.name)")
    }

    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool) {
        heard.append("didShow \(viewController.name)")
    }

    func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationController.Operation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> ViewControllerAnimatedTransitioning? {
        heard.append("animator \(operation.rawValue) \(fromVC.name)→\(toVC.name)")
        return animator
    }

    func navigationController(
        _ navigationController: NavigationController, interactionControllerFor animationController: ViewControllerAnimatedTransitioning
    ) -> ViewControllerInteractiveTransitioning? {
        heard.append("interaction")
        return interaction
    }
}

/// A tab bar controller delegate that vends what it is given and records what it hears.
final class RecordingTabDelegate: TabBarControllerDelegate {
    var animator: ViewControllerAnimatedTransitioning?
    var interaction: ViewControllerInteractiveTransitioning?
    var allows = true
    private(set) var heard: [String] = []

    init(animator: ViewControllerAnimatedTransitioning? = nil) { self.animator = animator }

    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
        heard.append("shouldSelect \(viewController.name)")
        return allows
    }

    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
        heard.append("didSelect \(viewController.name)")
    }

    func tabBarController(
        _ tabBarController: TabBarController, animationControllerForTransitionFrom fromVC: ViewController, to toVC: ViewController
    ) -> ViewControllerAnimatedTransitioning? {
        heard.append("animator \(fromVC.name)→\(toVC.name)")
        return animator
    }

    func tabBarController(
        _ tabBarController: TabBarController, interactionControllerFor animationController: ViewControllerAnimatedTransitioning
    ) -> ViewControllerInteractiveTransitioning? {
        heard.append("interaction")
        return interaction
    }
}

extension Scene {
    /// Makes a navigation controller holding `root` (named `root`) the window's root, shown, with an empty
    /// trace.
    func installNavigation(root: ViewController = ViewController(name: "root")) -> NavigationController {
        let navigation = NavigationController(rootViewController: root, name: "navigation")
        window.rootViewController = navigation
        window.layoutIfNeeded()
        window.trace.removeAll()
        return navigation
    }

    /// Makes a tab bar controller with `tabs` (the first selected) the window's root, shown, with an empty
    /// trace.
    func installTabs(_ tabs: [ViewController]) -> TabBarController {
        let controller = TabBarController(name: "tabs")
        controller.setViewControllers(tabs, animated: false)
        window.rootViewController = controller
        window.layoutIfNeeded()
        window.trace.removeAll()
        return controller
    }

    /// The appearance callbacks in the trace since `mark`, as `call target` lines.
    func appearanceLines(since mark: Int = 0) -> [String] {
        window.trace.events(since: mark)
            .filter { ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"].contains($0.call) }
            .map { "\($0.call) \($0.target)" }
    }

    /// The trace since `mark` as `call target [detail]` lines, only the calls named.
    func lines(since mark: Int = 0, calls: Set<String>) -> [String] {
        window.trace.events(since: mark).filter { calls.contains($0.call) }
            .map { event in event.detail.map { "\(event.call) \(event.target) \($0)" } ?? "\(event.call) \(event.target)" }
    }
}
