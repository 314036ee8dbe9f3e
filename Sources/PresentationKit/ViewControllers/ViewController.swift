/// A controller of a view (UIKit's `UIViewController`): it loads its view lazily, contains children, presents
/// and is presented, and hears appearance and layout callbacks.
///
/// Subclass it and override the `open` hooks; the engine records each callback in the window's ``Trace``
/// before calling it, so the trace shows every call even when an override does not call `super`.
///
///     let presenting = ViewController(name: "presenting")
///     window.rootViewController = presenting
///     window.makeKeyAndVisible()
///     let presented = ViewController(name: "presented")
///     presented.modalPresentationStyle = .custom
///     presented.transitioningDelegate = overlayDelegate      // held weakly, as in UIKit
///     presenting.present(presented, animated: true) { print("shown") }
///
/// The view takes the controller's ``name`` unless ``loadView()`` is overridden.
open class ViewController: ContentContainer {
    /// A readable name for traces and exports; defaults to the type's name.
    public var name: String

    private var loadedView: View?
    /// Set on a window's root controller.
    weak var hostWindow: Window? {
        didSet { if hostWindow !== oldValue { invalidateTraits() } }
    }
    private var isLoadingView = false

    // Containment
    /// The container controller this one is a child of (UIKit's `parent`); nil for a root or presented
    /// controller that is no child. Set by `addChild(_:)` and `removeFromParent()`.
    public internal(set) weak var parent: ViewController? {
        didSet { if parent !== oldValue { invalidateTraits() } }
    }
    /// The child controllers, in the order they were added (UIKit's `children`).
    public internal(set) var children: [ViewController] = []

    // Appearance
    /// Where the view is in its appearance cycle.
    public internal(set) var appearanceState: AppearanceState = .disappeared
    /// Appearance moves that were refused as illegal (for the invariant checker).
    var appearanceViolations: [String] = []
    /// Whether the appearance transition under way is animated.
    var appearanceAnimated = false
    /// Whether the view is appearing and has not heard `viewIsAppearing` yet (ViewController+IsAppearing.swift).
    var owesViewIsAppearing = false

    // Presentation
    /// How the controller is presented; ``ModalPresentationStyle/automatic`` (a page sheet) by default.
    public var modalPresentationStyle: ModalPresentationStyle = .automatic
    /// The animation used when no animator is supplied.
    public var modalTransitionStyle: ModalTransitionStyle = .coverVertical
    /// The system transition to present with, in place of ``modalTransitionStyle`` (iOS 18 and later; see
    /// ``Transition``): nil by default.
    public var preferredTransition: Transition?
    /// The zoom's drag-to-dismiss, while this controller is presented with a zoom.
    var zoomInteraction: ZoomDismissalInteraction?
    /// Vends the presentation controller and animators for this controller's presentation. Held weakly,
    /// as in UIKit: keep the delegate alive yourself.
    public weak var transitioningDelegate: ViewControllerTransitioningDelegate?
    /// Whether a current-context presentation from a descendant covers this controller's view.
    public var definesPresentationContext = false
    /// Whether this controller, when it defines the context, imposes its ``modalTransitionStyle``.
    public var providesPresentationContextTransitionStyle = false
    /// Whether the controller is being presented right now.
    public internal(set) var isBeingPresented = false
    /// Whether the controller is being dismissed right now.
    public internal(set) var isBeingDismissed = false
    /// How this controller's view was before its current presentation began, checked when it is dismissed.
    var presenterRestoration: PresenterRestoration?
    /// The controller this one presents, if any.
    public internal(set) var presentedViewController: ViewController? {
        didSet {
            guard presentedViewController !== oldValue else { return }
            oldValue?.invalidateTraits()
            presentedViewController?.invalidateTraits()
        }
    }
    weak var presentingStorage: ViewController? {
        didSet {
            guard presentingStorage !== oldValue else { return }
            presentationWindow = presentingStorage?.window
            invalidateTraits()
        }
    }
    /// The window the presenter was in when this controller was presented: a presented controller's window
    /// while its own view is off screen (see ``window``).
    weak var presentationWindow: Window?
    var presentationStorage: PresentationController? {
        didSet { if presentationStorage !== oldValue { invalidateTraits() } }
    }
    var coordinatorStorage: TransitionCoordinator?
    var modalInPresentationStorage = false
    var childTraitOverrides: [ObjectIdentifier: TraitCollection] = [:] {
        didSet {
            // Overrides are few and children may be many: find what changed first.
            let changed = Set(oldValue.keys).union(childTraitOverrides.keys).filter { oldValue[$0] != childTraitOverrides[$0] }
            guard !changed.isEmpty else { return }
            for child in children where changed.contains(ObjectIdentifier(child)) { child.invalidateTraits() }
        }
    }
    /// The traits last worked out from the parent or the presentation, until something they depend on
    /// changes (`ViewController+TraitResolution.swift`).
    var traitCache: ResolvedTraits?
    /// How many times this controller's traits were worked out rather than read from ``traitCache``: for the
    /// tests that prove a deep stack does not walk down to the root each time it is asked.
    var traitResolutions = 0
    /// The traits last reported through ``traitCollectionDidChange(_:)`` (or first seen at layout).
    var reportedTraits: TraitCollection?
    /// The storage of ``traitOverrides`` (ViewController+TraitChanges.swift).
    var ownTraitOverrides = TraitOverrides() {
        didSet { if ownTraitOverrides != oldValue { invalidateTraits() } }
    }
    /// The trait-change registrations (``registerForTraitChanges(_:handler:)``).
    var traitChangeRegistry = TraitChangeRegistry()

    /// The size the controller would like; a change while presented or contained reaches the container's
    /// `preferredContentSizeDidChange(forChildContentContainer:)`.
    public var preferredContentSize: Size = .zero {
        didSet {
            guard preferredContentSize != oldValue else { return }
            notifyContainerOfPreferredContentSize()
        }
    }

    /// A controller named `name` (the type's name when nil).
    public init(name: String? = nil) {
        self.name = ""
        self.name = name ?? String(describing: type(of: self))
    }

    deinit {
        // Children and a presented controller that outlive this one lose the link their kept traits came
        // through without hearing of it (the link is weak): they forget them now.
        invalidateTraits()
    }

    // MARK: View

    /// The controller's view, loaded on first access (``loadView()`` then ``viewDidLoad()``).
    public var view: View {
        get {
            loadViewIfNeeded()
            return loadedView!
        }
        set {
            loadedView?.layoutDelegate = nil
            loadedView = newValue
            newValue.layoutDelegate = self
        }
    }

    /// The view if it is loaded, without loading it.
    public var viewIfLoaded: View? { loadedView }

    /// Whether the view is loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Loads the view now if it is not loaded yet.
    public func loadViewIfNeeded() {
        guard loadedView == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        isLoadingView = false
        if loadedView == nil {
            window?.diagnostics.report(
                .warning, "loadView() of '\(name)' did not set a view; a plain view was made", code: .engine.loadViewWithoutView)
            view = View(name: name)
        }
        record("viewDidLoad")
        viewDidLoad()
    }

    /// Makes the view. The default makes a plain view named after the controller; overrides must set
    /// ``ViewController/view`` and need not call `super`.
    open func loadView() {
        view = View(name: name)
    }

    /// The view was loaded.
    open func viewDidLoad() {}

    // MARK: Appearance hooks

    /// The view is about to be added to the window (or to become visible again).
    open func viewWillAppear(_ animated: Bool) {}
    /// The view is in the window, laid out by its superview, with its traits up to date: once per appearance,
    /// after ``viewWillAppear(_:)`` and before ``viewDidAppear(_:)`` (UIKit's `viewIsAppearing(_:)`; when and
    /// in which era: ViewController+IsAppearing.swift).
    open func viewIsAppearing(_ animated: Bool) {}
    /// The view is on screen.
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to leave the screen.
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view left the screen.
    open func viewDidDisappear(_ animated: Bool) {}

    // MARK: Safe area

    /// Insets added to the safe area of the controller's view, beyond what the window and the views above
    /// it cover: a container's own bars over a child, say (UIKit's `additionalSafeAreaInsets`, iOS 11;
    /// Apple, "Positioning content relative to the safe area"). The view and its subviews see the change
    /// at the next layout pass. Components should be finite.
    public var additionalSafeAreaInsets: EdgeInsets = .zero {
        didSet {
            guard additionalSafeAreaInsets != oldValue else { return }
            viewIfLoaded?.invalidateSafeAreaInsets()
            viewIfLoaded?.window?.hasPendingLayout = true
        }
    }

    /// The safe-area insets of the controller's view changed (UIKit's `viewSafeAreaInsetsDidChange`): called
    /// in the layout pass, after the view's `safeAreaInsetsDidChange` handler and before
    /// ``viewWillLayoutSubviews()``, only when the insets differ from the last ones reported — so also once
    /// when the view first enters a window with a safe area (Apple: "UIKit also calls this method immediately
    /// before your view appears onscreen").
    ///
    /// Unlike the other hooks it is not written to the window's ``Trace``: the safe area changes whenever a
    /// view moves across an inset (every presented view sliding in or out), and a line for each would bury
    /// the calls the trace is read for. Override it, or set the view's `safeAreaInsetsDidChange` handler,
    /// to observe it.
    open func viewSafeAreaInsetsDidChange() {}

    // MARK: Layout hooks

    /// The view is about to lay out its subviews.
    open func viewWillLayoutSubviews() {}
    /// The view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    // MARK: Containment hooks

    /// The controller is about to move to a parent (nil: about to be removed).
    open func willMove(toParent parent: ViewController?) {}

    /// The controller moved to a parent (nil: was removed).
    open func didMove(toParent parent: ViewController?) {}

    // MARK: Content container

    /// The size to give a child; the parent's size by default.
    open func size(forChildContentContainer container: ContentContainer, withParentContainerSize parentSize: Size) -> Size {
        parentSize
    }

    /// A child's preferred content size changed. The default grants nothing; a container that grants some
    /// calls ``transition(child:to:animated:)``, which sends the child its `viewWillTransition` receipt before
    /// resizing it.
    open func preferredContentSizeDidChange(forChildContentContainer container: ContentContainer) {}

    /// The view is about to change size as part of `coordinator`'s transition. The default forwards the
    /// change: to each child, sized by ``size(forChildContentContainer:withParentContainerSize:)``, then to
    /// the presentation controller of the controller this one presents, with the same size. An override that
    /// does not call `super` stops the flow there.
    open func viewWillTransition(to size: Size, with coordinator: ViewControllerTransitionCoordinator) {
        forwardViewWillTransition(to: size, with: coordinator)
    }

    /// The traits are about to change as part of `coordinator`'s transition. The default forwards the change
    /// to each child (with the traits the child will have, overrides applied), then to the presentation of
    /// the controller this one presents, which may adapt. An override that does not call `super` stops the
    /// flow there.
    open func willTransition(to newCollection: TraitCollection, with coordinator: ViewControllerTransitionCoordinator) {
        forwardWillTransition(to: newCollection, with: coordinator)
    }

    /// The traits changed; called just before the view's next layout. Deprecated by UIKit in iOS 17, still
    /// called in every era: register for the traits you need with ``registerForTraitChanges(_:handler:)``.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    // MARK: Environment

    /// The window the controller is in: its own if it is the root, else its parent's or presenter's.
    ///
    /// A presented controller whose view is on screen answers its view's window (UIKit's `view.window`): a
    /// few superviews up. Off screen (before the animator adds its view, after a dismissal took it out) it
    /// answers the window its presenter was in when it was presented, where asking the presenter would walk
    /// down the whole presentation stack, one level per controller (the trace asks at every call it records).
    public var window: Window? {
        if let hostWindow { return hostWindow }
        if let parent { return parent.window }
        if let presentingStorage { return loadedView?.window ?? presentationWindow ?? presentingStorage.window }
        return loadedView?.window
    }

    /// The controller's traits: the window's, refined by the presentation controller for a presented
    /// controller and by the parent's override for a child.
    ///
    /// A child's and a presented controller's traits are kept once worked out, until something they depend
    /// on changes: asked at every level of a stack n deep, they would otherwise cost n² steps.
    public var traitCollection: TraitCollection { resolvedTraits().traits }

    /// The object a preferred-size change is reported to: the parent, else the presentation controller.
    var contentContainer: ContentContainer? {
        if let parent { return parent }
        if presentingStorage != nil { return presentationStorage }
        return nil
    }

    /// Records a call to one of this controller's hooks in the trace.
    func record(_ call: String, _ detail: String? = nil) {
        window?.trace.record(call, target: name, detail: detail)
    }
}

extension ViewController: ViewLayoutDelegate {
    func viewWillLayoutSubviews(_ view: View) { layoutPassWillBegin() }

    func viewDidLayoutSubviews(_ view: View) { layoutPassDidEnd() }

    /// A child's view entering a visible parent's window appears, and leaving it disappears, as UIKit
    /// forwards appearance to contained controllers automatically. Root and presented controllers are
    /// handled by the window and the presentation engine.
    func viewDidMoveInHierarchy(_ view: View) {
        guard view === viewIfLoaded else { return }
        guard let parent else {
            if view.window != nil { viewDidEnterWindowWhileAppearing() }
            return
        }
        let inWindow = view.window != nil
        if inWindow { viewDidEnterWindowWhileAppearing() }
        if inWindow, parent.appearanceState == .appeared, appearanceState == .disappeared {
            beginAppearanceTransition(true, animated: false)
            endAppearanceTransition()
        } else if !inWindow, appearanceState == .appeared {
            beginAppearanceTransition(false, animated: false)
            endAppearanceTransition()
        }
    }
}

extension ViewController: CustomStringConvertible {
    /// `ViewController(name)`.
    public var description: String { "ViewController(\(name))" }
}
