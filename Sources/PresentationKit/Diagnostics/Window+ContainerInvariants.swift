/// The invariants of navigation and tab bar controllers, checked with the window's others (and those of split
/// view controllers, `Window+SplitViewInvariants.swift`).
///
/// - A push, pop or tab switch under way that nothing will complete (its animator never called
///   `completeTransition`, and no interaction holds it) is reported once the clock is idle.
/// - At rest: the container's children are exactly its stack or tabs; the shown child's (top, selected) view
///   is in the content view and no other child's is; when the container has appeared its shown child has
///   appeared and the others have disappeared, and when it has disappeared they all have.
extension Window {
    /// The push, pop and tab switches under way in this window.
    var containerTransitions: [ContainerTransition] {
        allControllers.compactMap { ($0 as? any ChildTransitionHost)?.runningTransition }
    }

    func checkContainers(_ problems: inout [String]) {
        checkSplitViews(&problems)
        for case let host as any ChildTransitionHost in allControllers {
            if let transition = host.runningTransition {
                let stalled = clock.isIdle && !transition.context.isCompleted && !transition.context.isInteractive
                    && !transition.timeline.isPaused
                if stalled {
                    problems.append("\(transition.context.traceName) is under way but nothing will ever complete it: "
                        + "its animator never called completeTransition")
                }
                continue
            }
            checkAtRest(host, &problems)
        }
    }

    private func checkAtRest(_ host: any ChildTransitionHost, _ problems: inout [String]) {
        let members = host.managedChildren
        let children = host.children
        if children.count != members.count || !members.allSatisfy({ member in children.contains { $0 === member } }) {
            problems.append("the children of '\(host.name)' are not its view controllers: "
                + "\(children.map(\.name)) against \(members.map(\.name))")
        }
        for member in members {
            let isShown = member === host.shownChild
            let inContent = member.viewIfLoaded?.isDescendant(of: host.contentView) ?? false
            if isShown != inContent {
                problems.append("the view of '\(member.name)' is \(inContent ? "in" : "not in") the content of "
                    + "'\(host.name)', which shows \(host.shownChild?.name ?? "nothing")")
            }
            let expected: AppearanceState?
            switch host.appearanceState {
            case .appeared: expected = isShown ? .appeared : .disappeared
            case .disappeared: expected = .disappeared
            case .appearing, .disappearing: expected = nil
            }
            if let expected, member.appearanceState != expected {
                problems.append("'\(member.name)' in '\(host.name)' is \(member.appearanceState.rawValue); "
                    + "it should be \(expected.rawValue)")
            }
        }
    }
}
