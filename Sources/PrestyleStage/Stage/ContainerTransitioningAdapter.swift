import PresentationKit
import Prestyle

/// Hands a transitioning delegate's animators to a navigation or tab bar controller, as an app that reuses
/// its presentation animator for pushes and tab switches does: the presenting animator
/// (`animationController(forPresented:presenting:source:)`) plays a push or the switch to a later tab, the
/// dismissing one (`animationController(forDismissed:)`) a pop or the switch back.
///
/// In the layout scene it vends the layout-to-layout animator only when the style times the transition
/// (``layoutAnimation``, a style's `layout = { … }`); otherwise nothing, so the navigation controller plays its
/// own layout-to-layout transition.
/// An interactive step sets ``interaction`` for its transition: the interaction controller the container is
/// given for the animator.
final class ContainerTransitioningAdapter: NavigationControllerDelegate, TabBarControllerDelegate {
    private let wrapped: ViewControllerTransitioningDelegate?
    private let scene: StyleScene
    /// The layout scene's transition timing, when the style gives one.
    private let layoutAnimation: AnimationParameters?
    /// The interaction controller for the next transition, if an interactive step drives it.
    var interaction: ViewControllerInteractiveTransitioning?

    init(wrapping wrapped: ViewControllerTransitioningDelegate?, scene: StyleScene, layoutAnimation: AnimationParameters? = nil) {
        self.wrapped = wrapped
        self.scene = scene
        self.layoutAnimation = layoutAnimation
    }

    /// The wrapped delegate's name, so the trace shows whose animators play.
    var traceName: String { wrapped?.traceName ?? "ContainerTransitioningAdapter" }

    func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationController.Operation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> ViewControllerAnimatedTransitioning? {
        if scene == .layout {
            guard let layoutAnimation, operation != .none else { return nil }
            return LayoutToLayoutNavigationAnimator(operation: operation, parameters: layoutAnimation)
        }
        guard let wrapped else { return nil }
        switch operation {
        case .push: return wrapped.animationController(forPresented: toVC, presenting: fromVC, source: fromVC)
        case .pop: return wrapped.animationController(forDismissed: fromVC)
        case .none: return nil
        }
    }

    func navigationController(
        _ navigationController: NavigationController, interactionControllerFor animationController: ViewControllerAnimatedTransitioning
    ) -> ViewControllerInteractiveTransitioning? {
        interaction
    }

    func tabBarController(
        _ tabBarController: TabBarController, animationControllerForTransitionFrom fromVC: ViewController, to toVC: ViewController
    ) -> ViewControllerAnimatedTransitioning? {
        guard let wrapped else { return nil }
        let controllers = tabBarController.viewControllers
        let forward = (controllers.firstIndex { $0 === toVC } ?? 0) > (controllers.firstIndex { $0 === fromVC } ?? 0)
        return forward
            ? wrapped.animationController(forPresented: toVC, presenting: fromVC, source: fromVC)
            : wrapped.animationController(forDismissed: fromVC)
    }

    func tabBarController(
        _ tabBarController: TabBarController, interactionControllerFor animationController: ViewControllerAnimatedTransitioning
    ) -> ViewControllerInteractiveTransitioning? {
        interaction
    }
}
