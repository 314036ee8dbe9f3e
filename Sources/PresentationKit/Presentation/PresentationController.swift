/// Manages one presentation from the moment it starts until its dismissal ends: where the presented view
/// goes, the chrome around it (dimming views, shadows, decorations) and how it adapts (UIKit's
/// `UIPresentationController`).
///
/// The base class is UIKit's default: the presented view fills the container, nothing is added, the
/// presenter's view stays. Subclass it for a custom presentation and return it from the transitioning
/// delegate's `presentationController(forPresented:presenting:source:)` with
/// ``ModalPresentationStyle/custom``; the presented controller never needs to know:
///
///     final class OverlayPresentationController: PresentationController {
///         let dimmingView = View(name: "dimming")
///         override var frameOfPresentedViewInContainerView: Rect {
///             containerView!.bounds.insetBy(dx: 30, dy: 30)
///         }
///         override func presentationTransitionWillBegin() {
///             dimmingView.frame = containerView!.bounds
///             dimmingView.alpha = 0
///             containerView!.insertSubview(dimmingView, at: 0)
///             presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
///                 self.dimmingView.alpha = 1
///             })
///         }
///     }
///
/// The engine asks ``presentedView`` and ``frameOfPresentedViewInContainerView`` as often as it needs: they
/// must answer quickly and the same way each time. Hooks are recorded in the window's trace, named
/// ``traceName``, before they are called.
open class PresentationController: ContentContainer {
    /// The controller being presented.
    public let presentedViewController: ViewController
    var presentingStorage: ViewController? {
        willSet { if newValue !== presentingStorage { invalidatePresentedTraits() } }
        didSet { if presentingStorage !== oldValue { invalidatePresentedTraits() } }
    }
    /// The style this controller presents with.
    public internal(set) var presentationStyle: ModalPresentationStyle
    /// The view the presentation happens in; set when the presentation begins.
    public internal(set) var containerView: View?
    /// Decides how the presentation adapts to trait changes.
    public weak var delegate: AdaptivePresentationControllerDelegate?
    /// Traits that override those the presentation inherits: the whole collection, `nil` for none. Changing
    /// it while presented sends the change down to the presented controller, and the presentation may adapt.
    ///
    /// Deprecated by UIKit in iOS 17 in favour of ``traitOverrides``, which reads and writes the same
    /// overrides trait by trait; kept as its alias for code written before iOS 17.
    public var overrideTraitCollection: TraitCollection? {
        get { overrideTraitCollectionStorage }
        set { setOverrideTraitCollection(newValue) }
    }
    var overrideTraitCollectionStorage: TraitCollection? {
        didSet { if overrideTraitCollectionStorage != oldValue { invalidatePresentedTraits() } }
    }
    /// While the presentation is adapted to another style, the presentation controller of that style, which
    /// stands in for this one (a full-screen one for a popover in compact width); nil otherwise.
    public internal(set) weak var adaptedPresentationController: PresentationController?
    /// For a controller standing in for another during an adaptation, the one it stands in for.
    public internal(set) var adaptedFrom: PresentationController?
    /// The traits last reported through ``traitCollectionDidChange(_:)`` (or first seen at layout).
    var reportedTraits: TraitCollection?
    /// The trait-change registrations (``registerForTraitChanges(_:handler:)``).
    var traitChangeRegistry = TraitChangeRegistry()
    /// Where the presentation is in its life.
    public private(set) var phase: PresentationPhase = .initial
    /// Every phase the presentation went through, in order.
    public private(set) var phaseHistory: [PresentationPhase] = [.initial]
    /// Moves that were not legal (the invariant checker reports them).
    var illegalPhaseMoves: [String] = []
    /// Where the presenter's view was before the presentation removed it.
    var presenterViewHome: ViewHome?
    /// Whether this presentation removed the presenter's view.
    var removedPresentersView = false
    /// The last frame the engine was given for the presented view, to check it stays stable.
    var lastFrameOfPresentedView: (frame: Rect, containerBounds: Rect)?
    /// Whether the container's pass has begun and the presented controller's pass is to bracket its
    /// callbacks (see `PresentationController+LayoutPass.swift`).
    var containerLayoutAwaitsPresentedPass = false
    /// Whether the presented controller's pass is bracketing the container's callbacks now.
    var presentedPassBracketsContainer = false
    var reportedUnstableFrame = false
    var reportedBadPresentedView = false
    /// The view this presentation made modal to VoiceOver, and whether it already was
    /// (PresentationController+Accessibility.swift); weak, as the presentation's other references to views are.
    weak var accessibilityModalView: View?
    var accessibilityModalViewWasModal = false

    /// A presentation controller for `presentedViewController`, presented from `presentingViewController`
    /// (nil when the presenter is not known yet: the engine sets it when the presentation begins).
    public init(presentedViewController: ViewController, presenting presentingViewController: ViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingStorage = presentingViewController
        self.presentationStyle = .custom
    }

    /// The controller the presentation is made from. Known from the moment the presentation begins.
    public var presentingViewController: ViewController {
        guard let presentingStorage else {
            preconditionFailure("presentingViewController of \(traceName) is read before the presentation began")
        }
        return presentingStorage
    }

    /// How the controller appears in the trace: its type and the presented controller's name.
    open var traceName: String { "\(type(of: self))(\(presentedViewController.name))" }

    // MARK: Layout

    /// The view that is animated in and out: the presented controller's view by default. Return a view that
    /// contains it to wrap it (in a shadow, a navigation bar…). Asked often: set the hierarchy up in
    /// ``presentationTransitionWillBegin()``, not here.
    open var presentedView: View? { presentedViewController.view }

    /// Where the presented view ends up, in the container's coordinates: the container's bounds by default.
    open var frameOfPresentedViewInContainerView: Rect { containerView?.bounds ?? .zero }

    /// Whether the presentation covers the screen (its container fills the window) and can adapt; true by
    /// default. Return false for a presentation confined to its presenter's area, like current context.
    open var shouldPresentInFullscreen: Bool { true }

    /// Whether the presenter's view leaves the window when the presentation ends; false by default.
    open var shouldRemovePresentersView: Bool { false }

    /// The container is about to lay out its subviews: update the chrome and the presented view's frame.
    open func containerViewWillLayoutSubviews() {}

    /// The container laid out its subviews.
    open func containerViewDidLayoutSubviews() {}

    // MARK: Transition hooks

    /// The presentation is about to start: add the chrome, and animate it alongside with the presented
    /// controller's transition coordinator.
    open func presentationTransitionWillBegin() {}

    /// The presentation ended; `completed` is false when it was cancelled: remove the chrome then.
    open func presentationTransitionDidEnd(_ completed: Bool) {}

    /// The dismissal is about to start: animate the chrome out alongside.
    open func dismissalTransitionWillBegin() {}

    /// The dismissal ended; `completed` is false when it was cancelled (the presentation stays).
    open func dismissalTransitionDidEnd(_ completed: Bool) {}

    /// The keyboard is about to move (UIKit's `keyboardWillChangeFrameNotification`, with will-show or
    /// will-hide): called while presented, inside the keyboard's animation, so frames set here move with it.
    /// Does nothing by default; a built-in sheet has already made its own move (see ``Keyboard``).
    open func keyboardWillChangeFrame(_ keyboard: KeyboardChange) {}

    // MARK: Content container

    /// The size the presented controller would like.
    open var preferredContentSize: Size { presentedViewController.preferredContentSize }

    /// The size to give the presented controller in a container of `parentSize`: `parentSize` by default.
    open func size(forChildContentContainer container: ContentContainer, withParentContainerSize parentSize: Size) -> Size {
        parentSize
    }

    /// The presented controller's preferred content size changed. The default grants nothing; a controller
    /// that grants some calls ``transitionPresentedViewController(to:animated:)``, which sends the presented
    /// controller its `viewWillTransition` receipt before resizing it.
    open func preferredContentSizeDidChange(forChildContentContainer container: ContentContainer) {}

    /// The container is about to change size. The default forwards the change to the presented controller,
    /// sized by ``size(forChildContentContainer:withParentContainerSize:)``; an override that does not call
    /// `super` stops the flow there.
    open func viewWillTransition(to size: Size, with coordinator: ViewControllerTransitionCoordinator) {
        forwardViewWillTransition(to: size, with: coordinator)
    }

    /// The traits are about to change. The default forwards the change to the presented controller; an
    /// override that does not call `super` stops the flow there.
    open func willTransition(to newCollection: TraitCollection, with coordinator: ViewControllerTransitionCoordinator) {
        forwardWillTransition(to: newCollection, with: coordinator)
    }

    /// The traits changed; called just before the container's next layout. Deprecated by UIKit in iOS 17,
    /// still called in every era: register for the traits you need with ``registerForTraitChanges(_:handler:)``.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    // MARK: Traits and adaptivity

    /// The presentation's traits: the presenter's, with ``traitOverrides`` applied.
    public var traitCollection: TraitCollection { resolvedTraits().traits }

    /// The style to adapt to in the current traits.
    public func adaptivePresentationStyle() -> ModalPresentationStyle {
        adaptivePresentationStyle(for: traitCollection)
    }

    /// The style to adapt to in `traitCollection`: the delegate's answer, else the current style (built-in
    /// sheet and popover controllers answer full screen in a horizontally compact environment).
    open func adaptivePresentationStyle(for traitCollection: TraitCollection) -> ModalPresentationStyle {
        delegateAdaptivePresentationStyle(for: traitCollection) ?? presentationStyle
    }

    // MARK: Accessibility

    /// The presentation's answer to VoiceOver's escape gesture (UIKit's `accessibilityPerformEscape()`): a
    /// user's dismissal through the veto (``dismiss(asUser:)``). Apple documents the escape as the way to
    /// dismiss "an element or containing view that can be revealed modally"; UIKit's own sheets and popovers
    /// answer it so, and the model answers it so for every presentation, its top one being what VoiceOver's
    /// focus is in (see ``View/accessibilityViewIsModal``).
    ///
    /// - Returns: Whether the presentation is being dismissed (false when it refused or could not now).
    @discardableResult
    open func accessibilityPerformEscape() -> Bool {
        dismiss(asUser: .escape)
    }

    // MARK: Engine side

    /// Moves to a new phase, recording an illegal move instead of making it.
    func move(to next: PresentationPhase) {
        guard phase.canMove(to: next) else {
            illegalPhaseMoves.append("\(phase.rawValue) → \(next.rawValue)")
            return
        }
        phase = next
        phaseHistory.append(next)
        // The presentation this controller stands in for lives and ends with it.
        if let adaptedFrom, adaptedFrom.phase.canMove(to: next) { adaptedFrom.move(to: next) }
    }

    /// Breaks the references between this controller and its presented controller once the presentation is
    /// over (or the window goes), so neither keeps the other alive.
    func releasePresentation() {
        if presentedViewController.presentationStorage === self { presentedViewController.presentationStorage = nil }
    }
}
