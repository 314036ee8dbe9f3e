/// The invariants of a scene, checked on demand — after every test scenario, and by tools after a run.
///
/// - The view tree is a tree: each subview's superview is its parent, and no view appears twice.
/// - Containment agrees: each child's parent lists it, and a child's view, when in a view tree, is inside its
///   parent's view.
/// - There is one presentation chain from the root: each presented controller's presenter presents it, its
///   presentation controller names both, no controller appears twice, and no live presentation controller is
///   outside the chain.
/// - Every presentation and appearance state moved only along legal edges.
/// - Every completion ran at most once, and — once the clock is idle and no transition runs — exactly once;
///   a transition that nothing will ever complete (an animator that never calls `completeTransition`, with
///   no interaction holding it) is reported.
/// - Nothing is left over: a dismissed or cancelled presentation's container is out of the window; a
///   presented controller's view is inside its container.
/// - At rest (no transition, window visible), a controller in the chain — or one that left it — is appeared
///   exactly when its view is in the window.
/// - Navigation and tab bar controllers agree with their children (`Window+ContainerInvariants.swift`).
/// - Gesture recognizers and their views agree, and recognizers move only along legal edges
///   (`Window+GestureInvariants.swift`).
///
/// One invariant is reported as it breaks rather than here: when a dismissal completes, the presenting view
/// is back as it was before the presentation (an error diagnostic, `PresenterRestoration.swift`).
extension Window {
    /// The invariants that do not hold now, as readable sentences; empty when everything is consistent.
    public func invariantViolations() -> [String] {
        var problems: [String] = []
        checkViewTree(&problems)
        checkContainment(&problems)
        checkContainers(&problems)
        checkPresentationChain(&problems)
        checkStateMachines(&problems)
        checkCompletions(&problems)
        checkLeftovers(&problems)
        checkAppearanceAtRest(&problems)
        checkAdaptations(&problems)
        checkGestures(&problems)
        problems += retiredViolations
        return problems
    }

    private func checkViewTree(_ problems: inout [String]) {
        var seen = Set<ObjectIdentifier>()
        func visit(_ view: View) {
            guard seen.insert(ObjectIdentifier(view)).inserted else {
                problems.append("view '\(view.name)' appears twice in the view tree")
                return
            }
            for subview in view.subviews {
                if subview.superview !== view {
                    problems.append("view '\(subview.name)' is a subview of '\(view.name)' but names another superview")
                }
                visit(subview)
            }
        }
        if rootView.superview != nil { problems.append("the window's root view has a superview") }
        visit(rootView)
    }

    /// Every controller reachable from the root, through children and presentations.
    var allControllers: [ViewController] {
        var result: [ViewController] = []
        var seen = Set<ObjectIdentifier>()
        func visit(_ controller: ViewController) {
            guard seen.insert(ObjectIdentifier(controller)).inserted else { return }
            result.append(controller)
            controller.children.forEach(visit)
            if let presented = controller.presentedViewController { visit(presented) }
        }
        if let rootViewController { visit(rootViewController) }
        return result
    }

    private func checkContainment(_ problems: inout [String]) {
        for controller in allControllers {
            for child in controller.children {
                if child.parent !== controller {
                    problems.append("'\(child.name)' is a child of '\(controller.name)' but names another parent")
                }
                if let childView = child.viewIfLoaded, childView.superview != nil, let parentView = controller.viewIfLoaded,
                   childView.window != nil, !childView.isDescendant(of: parentView) {
                    problems.append("the view of child '\(child.name)' is outside the view of its parent '\(controller.name)'")
                }
            }
            if let parent = controller.parent, !parent.children.contains(where: { $0 === controller }) {
                problems.append("'\(controller.name)' names '\(parent.name)' as parent, which does not list it")
            }
        }
    }

    private func checkPresentationChain(_ problems: inout [String]) {
        var inChain = Set<ObjectIdentifier>()
        for presenter in allControllers {
            guard let presented = presenter.presentedViewController else { continue }
            if !inChain.insert(ObjectIdentifier(presented)).inserted {
                problems.append("'\(presented.name)' is presented twice")
            }
            if presented.presentingStorage !== presenter {
                problems.append("'\(presenter.name)' presents '\(presented.name)', which names another presenter")
            }
            if presented.parent != nil {
                problems.append("presented '\(presented.name)' also has a parent")
            }
            guard let controller = presented.presentationStorage else {
                problems.append("presented '\(presented.name)' has no presentation controller")
                continue
            }
            if controller.presentedViewController !== presented || controller.presentingStorage !== presenter {
                problems.append("\(controller.traceName) does not name '\(presented.name)' and '\(presenter.name)'")
            }
        }
        let handingBack = handingBackStandIns
        for controller in presentationControllers where [.presenting, .presented, .dismissing].contains(controller.phase)
            && !controller.isAdapted && !handingBack.contains(ObjectIdentifier(controller)) {
            if !inChain.contains(ObjectIdentifier(controller.presentedViewController)) {
                problems.append("\(controller.traceName) is \(controller.phase.rawValue) but its controller is not in the chain")
            }
        }
    }

    /// The stand-ins being dismissed by an adaptation under way: their presented controller (a replacement
    /// such as the note's Done wrapper) has already left the chain. An adaptation runs inside the trait
    /// transition that caused it and is announced with that transition's coordinator
    /// (`presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)`, iOS 8 and later,
    /// WWDC 2014 session 214): the presenter presents the incoming controller from the transition's start,
    /// while the outgoing presentation's dismissal ends only with the transition (``AdaptiveSwap``).
    private var handingBackStandIns: Set<ObjectIdentifier> {
        Set(contentTransitions.lazy.filter { !$0.hasEnded }.flatMap(\.swaps)
            .filter { $0.outgoing !== $0.original && $0.outgoing.phase == .dismissing }
            .map { ObjectIdentifier($0.outgoing) })
    }

    private func checkStateMachines(_ problems: inout [String]) {
        for controller in presentationControllers {
            for move in controller.illegalPhaseMoves {
                problems.append("\(controller.traceName) attempted the illegal move \(move)")
            }
        }
        for controller in allControllers + presentationControllers.map(\.presentedViewController) {
            for violation in controller.appearanceViolations where !problems.contains(violation) {
                problems.append(violation)
            }
        }
    }

    private func checkCompletions(_ problems: inout [String]) {
        for entry in ledger.overcalled {
            problems.append("\(entry.label) ran \(entry.calls) times")
        }
        guard clock.isIdle else { return }
        if let transition = activeTransition {
            if !transition.context.isInteractive && !transition.timeline.isPaused {
                problems.append("\(transition.context.traceName) is under way but nothing will ever complete it: "
                    + "its animator never called completeTransition")
            }
        } else if containerTransitions.isEmpty {
            for entry in ledger.pending {
                problems.append("\(entry.label) never ran")
            }
        }
    }

    private func checkLeftovers(_ problems: inout [String]) {
        for controller in presentationControllers {
            switch controller.phase {
            case .dismissed, .cancelled:
                if let container = controller.containerView, container.window != nil {
                    problems.append("the container of \(controller.traceName) is still in the window after it was \(controller.phase.rawValue)")
                }
                if let view = controller.presentedViewController.viewIfLoaded, view.window != nil,
                   controller.presentedViewController.presentingStorage == nil {
                    problems.append("the view of '\(controller.presentedViewController.name)' is still in the window after it was \(controller.phase.rawValue)")
                }
            case .presented:
                if controller.isAdapted { continue }
                guard let container = controller.containerView else {
                    problems.append("\(controller.traceName) is presented without a container")
                    continue
                }
                let coveredByDismissal = activeTransition != nil
                if !coveredByDismissal, container.window != nil, !controller.presentedViewIsRemovedByPresentationAbove,
                   let view = controller.checkedPresentedView, !view.isDescendant(of: container) {
                    problems.append("the presented view of \(controller.traceName) is not inside its container")
                }
            case .initial, .presenting, .dismissing:
                break
            }
        }
    }

    private func checkAppearanceAtRest(_ problems: inout [String]) {
        guard isVisible, activeTransition == nil, contentTransitions.isEmpty, let root = rootViewController else { return }
        // The chain, and the controllers that left it (dismissed, or cancelled before they were shown), which
        // must have heard their disappearance through.
        var seen = Set<ObjectIdentifier>()
        let released = presentationControllers.map(\.presentedViewController).filter { controller in
            controller.presentingStorage == nil && controller.parent == nil && controller.hostWindow == nil
        }
        for controller in [root] + presentationStack + released where seen.insert(ObjectIdentifier(controller)).inserted {
            let onScreen = controller.viewIfLoaded?.window === self
            let expected: AppearanceState = onScreen ? .appeared : .disappeared
            if controller.appearanceState != expected {
                problems.append("'\(controller.name)' is \(controller.appearanceState.rawValue) while its view is \(onScreen ? "in" : "out of") the window")
            }
        }
    }
}
