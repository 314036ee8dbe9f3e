/// A presentation controller that dims what it does not cover: a black view (named `dimming`) behind the
/// presented view fades in alongside the presentation and out alongside the dismissal — the chrome of UIKit's
/// sheets, and the pattern of the seeds' overlay examples. Subclasses choose the frame.
open class DimmingPresentationController: PresentationController {
    /// The dimming view, in the container while presented.
    public let dimmingView = View(name: "dimming")
    /// How dark the dimming gets.
    public var dimmingAlpha = 0.4

    /// A dimming controller for `presentedViewController`, its dimming view black.
    public override init(presentedViewController: ViewController, presenting presentingViewController: ViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.backgroundColor = .black
    }

    /// Puts the dimming view at the back of the container, clear, and fades it to ``dimmingAlpha`` alongside.
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

    /// Takes the dimming view away when the presentation was cancelled.
    open override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    /// Fades the dimming view out alongside the dismissal.
    open override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [dimmingView] _ in
            dimmingView.alpha = 0
        }, completion: nil)
    }

    /// Takes the dimming view away when the dismissal completed.
    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }

    /// Stretches the dimming view over the container and puts the presented view at its frame.
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
