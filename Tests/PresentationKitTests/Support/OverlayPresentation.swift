import PresentationKit

/// The iOS 8 Day-by-Day seed's `OverlayPresentationController`: the presented view inset 30 points, a
/// dimming view behind it fading in alongside the transition and out alongside the dismissal.
final class OverlayPresentationController: PresentationController {
    let dimmingView = View(name: "dimming")

    override init(presentedViewController: ViewController, presenting presentingViewController: ViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.backgroundColor = Color(white: 0, alpha: 0.5)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 1
        }, completion: nil)
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 0
        }, completion: { _ in
            self.dimmingView.removeFromSuperview()
        })
    }

    override var frameOfPresentedViewInContainerView: Rect {
        containerView!.bounds.insetBy(dx: 30, dy: 30)
    }

    override func containerViewWillLayoutSubviews() {
        dimmingView.frame = containerView!.bounds
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

/// The seed's `BouncyViewControllerAnimator`: the presented view drops in from above the screen on a spring
/// (0.8 s, damping 0.6, initial velocity 10). It serves dismissal too, sliding the view back up.
final class BouncyViewControllerAnimator: ViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> Double { 0.8 }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        let clock = transitionContext.clock
        let isPresenting = transitionContext.viewController(forKey: .to)?.isBeingPresented == true
        if isPresenting, let presentedView = transitionContext.view(forKey: .to) {
            let centre = presentedView.center
            presentedView.center = Point(x: centre.x, y: -presentedView.bounds.height)
            transitionContext.containerView.addSubview(presentedView)
            clock.animate(withDuration: 0.8, usingSpringWithDamping: 0.6, initialSpringVelocity: 10, animations: {
                presentedView.center = centre
            }, completion: { _ in
                transitionContext.completeTransition(true)
            })
        } else if let dismissedView = transitionContext.view(forKey: .from) {
            clock.animate(withDuration: 0.8, animations: {
                dismissedView.center = Point(x: dismissedView.center.x, y: -dismissedView.bounds.height)
            }, completion: { _ in
                dismissedView.removeFromSuperview()
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }
}

/// The seed's `OverlayTransitioningDelegate`, vending the overlay controller and the bouncy animator.
final class OverlayTransitioningDelegate: ViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? {
        OverlayPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> ViewControllerAnimatedTransitioning? {
        BouncyViewControllerAnimator()
    }

    func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? {
        BouncyViewControllerAnimator()
    }
}
