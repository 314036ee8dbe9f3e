/// The presentation controller of ``ModalPresentationStyle/popover`` (UIKit's
/// `UIPopoverPresentationController`): the presented view in a balloon whose arrow points at a source
/// rectangle. Configure it before presenting, through the presented controller's
/// ``ViewController/popoverPresentationController``:
///
///     presented.modalPresentationStyle = .popover
///     presented.preferredContentSize = Size(width: 300, height: 200)
///     let popover = presented.popoverPresentationController!
///     popover.sourceView = button
///     popover.permittedArrowDirections = [.up, .down]
///     presenting.present(presented, animated: true)
///
/// Its chrome is a clear view covering the container (named `dimming`, where a tap outside lands) and
/// the balloon behind the content (named `popoverBackground`); both fade in and out alongside. The geometry
/// is ``PopoverLayout``'s. Without a preferred content size the content is 320 points wide and as tall as fits.
///
/// A tap outside the popover dismisses it, as a user's dismissal (``UserDismissal/tapOutside``: the veto,
/// then the delegate's will- and did-dismiss messages) — Apple, `UIModalPresentationStyle.popover`: "taps
/// outside the popover cause the popover to be dismissed" — except a tap on one of the ``passthroughViews``,
/// which reaches that view while the popover stays. Before iOS 13 the veto was the popover delegate's
/// `popoverPresentationControllerShouldDismissPopover(_:)` (iOS 8–13, deprecated since): the engine asks it
/// when the window's ``Window/systemVersion`` is ``SystemVersion/iOS12``
/// (``PopoverPresentationControllerDelegate``), iOS 13's `presentationControllerShouldDismiss(_:)` otherwise.
open class PopoverPresentationController: PresentationController {
    /// The view the source rectangle is in.
    public weak var sourceView: View?
    /// The rectangle the arrow points at, in ``sourceView``'s coordinates; `.zero` means its bounds.
    public var sourceRect: Rect = .zero
    /// The directions the arrow may point in.
    public var permittedArrowDirections: PopoverArrowDirection = .any
    /// The margins kept between the popover and the container's safe area: 10 points by default.
    public var popoverLayoutMargins = EdgeInsets(all: 10)
    /// The balloon's color.
    public var backgroundColor: Color = .white {
        didSet { backgroundView.backgroundColor = backgroundColor }
    }
    /// The clear view covering the container.
    public let dimmingView = View(name: "dimming")
    /// The balloon behind the content.
    public let backgroundView = View(name: "popoverBackground")
    /// Views outside the popover that take touches while it is up (UIKit's `passthroughViews`): a touch on one
    /// of them (on it or a subview, where it takes touches) reaches it and the popover stays, instead of landing on
    /// the dimming view and dismissing the popover. Apple: "assigning an array of views to this property allows
    /// taps outside of the popover to be handled by the corresponding views". None by default. While the
    /// presented controller ``ViewController/isModalInPresentation`` they take nothing: UIKit then "ignores
    /// events outside the view controller's bounds".
    public var passthroughViews: [View] = []
    /// The dimming view's tap, which dismisses the popover.
    public private(set) lazy var dismissalTapGestureRecognizer: TapGestureRecognizer = {
        let tap = TapGestureRecognizer { [weak self] tap in
            guard tap.state == .ended, let self else { return }
            self.dismiss(asUser: .tapOutside)
        }
        tap.name = "popover.dismiss"
        return tap
    }()
    /// The direction the arrow points in, once laid out.
    public private(set) var arrowDirection: PopoverArrowDirection = .unknown

    /// The content size without a preferred one: UIKit's 320 points wide, as tall as fits.
    public static let defaultContentSize = Size(width: 320, height: 1100)

    /// A popover controller for `presentedViewController`: a white balloon with ``PopoverLayout/cornerRadius``
    /// corners and a soft shadow (20 % black, 16-point blur, not offset: an approximation of UIKit's, not measured).
    public override init(presentedViewController: ViewController, presenting presentingViewController: ViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        presentationStyle = .popover
        backgroundView.backgroundColor = backgroundColor
        backgroundView.cornerRadius = PopoverLayout.cornerRadius
        backgroundView.shadow = Shadow(color: .black, opacity: 0.2, offset: .zero, radius: 16)
        dimmingView.passesTouch = { [weak self] point in self?.isOnPassthroughView(point) ?? false }
    }

    /// The popover's geometry in the current container, or nil outside a presentation.
    public var layout: PopoverLayout? {
        guard let containerView else { return nil }
        let source: Rect
        if let sourceView {
            let rect = sourceRect == .zero ? sourceView.bounds : sourceRect
            source = sourceView.convert(rect, to: containerView)
        } else {
            source = Rect(x: containerView.bounds.midX, y: containerView.bounds.midY, width: 0, height: 0)
        }
        let preferred = presentedViewController.preferredContentSize
        let content = preferred.width > 0 && preferred.height > 0 ? preferred : Self.defaultContentSize
        let safeArea = containerView.window?.safeAreaInsets ?? .zero
        return PopoverLayout(
            container: containerView.bounds, safeArea: safeArea, margins: popoverLayoutMargins, source: source,
            contentSize: content, permitted: permittedArrowDirections)
    }

    /// The content frame of ``layout``; `.zero` outside a presentation.
    open override var frameOfPresentedViewInContainerView: Rect { layout?.contentFrame ?? .zero }

    /// Puts the clear dimming view and the balloon in the container, the balloon fading in alongside.
    open override func presentationTransitionWillBegin() {
        guard let containerView, let layout else { return }
        arrowDirection = layout.arrowDirection
        dimmingView.frame = containerView.bounds
        backgroundView.frame = layout.backgroundFrame
        backgroundView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        containerView.insertSubview(backgroundView, aboveSubview: dimmingView)
        // A touch the dimming view lets through must reach what is behind, not stop on the container.
        containerView.passesTouchesThrough = true
        if dismissalTapGestureRecognizer.view !== dimmingView { dimmingView.addGestureRecognizer(dismissalTapGestureRecognizer) }
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [backgroundView] _ in
            backgroundView.alpha = 1
        }, completion: nil)
    }

    /// Takes the chrome away when the presentation was cancelled.
    open override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { removeChrome() }
    }

    /// Fades the balloon out alongside the dismissal.
    open override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [backgroundView] _ in
            backgroundView.alpha = 0
        }, completion: nil)
    }

    /// Takes the chrome away when the dismissal completed.
    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { removeChrome() }
    }

    /// Lays the popover out again (the source or the container may have moved): arrow, balloon and content.
    open override func containerViewWillLayoutSubviews() {
        guard let containerView, let layout else { return }
        arrowDirection = layout.arrowDirection
        dimmingView.frame = containerView.bounds
        backgroundView.frame = layout.backgroundFrame
        presentedView?.frame = layout.contentFrame
    }

    /// The content asked for another size: a popover grants what fits (its layout keeps it inside the safe
    /// area) and animates to it, the balloon following in `containerViewWillLayoutSubviews`.
    open override func preferredContentSizeDidChange(forChildContentContainer container: ContentContainer) {
        guard let layout else { return }
        transitionPresentedViewController(to: layout.contentFrame.size)
    }

    /// A horizontally compact environment turns a popover into a full-screen presentation, unless the
    /// delegate says otherwise.
    open override func adaptivePresentationStyle(for traitCollection: TraitCollection) -> ModalPresentationStyle {
        if let answer = delegateAdaptivePresentationStyle(for: traitCollection) { return answer }
        return traitCollection.horizontalSizeClass == .compact ? .fullScreen : .popover
    }

    private func removeChrome() {
        dimmingView.removeGestureRecognizer(dismissalTapGestureRecognizer)
        dimmingView.removeFromSuperview()
        backgroundView.removeFromSuperview()
    }

    /// Whether `point`, in the dimming view's coordinates, is on one of the ``passthroughViews`` where it takes
    /// touches (a view on screen, in this window, whose hit test answers there).
    private func isOnPassthroughView(_ point: Point) -> Bool {
        guard !passthroughViews.isEmpty, !presentedViewController.isModalInPresentation else { return false }
        return passthroughViews.contains { view in
            guard view.window != nil, view.window === dimmingView.window else { return false }
            return view.hitTest(view.convert(point, from: dimmingView)) != nil
        }
    }
}
