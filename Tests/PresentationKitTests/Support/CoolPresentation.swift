import PresentationKit

/// The 2014 "Look Inside Presentation Controllers" demo's Cool mode: the presented view scales in from the
/// middle; a leopard-print panel slides in from the side in its *own* animation block with its own duration
/// and curve; a unicorn and a flower appear alongside the transition.
final class CoolPresentationController: PresentationController {
    static let leopardDuration = 1.2
    let leopardPrint = View(name: "leopardPrint")
    let unicorn = View(name: "unicorn")
    let flower = View(name: "flower")

    override var frameOfPresentedViewInContainerView: Rect {
        containerView!.bounds.insetBy(dx: 40, dy: 120)
    }

    var leopardFrame: Rect {
        let bounds = containerView!.bounds
        return Rect(x: 0, y: 0, width: bounds.width / 3, height: bounds.height)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView, let clock = containerView.clock else { return }
        leopardPrint.backgroundColor = Color(hex: "#c8a165")!
        leopardPrint.frame = leopardFrame.offsetBy(dx: -leopardFrame.width, dy: 0)
        unicorn.frame = Rect(x: 20, y: 40, width: 60, height: 60)
        flower.frame = Rect(x: containerView.bounds.maxX - 80, y: 40, width: 60, height: 60)
        unicorn.alpha = 0
        flower.alpha = 0
        containerView.addSubview(leopardPrint)
        containerView.addSubview(unicorn)
        containerView.addSubview(flower)
        // The leopard print animates in its own block, with its own timing.
        clock.animate(AnimationParameters(duration: Self.leopardDuration, timing: .curve(.easeOut)), label: "leopardPrint") {
            self.leopardPrint.frame = self.leopardFrame
        }
        // The unicorn and the flower appear alongside the transition.
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.unicorn.alpha = 1
            self.flower.alpha = 1
        }, completion: nil)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { removeChrome() }
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.unicorn.alpha = 0
            self.flower.alpha = 0
            self.leopardPrint.frame = self.leopardFrame.offsetBy(dx: -self.leopardFrame.width, dy: 0)
        }, completion: nil)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { removeChrome() }
    }

    private func removeChrome() {
        leopardPrint.removeFromSuperview()
        unicorn.removeFromSuperview()
        flower.removeFromSuperview()
    }
}

/// Cool mode's animator: the presented view scales in from the middle (0.5 s, ease-in-ease-out) and back out.
final class CoolAnimator: ViewControllerAnimatedTransitioning {
    static let duration = 0.5

    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> Double { Self.duration }

    func animateTransition(using context: ViewControllerContextTransitioning) {
        let clock = context.clock
        let presenting = context.viewController(forKey: .to)?.isBeingPresented == true
        if presenting, let view = context.view(forKey: .to), let presented = context.viewController(forKey: .to) {
            view.frame = context.finalFrame(for: presented)
            view.transform = AffineTransform(scaleX: 0.01, y: 0.01)
            context.containerView.addSubview(view)
            clock.animate(withDuration: Self.duration, animations: { view.transform = .identity }) { _ in
                context.completeTransition(!context.transitionWasCancelled)
            }
        } else if let view = context.view(forKey: .from) {
            clock.animate(withDuration: Self.duration, animations: {
                view.transform = AffineTransform(scaleX: 0.01, y: 0.01)
            }) { _ in
                view.removeFromSuperview()
                view.transform = .identity
                context.completeTransition(!context.transitionWasCancelled)
            }
        }
    }
}

final class CoolTransitioningDelegate: ViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? {
        CoolPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> ViewControllerAnimatedTransitioning? { CoolAnimator() }

    func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? {
        CoolAnimator()
    }
}
