/// A window on a simulated screen: the root of a view tree and of a view-controller hierarchy, and the
/// owner of everything a scene shares — its ``clock``, its ``trace`` and its ``diagnostics``.
///
/// UIKit's `UIWindow` is itself a view; here the window *has* a root view, ``rootView`` (named after the
/// window), covering the screen. Everything on screen is in that tree, back to front, depth first.
///
///     let window = Window(size: Size(width: 393, height: 852), scale: 3)
///     window.rootViewController = ViewController(name: "presenting")
///     window.makeKeyAndVisible()
///     window.rootViewController!.present(presented, animated: true)
///     window.clock.runUntilIdle()
///     print(window.trace.lines)
///
/// Engine objects are not `Sendable` and use no actor: a scene lives in one isolation domain, the one that
/// created its window (tests, the CLI and the Lua registry each drive their own scenes).
public final class Window {
    /// The window's name, which its root view also takes.
    public let name: String
    /// Points per pixel of the simulated screen.
    public var scale: Double
    /// The insets of the area not covered by bars, notches or rounded corners.
    ///
    /// The window's root view takes these; every other view's are derived from them (``View/safeAreaInsets``).
    public var safeAreaInsets: EdgeInsets {
        didSet {
            guard safeAreaInsets != oldValue else { return }
            rootView.invalidateSafeAreaInsets()
            hasPendingLayout = true
        }
    }
    /// The window's traits, from which controllers and presentation controllers inherit.
    public var traitCollection: TraitCollection {
        didSet { if traitCollection != oldValue { rootViewController?.invalidateTraits() } }
    }
    /// The root of the view tree, covering the screen.
    public let rootView: View
    /// The virtual clock every animation and timer of this window runs on.
    public let clock: AnimationClock
    /// What UIKit called, in order, with virtual times.
    public let trace: Trace
    /// Problems reported while the scene ran.
    public let diagnostics: DiagnosticLog
    /// Completes transitions whose animator never calls `completeTransition`; off by default, since UIKit
    /// has no such thing (a transition that never completes leaves UIKit stuck).
    public var transitionWatchdog: TransitionWatchdog?
    /// Which iOS the window behaves as (``SystemVersion``): iOS 26 by default. Rules that differ by era read it
    /// when they apply, so set it before presenting.
    public var systemVersion: SystemVersion = .current
    /// How built-in page and form sheets look: the era's (``SystemVersion/sheetGeometry``) unless set outright.
    /// Setting it keeps that geometry whatever the era (``sheetGeometryOverride``).
    public var sheetGeometry: SheetGeometry {
        get { sheetGeometryOverride ?? systemVersion.sheetGeometry }
        set { sheetGeometryOverride = newValue }
    }
    /// The geometry set outright, if any; nil follows the era (``sheetGeometry``).
    public var sheetGeometryOverride: SheetGeometry?
    /// Who names the code behind watched changes (`ChangeAuthor.swift`).
    var changeAuthorSources: [ChangeAuthorSource] = []
    /// Whether ``makeKeyAndVisible()`` ran: the root controller then counts as appeared.
    public private(set) var isVisible = false
    /// The device the window simulates, when it was made from one; rotations take its sizes, insets and traits.
    public internal(set) var device: Device?
    /// Which way up the interface is; changed by ``transition(to:animated:)``.
    public internal(set) var orientation: Orientation
    /// The system keyboard, hidden until shown (``Keyboard/show(height:animated:)``).
    public private(set) lazy var keyboard = Keyboard(window: self)

    let ledger: CompletionLedger
    /// The present or dismiss under way, if any: UIKit refuses another while one runs.
    var activeTransition: PresentationTransition?
    /// The presentation controllers that presented in this window and whose presentations have not ended,
    /// for the invariant checker; ended ones are checked and let go (`Window+RetiredPresentations.swift`).
    var presentationControllers: [PresentationController] = []
    /// What was wrong with presentations that ended and were let go, reported by ``invariantViolations()``.
    var retiredViolations: [String] = []
    /// Size, trait and content-size transitions under way (see `ContentTransition`).
    var contentTransitions: [ContentTransition] = []
    /// Whether a view in the window was marked for layout since the last pass.
    var hasPendingLayout = true
    /// How many views the layout passes have visited (worked out insets for, or laid out, or walked through
    /// to reach one that needed it), for the tests that prove a pass leaves the rest of the window alone.
    var layoutVisits = 0
    /// The fingers down and the gesture recognizers working on them (`Gestures/Window+Touches.swift`).
    let touchDispatch = TouchDispatch()

    /// A window for a screen of `size` points.
    /// - Parameters:
    ///   - size: The screen's size, in points.
    ///   - scale: Pixels per point; 2 by default (Retina), 3 for the Super Retina screens.
    ///   - safeAreaInsets: What bars, the notch and rounded corners cover; none by default.
    ///   - traitCollection: The window's traits; by default a phone's for a screen narrower than 700 points
    ///     (horizontally compact, vertically regular in portrait and compact in landscape) and an iPad's
    ///     otherwise (regular in both). Device presets give exact traits.
    ///   - name: The window's name, which its root view takes.
    public init(
        size: Size,
        scale: Double = 2,
        safeAreaInsets: EdgeInsets = .zero,
        traitCollection: TraitCollection? = nil,
        name: String = "window"
    ) {
        self.name = name
        self.scale = scale
        self.safeAreaInsets = safeAreaInsets
        self.traitCollection = traitCollection ?? Window.defaultTraits(for: size, scale: scale)
        self.orientation = size.width > size.height ? .landscapeLeft : .portrait
        let clock = AnimationClock()
        self.clock = clock
        self.trace = Trace(currentTime: { [weak clock] in clock?.now ?? 0 })
        let diagnostics = DiagnosticLog(currentTime: { [weak clock] in clock?.now ?? 0 })
        self.diagnostics = diagnostics
        self.ledger = CompletionLedger(diagnostics: diagnostics)
        self.rootView = View(name: name, frame: Rect(origin: .zero, size: size))
        rootView.hostingWindow = self
        clock.window = self
    }

    deinit {
        // The root's heirs kept traits that rested on this window's.
        rootViewController?.invalidateTraits()
        // Presented controllers and their presentation controllers refer to each other; let them go.
        for controller in presentationControllers { controller.releasePresentation() }
        // A transition under way holds its participants through their coordinator, and they hold it.
        activeTransition?.abandon()
        for transition in contentTransitions { transition.abandon() }
        // Work still under way (a transition an interaction left paused, animations that never end) holds
        // closures that hold what holds it: nothing can run it any more, so it is dropped, never to run.
        clock.abandonWork(views: rootView.subtreeBackToFront, timelines: activeTransition.map { [$0.timeline] } ?? [])
    }

    /// The screen's bounds.
    public var bounds: Rect { rootView.bounds }

    /// The controller whose view fills the window. Replacing it on a visible window makes the old one
    /// disappear and the new one appear, without animation.
    public var rootViewController: ViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            if let old = oldValue {
                if isVisible, old.appearanceState == .appeared {
                    old.beginAppearanceTransition(false, animated: false)
                    old.endAppearanceTransition()
                }
                old.hostWindow = nil
                if old.viewIfLoaded?.superview === rootView { old.viewIfLoaded?.removeFromSuperview() }
            }
            if let root = rootViewController {
                root.hostWindow = self
                root.view.frame = bounds
                rootView.insertSubview(root.view, at: 0)
                if isVisible {
                    root.beginAppearanceTransition(true, animated: false)
                    root.endAppearanceTransition()
                }
            }
        }
    }

    /// Shows the window: the root controller appears (`viewWillAppear`, `viewDidAppear`, not animated).
    public func makeKeyAndVisible() {
        guard !isVisible else { return }
        isVisible = true
        if let root = rootViewController {
            root.beginAppearanceTransition(true, animated: false)
            root.endAppearanceTransition()
        }
        layoutIfNeeded()
    }

    /// Lays out every view that needs it (the clock does this at the end of each step).
    public func layoutIfNeeded() {
        // The clock commits after every action: walk the tree only when some view in it asked for layout.
        guard hasPendingLayout else { return }
        hasPendingLayout = false
        rootView.layoutIfNeeded()
    }

    /// Every view in the window, back to front, depth first (the window's root view first).
    public var viewsBackToFront: [View] { rootView.subtreeBackToFront }

    /// The displayed state of every view, back to front, depth first, with each view's parent's name.
    public func displayedStates() -> [(state: ViewState, parent: String?)] {
        viewsBackToFront.map { ($0.presentation, $0.superview?.name) }
    }

    /// The controllers presented from the root, bottom to top.
    public var presentationStack: [ViewController] {
        var stack: [ViewController] = []
        var seen: Set<ObjectIdentifier> = []
        var current = rootViewController?.presentedViewController
        while let controller = current, seen.insert(ObjectIdentifier(controller)).inserted {
            stack.append(controller)
            current = controller.presentedViewController
        }
        return stack
    }

    /// Whether a present or dismiss is under way.
    public var isTransitioning: Bool { activeTransition != nil }

    static func defaultTraits(for size: Size, scale: Double) -> TraitCollection {
        let isPad = Swift.min(size.width, size.height) >= 700
        return TraitCollection(
            horizontalSizeClass: isPad ? .regular : .compact,
            verticalSizeClass: isPad || size.height > size.width ? .regular : .compact,
            userInterfaceIdiom: isPad ? .pad : .phone,
            displayScale: scale)
    }
}
