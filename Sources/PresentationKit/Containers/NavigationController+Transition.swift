/// Push, pop and stack replacement, and the transitions they run.
///
/// A change on screen runs in UIKit's order: (at once) the stack changes, newcomers get `willMove(toParent:)`
/// and leavers `willMove(toParent: nil)`, the delegate's `willShow`, the delegate's animator (asked only when
/// animated; nil plays ``NavigationTransitionAnimator``) and interaction controller, `viewWillDisappear` and
/// `viewWillAppear`; (next clock step) the animator; (at its `completeTransition`) `viewDidDisappear`,
/// `viewDidAppear`, `didMove(toParent:)` of newcomers and leavers, the delegate's `didShow`. A cancelled
/// transition puts the stack back, runs the appearance callbacks back, balances the containment calls
/// (leavers get `didMove(toParent:)` with this controller again; newcomers `willMove(toParent: nil)` and
/// `didMove(toParent: nil)`), and `didShow` names the controller that stayed.
extension NavigationController {
    /// Pushes `viewController` on the stack and shows it (UIKit's `pushViewController(_:animated:)`).
    ///
    /// Refused and reported — as UIKit raises — for a controller already in the stack, a navigation
    /// controller, or one that is presented, a window's root or another container's child.
    /// - Returns: Whether the push started.
    @discardableResult
    public func pushViewController(_ viewController: ViewController, animated: Bool) -> Bool {
        window?.trace.record("pushViewController", target: name, detail: viewController.name)
        return changeStack(to: viewControllers + [viewController], operation: .push, animated: animated, request: "pushViewController")
    }

    /// Pops the top controller (UIKit's `popViewController(animated:)`).
    /// - Returns: The popped controller; nil when the stack holds only the root, or the pop was refused.
    @discardableResult
    public func popViewController(animated: Bool) -> ViewController? {
        window?.trace.record("popViewController", target: name)
        guard viewControllers.count > 1, let top = topViewController else { return nil }
        let popped = changeStack(to: Array(viewControllers.dropLast()), operation: .pop, animated: animated, request: "popViewController")
        return popped ? top : nil
    }

    /// Pops every controller above `viewController`, showing it (UIKit's `popToViewController(_:animated:)`).
    /// Only the top controller takes part in the transition; those in between leave without appearing.
    /// - Returns: The popped controllers, bottom to top; nil if `viewController` is not in the stack or the
    ///   pop was refused.
    @discardableResult
    public func popToViewController(_ viewController: ViewController, animated: Bool) -> [ViewController]? {
        window?.trace.record("popToViewController", target: name, detail: viewController.name)
        guard let index = viewControllers.firstIndex(where: { $0 === viewController }) else {
            window?.diagnostics.report(
                .error, "popToViewController: '\(viewController.name)' is not in the stack of '\(name)'",
                code: .engine.popToUnknownController)
            return nil
        }
        let popped = Array(viewControllers[(index + 1)...])
        guard !popped.isEmpty else { return [] }
        let changed = changeStack(
            to: Array(viewControllers[...index]), operation: .pop, animated: animated, request: "popToViewController")
        return changed ? popped : nil
    }

    /// Pops every controller above the root (UIKit's `popToRootViewController(animated:)`).
    /// - Returns: The popped controllers, bottom to top; nil if refused.
    @discardableResult
    public func popToRootViewController(animated: Bool) -> [ViewController]? {
        guard let root = viewControllers.first else { return [] }
        return popToViewController(root, animated: animated)
    }

    /// Replaces the stack (UIKit's `setViewControllers(_:animated:)`). When the top changes on screen, the
    /// change is a push if the new top was not in the stack and a pop if it was.
    public func setViewControllers(_ controllers: [ViewController], animated: Bool) {
        window?.trace.record("setViewControllers", target: name, detail: controllers.map(\.name).joined(separator: ","))
        let operation: Operation
        if let top = controllers.last, viewControllers.contains(where: { $0 === top }) {
            operation = top === topViewController ? .none : .pop
        } else {
            operation = .push
        }
        changeStack(to: controllers, operation: operation, animated: animated, request: "setViewControllers")
    }

    /// Starts the interactive pop the edge-swipe gesture starts (UIKit's `interactivePopGestureRecognizer`
    /// beginning): pops the top controller with the standard slide, driven by the returned interaction
    /// controller — `update` it with the finger's progress, then `finish` or `cancel`.
    ///
    /// When the delegate vends its own animator for the pop, the delegate's interaction controller (if any)
    /// drives it instead and this returns nil; so it does when there is nothing to pop, the controller is off
    /// screen or a transition runs.
    @discardableResult
    public func beginInteractivePop() -> PercentDrivenInteractiveTransition? {
        guard runningTransition == nil, viewControllers.count > 1, isOnScreen else { return nil }
        let interaction = PercentDrivenInteractiveTransition()
        systemPopInteraction = interaction
        defer { systemPopInteraction = nil }
        guard popViewController(animated: true) != nil, runningTransition?.interactionController === interaction else {
            return nil
        }
        return interaction
    }

    // MARK: The change

    /// Checks a new stack, updates the stack and containment, then shows the new top: at once off screen (or
    /// when the top stays), else with a transition.
    @discardableResult
    private func changeStack(to newStack: [ViewController], operation: Operation, animated: Bool, request: String) -> Bool {
        guard !refusesWhileTransitioning(request), accepts(newStack, request: request) else { return false }
        let oldStack = viewControllers
        let from = oldStack.last
        let to = newStack.last
        let added = newStack.filter { controller in !oldStack.contains { $0 === controller } }
        let removed = oldStack.filter { controller in !newStack.contains { $0 === controller } }
        for controller in added { addChild(controller) }
        for controller in removed { childWillLeave(controller) }
        viewControllers = newStack

        guard let from, let to, from !== to, isOnScreen else {
            if let to, from !== to { notifyDelegate(willShow: to, animated: false) }
            showImmediately(to, replacing: from)
            for controller in added { childDidMove(controller) }
            for controller in removed { controller.removeFromParent() }
            if let to, from !== to { notifyDelegate(didShow: to, animated: false) }
            return true
        }

        notifyDelegate(willShow: to, animated: animated)
        let (animator, interaction) = transitionObjects(for: operation, from: from, to: to, animated: animated)
        let name = "\(operation.rawValue)(\(to.name))"
        let started = runTransition(
            name: name, from: from, to: to, animated: animated, animator: animator, interactionController: interaction,
            willEnd: { [weak self] completed in
                if !completed { self?.viewControllers = oldStack }
            },
            didEnd: { [weak self] completed in
                guard let self else { return }
                if completed {
                    for controller in added { self.childDidMove(controller) }
                    for controller in removed { controller.removeFromParent() }
                } else {
                    for controller in removed { self.childDidMove(controller) }
                    for controller in added {
                        self.childWillLeave(controller)
                        controller.removeFromParent()
                    }
                }
                self.notifyDelegate(didShow: completed ? to : from, animated: animated)
            })
        return started != nil
    }

    /// The delegate's animator (asked only when animated) or the standard slide (a layout transition between
    /// collection view controllers that use layout-to-layout navigation transitions), and the interaction
    /// controller: the delegate's when it vended the animator, else the one an interactive pop brought.
    private func transitionObjects(
        for operation: Operation, from: ViewController, to: ViewController, animated: Bool
    ) -> (ViewControllerAnimatedTransitioning, ViewControllerInteractiveTransitioning?) {
        var vended: ViewControllerAnimatedTransitioning?
        if animated, let delegate {
            window?.trace.record("navigationController(_:animationControllerFor:from:to:)", target: delegate.traceName,
                                 detail: operation.rawValue)
            vended = delegate.navigationController(self, animationControllerFor: operation, from: from, to: to)
        }
        if let vended, let delegate {
            window?.trace.record("navigationController(_:interactionControllerFor:)", target: delegate.traceName)
            return (vended, delegate.navigationController(self, interactionControllerFor: vended))
        }
        let standard: ViewControllerAnimatedTransitioning = layoutToLayoutAnimator(for: operation, from: from, to: to)
            ?? NavigationTransitionAnimator(
                operation: operation == .pop ? .pop : .push,
                // An edge swipe's pop follows the finger, which no setting changes.
                crossFades: traitCollection.shouldCrossFade(
                    systemPopInteraction != nil && operation == .pop ? .tracking : .slide, on: window?.systemVersion ?? .current))
        return (standard, animated && operation == .pop ? systemPopInteraction : nil)
    }

    /// A stack is acceptable when no controller appears twice and each is already in this stack or free to
    /// join it (not presented, not a root, not another container's child, not a navigation controller).
    private func accepts(_ stack: [ViewController], request: String) -> Bool {
        var problem: String?
        for (index, controller) in stack.enumerated() {
            if stack[..<index].contains(where: { $0 === controller }) {
                problem = "'\(controller.name)' appears twice (pushing the same controller more than once is not supported)"
            } else if controller is NavigationController {
                problem = "'\(controller.name)' is a navigation controller (pushing a navigation controller is not supported)"
            } else if !canManage(controller) {
                problem = "'\(controller.name)' is presented, a window's root, an ancestor or another container's child"
            }
            if problem != nil { break }
        }
        guard let problem else { return true }
        window?.diagnostics.report(.error, "\(request) on '\(name)' was refused: \(problem)", code: .engine.illegalNavigationStack)
        return false
    }

    private func notifyDelegate(willShow controller: ViewController, animated: Bool) {
        guard let delegate else { return }
        window?.trace.record("navigationController(_:willShow:animated:)", target: delegate.traceName, detail: controller.name)
        delegate.navigationController(self, willShow: controller, animated: animated)
    }

    private func notifyDelegate(didShow controller: ViewController, animated: Bool) {
        guard let delegate else { return }
        window?.trace.record("navigationController(_:didShow:animated:)", target: delegate.traceName, detail: controller.name)
        delegate.navigationController(self, didShow: controller, animated: animated)
    }
}
