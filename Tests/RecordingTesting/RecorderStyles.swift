import PresentationKit

/// Swift transitioning delegates shaped like the seeds' styles, for recording: what the Lua registry will
/// vend, written directly against the engine.

/// The iOS 8 Day-by-Day seed's BouncyPresent: an inset card drops in from the top on a spring over a `dim`
/// view that fades to `dimAlpha` alongside; the dismissal slides it back up while the dim fades out.
enum Bouncy {
    static let inset = 30.0
    static let dimAlpha = 0.5
    static let presentDuration = 0.8
    static let dismissDuration = 0.4

    static func delegate() -> StyleDelegate {
        StyleDelegate(present: BouncyAnimator(presenting: true), dismiss: BouncyAnimator(presenting: false)) {
            BouncyPresentationController(presentedViewController: $0, presenting: $1)
        }
    }
}

final class BouncyPresentationController: PresentationController {
    let dim = View(name: "dim")

    override var frameOfPresentedViewInContainerView: Rect {
        (containerView?.bounds ?? .zero).insetBy(dx: Bouncy.inset, dy: Bouncy.inset)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dim.backgroundColor = .black
        dim.frame = containerView.bounds
        dim.alpha = 0
        containerView.insertSubview(dim, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [dim] _ in
            dim.alpha = Bouncy.dimAlpha
        }, completion: nil)
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [dim] _ in dim.alpha = 0 },
                                                               completion: nil)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dim.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        guard let containerView else { return }
        dim.frame = containerView.bounds
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

final class BouncyAnimator: ViewControllerAnimatedTransitioning {
    let presenting: Bool

    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> Double {
        presenting ? Bouncy.presentDuration : Bouncy.dismissDuration
    }

    func animateTransition(using context: ViewControllerContextTransitioning) {
        let clock = context.clock
        let duration = transitionDuration(using: context)
        if presenting, let view = context.view(forKey: .to), let presented = context.viewController(forKey: .to) {
            let final = context.finalFrame(for: presented)
            view.frame = final.offsetBy(dx: 0, dy: -(final.maxY))
            context.containerView.addSubview(view)
            clock.animate(withDuration: duration, usingSpringWithDamping: 0.6, initialSpringVelocity: 10) {
                view.frame = final
            } completion: { _ in context.completeTransition(!context.transitionWasCancelled) }
        } else if let view = context.view(forKey: .from) {
            let away = view.frame.offsetBy(dx: 0, dy: -view.frame.maxY)
            clock.animate(withDuration: duration) {
                view.frame = away
            } completion: { _ in
                if !context.transitionWasCancelled { view.removeFromSuperview() }
                context.completeTransition(!context.transitionWasCancelled)
            }
        }
    }
}

/// The 2014 seed's Cool mode, reduced to what matters for timing: the presented view scales in over
/// `duration` while a `leopardPrint` panel slides in from the side in its own, longer block.
enum Cool {
    static let duration = 0.5
    static let leopardDuration = 1.2

    static func delegate() -> StyleDelegate {
        StyleDelegate(present: ScaleAnimator(duration: duration), dismiss: ScaleAnimator(duration: duration)) {
            CoolPresentationController(presentedViewController: $0, presenting: $1)
        }
    }
}

final class CoolPresentationController: PresentationController {
    let leopardPrint = View(name: "leopardPrint")

    override var frameOfPresentedViewInContainerView: Rect {
        (containerView?.bounds ?? .zero).insetBy(dx: 40, dy: 120)
    }

    private var panel: Rect {
        let bounds = containerView?.bounds ?? .zero
        return Rect(x: 0, y: 0, width: bounds.width / 3, height: bounds.height)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView, let clock = containerView.clock else { return }
        leopardPrint.backgroundColor = Color(hex: "#c8a165")!
        leopardPrint.frame = panel.offsetBy(dx: -panel.width, dy: 0)
        containerView.addSubview(leopardPrint)
        clock.animate(AnimationParameters(duration: Cool.leopardDuration, timing: .curve(.easeOut)),
                      label: "leopardPrint") {
            self.leopardPrint.frame = self.panel
        }
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.leopardPrint.frame = self.panel.offsetBy(dx: -self.panel.width, dy: 0)
        }, completion: nil)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { leopardPrint.removeFromSuperview() }
    }
}

/// Scales the presented view in from the middle, and back out.
final class ScaleAnimator: ViewControllerAnimatedTransitioning {
    let duration: Double

    init(duration: Double) { self.duration = duration }

    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> Double { duration }

    func animateTransition(using context: ViewControllerContextTransitioning) {
        let tiny = AffineTransform(scaleX: 0.01, y: 0.01)
        if let view = context.view(forKey: .to), let presented = context.viewController(forKey: .to),
           presented.isBeingPresented {
            view.frame = context.finalFrame(for: presented)
            view.transform = tiny
            context.containerView.addSubview(view)
            context.clock.animate(withDuration: duration, animations: { view.transform = .identity }) { _ in
                context.completeTransition(!context.transitionWasCancelled)
            }
        } else if let view = context.view(forKey: .from) {
            context.clock.animate(withDuration: duration, animations: { view.transform = tiny }) { _ in
                view.removeFromSuperview()
                view.transform = .identity
                context.completeTransition(!context.transitionWasCancelled)
            }
        }
    }
}

/// Vends a presentation controller made by a closure (or none: UIKit's default) and an animator each way.
final class StyleDelegate: ViewControllerTransitioningDelegate {
    let makeController: ((ViewController, ViewController?) -> PresentationController)?
    let presentAnimator: ViewControllerAnimatedTransitioning
    let dismissAnimator: ViewControllerAnimatedTransitioning

    init(
        present: ViewControllerAnimatedTransitioning,
        dismiss: ViewControllerAnimatedTransitioning? = nil,
        controller: ((ViewController, ViewController?) -> PresentationController)? = nil
    ) {
        presentAnimator = present
        dismissAnimator = dismiss ?? present
        makeController = controller
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
}

/// Never calls `completeTransition`: a broken animator only a watchdog can rescue.
final class SilentAnimator: ViewControllerAnimatedTransitioning {
    static let duration = 0.4

    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> Double { Self.duration }

    func animateTransition(using context: ViewControllerContextTransitioning) {
        if let view = context.view(forKey: .to) { context.containerView.addSubview(view) }
    }
}

/// Fades the presented view in over 0.3 s (or `duration`), then completes with `outcome` (false cancels).
final class FadeAnimator: ViewControllerAnimatedTransitioning {
    let outcome: Bool
    let duration: Double

    init(outcome: Bool = true, duration: Double = 0.3) {
        self.outcome = outcome
        self.duration = duration
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
        let outcome = outcome
        context.clock.animate(withDuration: duration, animations: { view.alpha = presenting ? 1 : 0 }) { _ in
            if !presenting && outcome { view.removeFromSuperview() }
            context.completeTransition(outcome)
        }
    }
}

/// Chrome named like other views: two `shadow`s and a view that calls itself `presented`.
final class NameClashPresentationController: PresentationController {
    let shadows = [View(name: "shadow"), View(name: "shadow")]
    let impostor = View(name: "presented")

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        for view in shadows + [impostor] {
            view.frame = Rect(x: 10, y: 10, width: 50, height: 50)
            containerView.addSubview(view)
        }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { (shadows + [impostor]).forEach { $0.removeFromSuperview() } }
    }
}

/// Chrome with a timer that fires every `interval` for ever: a phase that never settles.
final class TickingPresentationController: PresentationController {
    static let interval = 0.1
    let ticker = View(name: "ticker")
    private(set) var ticks = 0

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        ticker.frame = Rect(x: 0, y: 0, width: 20, height: 20)
        containerView.addSubview(ticker)
        tick()
    }

    private func tick() {
        ticks += 1
        ticker.alpha = ticks.isMultiple(of: 2) ? 1 : 0.5
        ticker.clock?.schedule(after: Self.interval) { [weak self] in self?.tick() }
    }
}
