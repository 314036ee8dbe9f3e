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

    /// A horizontally compact environment turns sheets into full-screen presentations, unless the delegate
    /// says otherwise.
    open override func adaptivePresentationStyle(for traitCollection: TraitCollection) -> ModalPresentationStyle {
        if let answer = delegate?.adaptivePresentationStyle(for: self, traitCollection: traitCollection) { return answer }
        return traitCollection.horizontalSizeClass == .compact ? .fullScreen : presentationStyle
    }
}

/// The presentation controller of ``ModalPresentationStyle/formSheet``: in a regular environment the
/// presented view is the preferred content size (540 × 620 by default, UIKit's form sheet), centred in the
/// container and kept inside its safe area; in a compact one it fills the container. The rest is dimmed.
open class FormSheetPresentationController: DimmingPresentationController {
    /// UIKit's form-sheet size when the presented controller prefers none.
    public static let defaultSize = Size(width: 540, height: 620)

    open override var frameOfPresentedViewInContainerView: Rect {
        guard let containerView else { return .zero }
        let bounds = containerView.bounds
        guard isRegularEnvironment else { return bounds }
        let preferred = presentedViewController.preferredContentSize
        let wanted = preferred.width > 0 && preferred.height > 0 ? preferred : Self.defaultSize
        let area = bounds.inset(by: containerView.window?.safeAreaInsets ?? .zero)
        let size = Size(width: Swift.min(wanted.width, area.width), height: Swift.min(wanted.height, area.height))
        return Rect(x: area.midX - size.width / 2, y: area.midY - size.height / 2, width: size.width, height: size.height)
    }
}

/// The presentation controller of ``ModalPresentationStyle/pageSheet``, with UIKit's documented geometry
/// (iOS 8–12): in a regular environment the presented view is as tall as the container and as wide as the
/// screen is in portrait, centred, the sides dimmed; in a compact one it fills the container. (iOS 13's card
/// look, which also shrinks the presenter, is not modelled.)
open class PageSheetPresentationController: DimmingPresentationController {
    open override var frameOfPresentedViewInContainerView: Rect {
        guard let containerView else { return .zero }
        let bounds = containerView.bounds
        guard isRegularEnvironment else { return bounds }
        let width = Swift.min(bounds.width, bounds.height)
        return Rect(x: bounds.midX - width / 2, y: bounds.minY, width: width, height: bounds.height)
    }
}
