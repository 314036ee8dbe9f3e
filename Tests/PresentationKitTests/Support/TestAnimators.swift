import PresentationKit

/// Records what the context hands it, then plays a plain 0.3 s fade-in (or fade-out) and completes with
/// `outcome` — false cancels the transition.
final class RecordingAnimator: ViewControllerAnimatedTransitioning {
    var outcome = true
    var duration = 0.3
    private(set) var toView: View?
    private(set) var toControllerView: View?
    private(set) var fromView: View?
    private(set) var finalFrame: Rect?
    private(set) var sawAnimated: Bool?
    private(set) var endedWith: [Bool] = []

    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> Double { duration }

    func animateTransition(using context: ViewControllerContextTransitioning) {
        toView = context.view(forKey: .to)
        fromView = context.view(forKey: .from)
        toControllerView = context.viewController(forKey: .to)?.view
        sawAnimated = context.isAnimated
        let presenting = context.viewController(forKey: .to)?.isBeingPresented == true
        let moving = presenting ? toView : fromView
        if presenting, let moving, let presented = context.viewController(forKey: .to) {
            finalFrame = context.finalFrame(for: presented)
            moving.frame = finalFrame!
            moving.alpha = 0
            context.containerView.addSubview(moving)
        }
        guard context.isAnimated else {
            moving?.alpha = presenting ? 1 : 0
            context.completeTransition(outcome)
            return
        }
        let outcome = self.outcome
        context.clock.animate(withDuration: duration, animations: {
            moving?.alpha = presenting ? 1 : 0
        }, completion: { _ in
            if !presenting && outcome { moving?.removeFromSuperview() }
            context.completeTransition(outcome)
        })
    }

    func animationEnded(_ transitionCompleted: Bool) { endedWith.append(transitionCompleted) }
}

/// Never calls `completeTransition`: a broken animator for the watchdog.
final class SilentAnimator: ViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> Double { 0.4 }
    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        if let view = transitionContext.view(forKey: .to) { transitionContext.containerView.addSubview(view) }
    }
}

/// Vends whatever it is given, for any style.
final class VendingDelegate: ViewControllerTransitioningDelegate {
    var makeController: ((ViewController, ViewController?) -> PresentationController?)?
    var presentAnimator: ViewControllerAnimatedTransitioning?
    var dismissAnimator: ViewControllerAnimatedTransitioning?
    var presentInteraction: ViewControllerInteractiveTransitioning?

    init(
        controller: ((ViewController, ViewController?) -> PresentationController?)? = nil,
        present: ViewControllerAnimatedTransitioning? = nil,
        dismiss: ViewControllerAnimatedTransitioning? = nil
    ) {
        makeController = controller
        presentAnimator = present
        dismissAnimator = dismiss
    }

    /// A delegate vending a ``DimmingPresentationController``, `animator` for the presentation and, when given,
    /// `interaction` driving it.
    static func dimming(
        present animator: ViewControllerAnimatedTransitioning, interaction: ViewControllerInteractiveTransitioning? = nil
    ) -> VendingDelegate {
        let delegate = VendingDelegate(
            controller: { DimmingPresentationController(presentedViewController: $0, presenting: $1) }, present: animator)
        delegate.presentInteraction = interaction
        return delegate
    }

    /// Presents a custom `presented` controller with this delegate from `scene`'s root and starts the
    /// transition (one clock step). The controller holds the delegate weakly: keep it alive in the test.
    func startPresenting(in scene: Scene) -> ViewController {
        let presented = Scene.customPresented(with: self)
        scene.presenting.present(presented, animated: true)
        scene.clock.advance(by: 0)
        return presented
    }

    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? { makeController?(presented, presenting) }

    func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> ViewControllerAnimatedTransitioning? { presentAnimator }

    func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? {
        dismissAnimator
    }

    func interactionControllerForPresentation(
        using animator: ViewControllerAnimatedTransitioning
    ) -> ViewControllerInteractiveTransitioning? { presentInteraction }
}

/// Seed 002's `MyPresentationController`: the presented view inside a dimming view inset by 50, and the
/// dimming removed when the presentation does not complete.
final class WrappingDimmingPresentationController: PresentationController {
    let dimmingView = View(name: "dimming")

    override var frameOfPresentedViewInContainerView: Rect { containerView!.bounds.insetBy(dx: 50, dy: 50) }

    override func containerViewWillLayoutSubviews() {
        dimmingView.frame = containerView!.bounds
    }

    override func presentationTransitionWillBegin() {
        guard let containerView, let presentedView, let coordinator = presentingViewController.transitionCoordinator else { return }
        dimmingView.backgroundColor = Color(white: 0, alpha: 0.4)
        dimmingView.alpha = 0
        containerView.addSubview(dimmingView)
        dimmingView.addSubview(presentedView)
        coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1 }, completion: nil)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0 }, completion: nil)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }
}

/// Wraps the presented controller's view in a shadowed view, so the presented *view* is not the presented
/// controller's view (the 2014 session's drop-shadow example).
final class ShadowWrappingPresentationController: PresentationController {
    let wrapper = View(name: "shadowWrapper")

    override var presentedView: View? { wrapper }

    override var frameOfPresentedViewInContainerView: Rect { containerView!.bounds.insetBy(dx: 20, dy: 60) }

    override func presentationTransitionWillBegin() {
        wrapper.shadow = Shadow(color: .black, opacity: 0.4, offset: Size(width: 0, height: 4), radius: 12)
        wrapper.frame = frameOfPresentedViewInContainerView
        let content = presentedViewController.view
        content.frame = Rect(origin: .zero, size: wrapper.bounds.size)
        wrapper.addSubview(content)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { wrapper.removeFromSuperview() }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { wrapper.removeFromSuperview() }
    }
}

/// A presentation controller that asks for the presenter's view to be removed.
final class RemovingPresentationController: PresentationController {
    override var shouldRemovePresentersView: Bool { true }
}

/// Fades the presented view in (or, dismissing, out) over `duration` along `curve`, completing with
/// `!transitionWasCancelled`: the plainest animator to drive interactively.
final class FadeAnimator: ViewControllerAnimatedTransitioning {
    let duration: Double
    let curve: TimingCurve
    private(set) var endedWith: [Bool] = []

    init(duration: Double = 1, curve: TimingCurve = .linear) {
        self.duration = duration
        self.curve = curve
    }

    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> Double { duration }

    func animateTransition(using context: ViewControllerContextTransitioning) {
        let presenting = context.viewController(forKey: .to)?.isBeingPresented == true
        guard let view = context.view(forKey: presenting ? .to : .from) else { return }
        if presenting, let presented = context.viewController(forKey: .to) {
            view.frame = context.finalFrame(for: presented)
            view.alpha = 0
            context.containerView.addSubview(view)
        }
        context.clock.animate(AnimationParameters(duration: duration, timing: .curve(curve)), animations: {
            view.alpha = presenting ? 1 : 0
        }, completion: { _ in
            context.completeTransition(!context.transitionWasCancelled)
        })
    }

    func animationEnded(_ transitionCompleted: Bool) { endedWith.append(transitionCompleted) }
}
