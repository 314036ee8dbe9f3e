import PresentationKit

/// `Styles/bouncy.lua`'s `presentation` table written in Swift, hook for hook: the presented view inset
/// from the container, a black dimming view behind it that fades to `dim` alongside the presentation and out
/// alongside the dismissal, and `containerWillLayout` keeping both right when the container changes size.
///
/// Where the Lua style would fail (no container yet), it does what a failing hook leads to: UIKit's default.
final class SwiftBouncyPresentationController: PresentationController {
    let options: SwiftBouncyOptions
    /// The style's `self.chrome.dim`.
    private var dim: View?

    init(presentedViewController: ViewController, presenting: ViewController?, options: SwiftBouncyOptions) {
        self.options = options
        super.init(presentedViewController: presentedViewController, presenting: presenting)
    }

    override var traceName: String { "\(options.styleName).presentation(\(presentedViewController.name))" }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        let dim = View(name: "dim")
        dim.backgroundColor = .black
        dim.alpha = 0
        dim.frame = containerView.bounds
        self.dim = dim
        containerView.insertSubview(dim, at: 0)
        let alpha = options.dim
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in dim.alpha = alpha }, completion: nil)
    }

    override var frameOfPresentedViewInContainerView: Rect {
        guard let containerView else { return super.frameOfPresentedViewInContainerView }
        return containerView.bounds.insetBy(dx: options.inset, dy: options.inset)
    }

    override func containerViewWillLayoutSubviews() {
        guard let containerView, let dim else { return }
        dim.frame = containerView.bounds
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dim?.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        guard let dim else { return }
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in dim.alpha = 0 }, completion: nil)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dim?.removeFromSuperview() }
    }
}
