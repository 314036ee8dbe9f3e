import PresentationKit

/// An adaptive delegate whose answers are given as closures, and which writes down what it was told.
final class AdaptiveDelegate: AdaptivePresentationControllerDelegate {
    var style: (TraitCollection) -> ModalPresentationStyle?
    var replacement: (PresentationController, ModalPresentationStyle) -> ViewController?
    private(set) var announced: [(style: ModalPresentationStyle, coordinator: ViewControllerTransitionCoordinator?)] = []

    init(
        style: @escaping (TraitCollection) -> ModalPresentationStyle? = { _ in nil },
        replacement: @escaping (PresentationController, ModalPresentationStyle) -> ViewController? = { _, _ in nil }
    ) {
        self.style = style
        self.replacement = replacement
    }

    /// Full screen in a horizontally compact environment, no opinion elsewhere: the seeds' delegate.
    static func fullScreenWhenCompact() -> AdaptiveDelegate {
        AdaptiveDelegate { $0.horizontalSizeClass == .compact ? .fullScreen : nil }
    }

    func adaptivePresentationStyle(for controller: PresentationController, traitCollection: TraitCollection) -> ModalPresentationStyle? {
        style(traitCollection)
    }

    func presentationController(
        _ controller: PresentationController, viewControllerForAdaptivePresentationStyle style: ModalPresentationStyle
    ) -> ViewController? {
        replacement(controller, style)
    }

    func presentationController(
        _ presentationController: PresentationController, willPresentWithAdaptiveStyle style: ModalPresentationStyle,
        transitionCoordinator: ViewControllerTransitionCoordinator?
    ) {
        announced.append((style, transitionCoordinator))
    }
}

/// The 2014 demo's overlay sidebar: a third of the container's width, right-aligned, over a dimming view;
/// it lays itself out again in `containerViewWillLayoutSubviews`, as the session shows for rotation.
final class SidebarPresentationController: PresentationController {
    let dimmingView = View(name: "dimming")

    override func size(forChildContentContainer container: ContentContainer, withParentContainerSize parentSize: Size) -> Size {
        Size(width: (parentSize.width / 3).rounded(.down), height: parentSize.height)
    }

    override var frameOfPresentedViewInContainerView: Rect {
        guard let containerView else { return .zero }
        let bounds = containerView.bounds
        let size = size(forChildContentContainer: presentedViewController, withParentContainerSize: bounds.size)
        return Rect(x: bounds.maxX - size.width, y: 0, width: size.width, height: size.height)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.backgroundColor = Color(white: 0, alpha: 0.5)
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1 })
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0 })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        dimmingView.frame = containerView?.bounds ?? .zero
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

/// The demo's animator: the presented view slides in from the right edge and back out to it, 0.3 s.
final class SidebarSlideAnimator: ViewControllerAnimatedTransitioning {
    static let duration = 0.3

    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> Double { Self.duration }

    func animateTransition(using context: ViewControllerContextTransitioning) {
        let container = context.containerView
        let isPresenting = context.viewController(forKey: .to)?.isBeingPresented == true
        guard let controller = context.viewController(forKey: isPresenting ? .to : .from),
              let view = context.view(forKey: isPresenting ? .to : .from) else {
            context.completeTransition(false)
            return
        }
        let shown = isPresenting ? context.finalFrame(for: controller) : context.initialFrame(for: controller)
        let offscreen = Rect(x: container.bounds.maxX, y: shown.y, width: shown.width, height: shown.height)
        if isPresenting {
            view.frame = offscreen
            container.addSubview(view)
        }
        context.clock.animate(withDuration: Self.duration, animations: {
            view.frame = isPresenting ? shown : offscreen
        }, completion: { _ in
            if !isPresenting { view.removeFromSuperview() }
            context.completeTransition(true)
        })
    }
}

/// Vends the sidebar and the slide animator, and makes each sidebar's adaptive delegate `adaptiveDelegate`.
final class SidebarTransitioningDelegate: ViewControllerTransitioningDelegate {
    let adaptiveDelegate: AdaptiveDelegate
    private(set) var vended: [SidebarPresentationController] = []

    init(adaptiveDelegate: AdaptiveDelegate = .fullScreenWhenCompact()) {
        self.adaptiveDelegate = adaptiveDelegate
    }

    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? {
        let controller = SidebarPresentationController(presentedViewController: presented, presenting: presenting)
        controller.delegate = adaptiveDelegate
        vended.append(controller)
        return controller
    }

    func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> ViewControllerAnimatedTransitioning? { SidebarSlideAnimator() }

    func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? {
        SidebarSlideAnimator()
    }
}

/// A custom presentation confined to its presenter's area, like current context: it never adapts.
final class InPlacePresentationController: PresentationController {
    override var shouldPresentInFullscreen: Bool { false }
}
