/// A presentation controller that dims what it does not cover: a black view (named `dimming`) behind the
/// presented view fades in alongside the presentation and out alongside the dismissal — the chrome of UIKit's
/// sheets, and the pattern of the seeds' overlay examples. Subclasses choose the frame.
open class DimmingPresentationController: PresentationController {
    /// The dimming view, in the container while presented.
    public let dimmingView = View(name: "dimming")
    /// How dark the dimming gets.
    public var dimmingAlpha = 0.4

    public override init(presentedViewController: ViewController, presenting presentingViewController: ViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.backgroundColor = .black
    }

    open override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        let target = dimmingAlpha
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [dimmingView] _ in
            dimmingView.alpha = target
        }, completion: nil)
    }

    open override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    open override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [dimmingView] _ in
            dimmingView.alpha = 0
        }, completion: nil)
    }

    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }

    open override func containerViewWillLayoutSubviews() {
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    /// Whether the container's traits are regular in both directions (where sheets float).
    var isRegularEnvironment: Bool {
        let traits = traitCollection
        return traits.horizontalSizeClass == .regular && traits.verticalSizeClass == .regular
    }

    /// A horizontally compact environment turns sheets (form and page) into full-screen presentations, unless
    /// the delegate says otherwise; used for a custom presentation, the controller keeps its style.
    open override func adaptivePresentationStyle(for traitCollection: TraitCollection) -> ModalPresentationStyle {
        if let answer = delegateAdaptivePresentationStyle(for: traitCollection) { return answer }
        let isSheet = presentationStyle == .formSheet || presentationStyle == .pageSheet
        return isSheet && traitCollection.horizontalSizeClass == .compact ? .fullScreen : presentationStyle
    }
}
