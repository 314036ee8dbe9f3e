/// Tabs of view controllers, one selected and shown, with a tab bar below (UIKit's `UITabBarController`).
///
///     let tabs = TabBarController(name: "tabs")
///     tabs.setViewControllers([feed, profile], animated: false)
///     tabs.delegate = fader              // vends an animator: the switch animates like any transition
///     tabs.selectedIndex = 1
///
/// Every tab's controller is a child from the moment it is set (`willMove` and `didMove(toParent:)` at
/// once), but only the selected one's view is in the view tree, inside ``contentView``; the ``tabBar`` is in
/// front of it. A switch does not animate unless the delegate vends an animator (UIKit's default); with one
/// it runs as a transition — the same context, coordinator and interaction controllers as a presentation or a
/// push — and the selection changes at once, going back if the switch is cancelled.
///
/// A switch asked for while another runs is refused and reported.
open class TabBarController: ViewController, ChildTransitionHost {
    /// Hears the user's selections and vends the switches' animators. Held weakly, as in UIKit.
    public weak var delegate: TabBarControllerDelegate?
    /// The tabs' controllers, in order.
    public private(set) var viewControllers: [ViewController] = []
    /// The bar along the bottom: chrome, in front of the content, covering the safe area below it.
    public let tabBar = View(name: "tabBar")
    /// Where the selected controller's view lives and where switches happen.
    public let contentView = View(name: "tabContent")
    /// The height of the bar above the safe area, in points.
    public static let tabBarHeight = 49.0

    var runningTransition: ContainerTransition?
    private var selection: Int?

    /// A tab bar controller without tabs, named `name` (the type's name when nil).
    public override init(name: String? = nil) {
        super.init(name: name)
        tabBar.backgroundColor = Color(white: 0.97, alpha: 0.94)
    }

    /// The index of the selected tab (UIKit's `selectedIndex`); setting it switches tabs as code does,
    /// without asking the delegate's `shouldSelect`. An index out of range is reported and ignored.
    public var selectedIndex: Int {
        get { selection ?? 0 }
        set { switchTab(to: newValue, request: "selectedIndex") }
    }

    /// The selected tab's controller (UIKit's `selectedViewController`); setting it to a controller that is
    /// not a tab is reported and ignored.
    public var selectedViewController: ViewController? {
        get { selection.map { viewControllers[$0] } }
        set {
            guard let newValue, let index = viewControllers.firstIndex(where: { $0 === newValue }) else {
                window?.diagnostics.report(
                    .error, "'\(newValue?.name ?? "nil")' is not a tab of '\(name)'; the selection did not change",
                    code: .engine.selectUnknownTab)
                return
            }
            switchTab(to: index, request: "selectedViewController")
        }
    }

    /// Whether a tab switch is under way.
    public var isTransitioning: Bool { runningTransition != nil }

    // MARK: Tabs

    /// Replaces the tabs (UIKit's `setViewControllers(_:animated:)`). Controllers that stay keep their
    /// place as children; the selection stays on the same controller if it is still a tab, else on the same
    /// index (clamped). The change shows at once.
    public func setViewControllers(_ controllers: [ViewController], animated: Bool) {
        window?.trace.record("setViewControllers", target: name, detail: controllers.map(\.name).joined(separator: ","))
        guard !refusesWhileTransitioning("setViewControllers"), accepts(controllers) else { return }
        let old = viewControllers
        let shown = selectedViewController
        let added = controllers.filter { controller in !old.contains { $0 === controller } }
        let removed = old.filter { controller in !controllers.contains { $0 === controller } }
        for controller in removed { childWillLeave(controller) }
        for controller in added { addChild(controller) }
        viewControllers = controllers
        if let shown, let index = controllers.firstIndex(where: { $0 === shown }) {
            selection = index
        } else {
            selection = controllers.isEmpty ? nil : Swift.min(selection ?? 0, controllers.count - 1)
        }
        showImmediately(selectedViewController, replacing: shown)
        for controller in removed { controller.removeFromParent() }
        for controller in added { childDidMove(controller) }
    }

    /// Selects a tab as a tap on the tab bar does: asks the delegate's `shouldSelect`, switches, then tells
    /// its `didSelect` (also when the tab was already selected, as UIKit does).
    /// - Returns: Whether the tab is selected now.
    @discardableResult
    public func selectTab(at index: Int) -> Bool {
        window?.trace.record("selectTab", target: name, detail: String(index))
        guard viewControllers.indices.contains(index) else {
            reportBadIndex(index)
            return false
        }
        guard !refusesWhileTransitioning("selectTab") else { return false }
        let controller = viewControllers[index]
        if let delegate {
            window?.trace.record("tabBarController(_:shouldSelect:)", target: delegate.traceName, detail: controller.name)
            guard delegate.tabBarController(self, shouldSelect: controller) else { return false }
        }
        switchTab(to: index, request: "selectTab")
        if let delegate {
            window?.trace.record("tabBarController(_:didSelect:)", target: delegate.traceName, detail: controller.name)
            delegate.tabBarController(self, didSelect: controller)
        }
        return true
    }

    // MARK: View

    /// Makes the controller's view: the content view with the selected controller's view, the bar in front.
    open override func loadView() {
        loadContainerView(bar: tabBar)
    }

    /// Lays out the content and the bar; call `super` when overriding.
    open override func viewWillLayoutSubviews() {
        layoutContent(bar: tabBar, barHeight: Self.tabBarHeight, atTop: false)
    }

    // MARK: ChildTransitionHost

    var managedChildren: [ViewController] { viewControllers }
    var shownChild: ViewController? { selectedViewController }

    // MARK: Switching

    /// Switches to the tab at `index`: at once off screen or without an animator, else with a transition.
    private func switchTab(to index: Int, request: String) {
        guard viewControllers.indices.contains(index) else {
            reportBadIndex(index)
            return
        }
        guard index != selection, !refusesWhileTransitioning(request) else { return }
        let previous = selection
        let from = selectedViewController
        let to = viewControllers[index]
        selection = index
        guard let from, isOnScreen, let animator = vendedAnimator(from: from, to: to) else {
            showImmediately(to, replacing: from)
            return
        }
        var interaction: ViewControllerInteractiveTransitioning?
        if let delegate {
            window?.trace.record("tabBarController(_:interactionControllerFor:)", target: delegate.traceName)
            interaction = delegate.tabBarController(self, interactionControllerFor: animator)
        }
        _ = runTransition(
            name: "select(\(to.name))", from: from, to: to, animated: true, animator: animator,
            interactionController: interaction,
            willEnd: { [weak self] completed in
                if !completed { self?.selection = previous }
            },
            didEnd: { _ in })
    }

    private func vendedAnimator(from: ViewController, to: ViewController) -> ViewControllerAnimatedTransitioning? {
        guard let delegate else { return nil }
        window?.trace.record("tabBarController(_:animationControllerForTransitionFrom:to:)", target: delegate.traceName,
                             detail: to.name)
        return delegate.tabBarController(self, animationControllerForTransitionFrom: from, to: to)
    }

    private func reportBadIndex(_ index: Int) {
        window?.diagnostics.report(
            .error, "tab index \(index) is out of range for '\(name)', which has \(viewControllers.count) tabs; "
                + "the selection did not change", code: .engine.selectUnknownTab)
    }

    /// Tabs must be distinct and free to become children (not presented, not a root, not another
    /// container's child).
    private func accepts(_ controllers: [ViewController]) -> Bool {
        for (index, controller) in controllers.enumerated() {
            let twice = controllers[..<index].contains { $0 === controller }
            if twice || !canManage(controller) {
                window?.diagnostics.report(
                    .error, "setViewControllers on '\(name)' was refused: '\(controller.name)' "
                        + (twice ? "appears twice" : "is presented, a window's root, an ancestor or another container's child"),
                    code: .engine.illegalTabs)
                return false
            }
        }
        return true
    }
}
