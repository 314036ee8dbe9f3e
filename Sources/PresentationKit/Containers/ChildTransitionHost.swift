/// A container controller that shows one of its children at a time in a content view and switches between
/// them with transitions: the navigation and tab bar controllers. The shared behaviour lives here — showing a
/// child at once, running a ``ContainerTransition``, the containment calls, laying out the content and bar.
protocol ChildTransitionHost: ViewController {
    /// The view the children's views live in; a transition's container.
    var contentView: View { get }
    /// The push, pop or tab switch under way, if any.
    var runningTransition: ContainerTransition? { get set }
    /// The children the container manages, in order: the stack, the tabs.
    var managedChildren: [ViewController] { get }
    /// The child whose view is shown at rest: the top of the stack, the selected tab.
    var shownChild: ViewController? { get }
}

extension ChildTransitionHost {
    /// Whether the container is on screen: switches then animate and send appearance callbacks.
    var isOnScreen: Bool { appearanceState == .appeared && viewIfLoaded?.window != nil }

    /// Shows `to` instead of `from` at once, with the appearance callbacks the container's own state calls
    /// for: none while it is off screen; `will` and `did` (not animated) while it is on screen; while it is
    /// itself appearing, the newcomer's appearance begins and ends with the container's.
    func showImmediately(_ to: ViewController?, replacing from: ViewController?) {
        if let to, from === to {
            place(to)
            return
        }
        let state = appearanceState
        let forwards = state == .appeared || state == .appearing
        if forwards {
            if let from, from.appearanceState == .appeared || from.appearanceState == .appearing {
                from.beginAppearanceTransition(false, animated: false)
            }
            to?.beginAppearanceTransition(true, animated: false)
        }
        if let fromView = from?.viewIfLoaded, fromView.isDescendant(of: contentView) { fromView.removeFromSuperview() }
        if let to { place(to) }
        if forwards {
            if from?.appearanceState == .disappearing { from?.endAppearanceTransition() }
            if state == .appeared { to?.endAppearanceTransition() }
        }
    }

    /// Puts a child's view in the content view, filling it.
    private func place(_ child: ViewController) {
        let view = child.view
        let bounds = contentView.bounds
        if let clock = window?.clock {
            clock.performWithoutAnimation { view.frame = bounds }
        } else {
            view.frame = bounds
        }
        if view.superview !== contentView { contentView.addSubview(view) }
    }

    /// Starts a transition between two children; `willEnd` and `didEnd` run when it ends (see
    /// ``ContainerTransition``).
    func runTransition(
        name: String, from: ViewController, to: ViewController, animated: Bool,
        animator: ViewControllerAnimatedTransitioning, interactionController: ViewControllerInteractiveTransitioning?,
        willEnd: @escaping (Bool) -> Void, didEnd: @escaping (Bool) -> Void
    ) -> ContainerTransition? {
        guard let window else { return nil }
        let transition = ContainerTransition(
            name: name, window: window, owner: self, from: from, to: to, containerView: contentView, animated: animated,
            animator: animator, interactionController: interactionController)
        transition.willEnd = { [weak self] completed in
            self?.runningTransition = nil
            willEnd(completed)
        }
        transition.didEnd = didEnd
        runningTransition = transition
        transition.begin()
        return transition
    }

    /// Refuses a change asked for while a transition runs (UIKit ignores it with a console warning, or
    /// corrupts its navigation bar); reports it. True when refused.
    func refusesWhileTransitioning(_ request: String) -> Bool {
        guard let running = runningTransition else { return false }
        window?.diagnostics.report(
            .error, "\(request) on '\(name)' was refused: \(running.name) is under way; wait for it to end "
                + "(a transition coordinator's completion runs then)", code: .engine.containerBusy)
        return true
    }

    // MARK: Containment

    /// Whether `controller` may be one of this container's children: it is one already, or it is not
    /// presented, a window's root, an ancestor of this container or another container's child (UIKit raises
    /// for each).
    func canManage(_ controller: ViewController) -> Bool {
        if controller.parent === self { return true }
        return controller.parent == nil && controller.presentingStorage == nil && controller.hostWindow == nil
            && !isDescendantController(of: controller)
    }

    /// The child was added: `didMove(toParent:)` with this container, recorded in the trace.
    func childDidMove(_ child: ViewController) {
        window?.trace.record("didMove(toParent:)", target: child.name, detail: name)
        child.didMove(toParent: self)
    }

    /// The child is about to be removed: `willMove(toParent: nil)`, recorded in the trace.
    func childWillLeave(_ child: ViewController) {
        window?.trace.record("willMove(toParent:)", target: child.name, detail: "nil")
        child.willMove(toParent: nil)
    }

    // MARK: View and layout

    /// Makes the container's view: the content view at the back, `bar` in front of it.
    func loadContainerView(bar: View) {
        let root = View(name: name)
        root.addSubview(contentView)
        root.addSubview(bar)
        view = root
    }

    /// Lays out the content view (filling the container) and the bar (`barHeight` plus the part of the
    /// window's safe area it covers, at the top or the bottom); the shown child fills the content view when
    /// no transition moves it.
    func layoutContent(bar: View, barHeight: Double, atTop: Bool) {
        guard let view = viewIfLoaded else { return }
        let bounds = view.bounds
        contentView.frame = bounds
        let insets = window?.safeAreaInsets ?? .zero
        let origin = view.convert(Point.zero, to: nil)
        let height: Double
        if atTop {
            height = barHeight + Swift.max(0, insets.top - origin.y)
            bar.frame = Rect(x: 0, y: 0, width: bounds.width, height: height)
        } else {
            let gapBelow = (window?.bounds.height ?? origin.y + bounds.height) - (origin.y + bounds.height)
            height = barHeight + Swift.max(0, insets.bottom - gapBelow)
            bar.frame = Rect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
        }
        if runningTransition == nil, let shown = shownChild?.viewIfLoaded, shown.superview === contentView {
            shown.frame = contentView.bounds
        }
    }
}
