/// A primary and a secondary controller side by side or one over the other (UIKit's `UISplitViewController`
/// as iOS 8 remade it): on any device, *expanded* in horizontally regular containers and *collapsed* into
/// one column in horizontally compact ones (the WWDC 2014 "View Controller Advancements in iOS 8" session).
///
///     let split = SplitViewController(name: "split")
///     split.viewControllers = [NavigationController(rootViewController: list), detail]
///     window.rootViewController = split       // on a phone: collapsed, detail pushed onto the list's stack
///     parent.setOverrideTraitCollection(TraitCollection(horizontalSizeClass: .regular), forChild: split)
///                                              // expanded: the seed's demo
///
/// Expanded, the ``displayMode`` places the columns (see ``DisplayMode``): the primary ``primaryColumnWidth``
/// wide on the left, the secondary beside it or under it. The primary is given a horizontally compact trait
/// collection while expanded ("a split view controller constrains the horizontal size class" of its primary,
/// the session says). Collapsed, only the primary is a child; how the secondary folds into it — pushed onto
/// a navigation controller, or dropped — is the delegate's say first (``SplitViewControllerDelegate``).
/// The state follows the traits wherever they change: a rotation, a resize, a parent's override; the first
/// layout settles it for a new split view.
open class SplitViewController: ViewController {
    /// Hears display-mode changes and has its say on collapsing, separating and showing. Held weakly.
    public weak var delegate: SplitViewControllerDelegate?
    var viewControllersStorage: [ViewController] = []
    /// Whether the split view shows one column (UIKit's `isCollapsed`).
    public internal(set) var isCollapsed = false
    /// The display mode the split view would like; `automatic` picks one for the space (UIKit's
    /// `preferredDisplayMode`). Setting it replaces a mode chosen with the ``displayModeButtonItem``.
    public var preferredDisplayMode: DisplayMode = .automatic {
        didSet {
            guard preferredDisplayMode != oldValue else { return }
            let old = chosenDisplayMode ?? (oldValue == .automatic ? automaticDisplayMode : oldValue)
            changeDisplayMode(to: nil, from: old, animated: false)
        }
    }
    /// The primary's preferred width as a fraction of the split view's (UIKit's
    /// `preferredPrimaryColumnWidthFraction`); ``automaticDimension`` (the default) asks for
    /// ``defaultPrimaryColumnWidth``. Clamped by the minimum and maximum.
    public var preferredPrimaryColumnWidthFraction = SplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The narrowest the primary may be, in points; ``automaticDimension`` means 0 (UIKit's default).
    public var minimumPrimaryColumnWidth = SplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The widest the primary may be, in points; ``automaticDimension`` means ``defaultPrimaryColumnWidth``
    /// (UIKit's default: a fraction of 0.5 alone still gives 320 points until the maximum is raised).
    public var maximumPrimaryColumnWidth = SplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// "Let UIKit choose" for the width properties (UIKit's `UISplitViewController.automaticDimension`); any
    /// negative value is read as it.
    public static let automaticDimension = -1.0
    /// The primary column's width when nothing else is asked: 320 points, iOS 8's default and the automatic
    /// maximum (useyourloaf.com, "How do you change the width of the master view in a Split View
    /// Controller?": automatic minimum 0, automatic maximum 320 points).
    public static let defaultPrimaryColumnWidth = 320.0
    /// The hairline between the columns side by side, in points: an iPad's 1,024-point landscape split gives
    /// the secondary 703 points next to a 320-point primary.
    public static let dividerWidth = 1.0
    /// How long a display-mode change animates, in seconds. UIKit documents none; 0.3 s is this model's
    /// choice (UIKit's common default animation length).
    public static let displayModeDuration = 0.3

    /// A mode chosen with the display-mode button (or its delegate's target), until the preferred mode or the
    /// size changes.
    var chosenDisplayMode: DisplayMode?
    /// Set while a display-mode change animates: the primary's view stays in the tree until it ends.
    var isAnimatingDisplayMode = false
    /// What collapsing folded into the primary, for separating it again.
    var collapseRecord: CollapseRecord?

    /// A split view without children, named `name` (the type's name when nil).
    public override init(name: String? = nil) {
        super.init(name: name)
    }

    /// The children: primary then secondary when expanded, the primary alone when collapsed (UIKit's
    /// `viewControllers`). Setting one or two controllers replaces them; the state then follows the traits
    /// at the next layout. Controllers that cannot be children (presented, a root, an ancestor, another
    /// container's child) are refused and reported.
    public var viewControllers: [ViewController] {
        get { viewControllersStorage }
        set { replaceChildren(with: newValue) }
    }

    /// The primary (left) controller.
    public var primaryViewController: ViewController? { viewControllersStorage.first }
    /// The secondary (detail) controller; nil while collapsed.
    public var secondaryViewController: ViewController? {
        viewControllersStorage.count > 1 ? viewControllersStorage[1] : nil
    }

    /// The width the primary column has, in points (UIKit's `primaryColumnWidth`): the preferred fraction of
    /// the split view's width (``defaultPrimaryColumnWidth`` when automatic), clamped to the minimum and
    /// maximum, and never wider than the split view.
    public var primaryColumnWidth: Double {
        primaryColumnWidth(inWidth: viewIfLoaded?.bounds.width ?? window?.bounds.width ?? 0)
    }

    func primaryColumnWidth(inWidth width: Double) -> Double {
        let fraction = preferredPrimaryColumnWidthFraction
        let preliminary = fraction >= 0 && fraction.isFinite ? fraction * width : Self.defaultPrimaryColumnWidth
        let minimum = minimumPrimaryColumnWidth >= 0 && minimumPrimaryColumnWidth.isFinite ? minimumPrimaryColumnWidth : 0
        let maximum = maximumPrimaryColumnWidth >= 0 && maximumPrimaryColumnWidth.isFinite
            ? maximumPrimaryColumnWidth : Self.defaultPrimaryColumnWidth
        return Swift.max(0, Swift.min(width, Swift.min(Swift.max(preliminary, minimum), Swift.max(minimum, maximum))))
    }

    // MARK: View

    /// Makes a plain view; the children's views are placed in it at layout.
    open override func loadView() {
        view = View(name: name)
    }

    /// Settles the collapsed state with the traits, then places the columns; call `super` when overriding.
    open override func viewWillLayoutSubviews() {
        followTraits(horizontalSizeClass: traitCollection.horizontalSizeClass)
        layoutColumns()
    }

    // MARK: Content container

    /// The primary gets its column's width; the secondary the split view's width, less the primary's and the
    /// divider when side by side.
    open override func size(forChildContentContainer container: ContentContainer, withParentContainerSize parentSize: Size) -> Size {
        guard !isCollapsed, let child = container as? ViewController else { return parentSize }
        let frames = columnFrames(for: displayMode, in: Rect(origin: .zero, size: parentSize))
        if child === primaryViewController { return frames.primary.size }
        if child === secondaryViewController { return frames.secondary.size }
        return parentSize
    }

    /// Collapses or separates when the horizontal size class changes, before the message flows on to the
    /// children (so they hear it in their new places), as UIKit does during the trait transition.
    open override func willTransition(to newCollection: TraitCollection, with coordinator: ViewControllerTransitionCoordinator) {
        followTraits(horizontalSizeClass: newCollection.horizontalSizeClass)
        super.willTransition(to: newCollection, with: coordinator)
    }

    /// A new size drops a mode chosen with the button (an overlay does not outlive a rotation).
    open override func viewWillTransition(to size: Size, with coordinator: ViewControllerTransitionCoordinator) {
        if viewIfLoaded?.bounds.size != size { chosenDisplayMode = nil }
        super.viewWillTransition(to: size, with: coordinator)
    }

    // MARK: Children

    private func replaceChildren(with controllers: [ViewController]) {
        window?.trace.record("setViewControllers", target: name, detail: controllers.map(\.name).joined(separator: ","))
        guard controllers.count <= 2, accepts(controllers) else {
            window?.diagnostics.report(
                .error, "viewControllers of '\(name)' was refused: a split view holds a primary and at most a "
                    + "secondary, each free to become its child", code: .engine.illegalSplitChildren)
            return
        }
        let old = viewControllersStorage
        for controller in old where !controllers.contains(where: { $0 === controller }) { detach(controller) }
        for controller in controllers where !old.contains(where: { $0 === controller }) { attach(controller) }
        viewControllersStorage = controllers
        collapseRecord = nil
        isCollapsed = controllers.count < 2 && isCollapsed
        updatePrimaryTraitOverride()
        viewIfLoaded?.setNeedsLayout()
    }

    private func accepts(_ controllers: [ViewController]) -> Bool {
        for (index, controller) in controllers.enumerated() {
            if controllers[..<index].contains(where: { $0 === controller }) { return false }
            if controller.parent === self { continue }
            let free = controller.parent == nil && controller.presentingStorage == nil && controller.hostWindow == nil
                && !isDescendantController(of: controller)
            if !free { return false }
        }
        return true
    }

    /// Makes `controller` a child (its view is placed at layout).
    func attach(_ controller: ViewController) {
        addChild(controller)
        window?.trace.record("didMove(toParent:)", target: controller.name, detail: name)
        controller.didMove(toParent: self)
    }

    /// Removes a child and its view.
    func detach(_ controller: ViewController) {
        window?.trace.record("willMove(toParent:)", target: controller.name, detail: "nil")
        controller.willMove(toParent: nil)
        controller.viewIfLoaded?.removeFromSuperview()
        controller.removeFromParent()
    }

    /// The primary has a compact width while expanded; no override while collapsed.
    func updatePrimaryTraitOverride() {
        for child in children { childTraitOverrides[ObjectIdentifier(child)] = nil }
        if !isCollapsed, let primary = primaryViewController {
            childTraitOverrides[ObjectIdentifier(primary)] = TraitCollection(horizontalSizeClass: .compact)
        }
        window?.markTraitChangesForLayout()
    }

    // MARK: Layout

    /// Where the columns go in `bounds` for `mode` (expanded): all visible, side by side with the divider;
    /// primary hidden, the primary off the left edge and the secondary full width; primary overlay, the
    /// primary over the full-width secondary.
    func columnFrames(for mode: DisplayMode, in bounds: Rect) -> (primary: Rect, secondary: Rect) {
        let width = primaryColumnWidth(inWidth: bounds.width)
        let shown = Rect(x: bounds.x, y: bounds.y, width: width, height: bounds.height)
        switch mode {
        case .allVisible:
            let x = width + Self.dividerWidth
            return (shown, Rect(x: bounds.x + x, y: bounds.y, width: Swift.max(0, bounds.width - x), height: bounds.height))
        case .primaryOverlay:
            return (shown, bounds)
        case .primaryHidden, .automatic:
            return (shown.offsetBy(dx: -width, dy: 0), bounds)
        }
    }

    /// Puts the children's views where the state and display mode say.
    func layoutColumns() {
        guard let view = viewIfLoaded else { return }
        let bounds = view.bounds
        guard let primary = primaryViewController else { return }
        if isCollapsed {
            place(primary, at: bounds, front: true)
            return
        }
        let frames = columnFrames(for: displayMode, in: bounds)
        if let secondary = secondaryViewController { place(secondary, at: frames.secondary, front: false) }
        if displayMode == .primaryHidden && !isAnimatingDisplayMode {
            primary.viewIfLoaded?.removeFromSuperview()
        } else {
            let offscreen = columnFrames(for: .primaryHidden, in: bounds).primary
            place(primary, at: frames.primary, front: true, arrivingFrom: offscreen)
        }
    }

    /// Places a child's view at `frame`. A view not yet in the tree is put at `start` (at `frame` when nil)
    /// without animating, then moved to `frame` — animated when the layout runs in an animation.
    func place(_ child: ViewController, at frame: Rect, front: Bool, arrivingFrom start: Rect? = nil) {
        guard let view = viewIfLoaded else { return }
        let childView = child.view
        if childView.superview !== view {
            let first = start ?? frame
            if let clock = window?.clock { clock.performWithoutAnimation { childView.frame = first } } else { childView.frame = first }
            if front || view.subviews.isEmpty { view.addSubview(childView) } else { view.insertSubview(childView, at: 0) }
        }
        if childView.frame != frame { childView.frame = frame }
    }
}
