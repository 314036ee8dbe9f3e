/// Letting go of presentations that ended, as UIKit does.
///
/// UIKit keeps no presentation controller after its dismissal completes (or its presentation is cancelled):
/// the presented controller, its view and the presentation controller are freed once the app lets go of
/// them. The window keeps the controllers that presented in it for the invariant checker; it keeps them only
/// while they can still change. When a transition completes, each presentation that ended — dismissed or
/// cancelled, its presented controller unlinked from any presenter, parent or window — is checked once
/// more (illegal moves, appearance, leftovers: what ``invariantViolations()`` would say of it) and dropped;
/// what was wrong stays in ``retiredViolations``. Dropped, it lets go of its presented controller, which lets
/// go of it: the window's tear-down, which breaks that cycle for the controllers it still lists, no longer
/// reaches it.
extension Window {
    /// Checks and drops the presentation controllers whose presentations ended.
    func retireEndedPresentations() {
        let ended = presentationControllers.filter(\.hasEnded)
        guard !ended.isEmpty else { return }
        for controller in ended { retiredViolations += violations(ofEnded: controller) }
        let endedIdentities = Set(ended.map(ObjectIdentifier.init))
        presentationControllers.removeAll { endedIdentities.contains(ObjectIdentifier($0)) }
        // The presented controller may still name its presentation controller, which holds it and its
        // presenter: UIKit keeps a presentation controller only while its controller is on screen. A
        // presentation that ended without a dismissal unlinking its controller — the original of an adapted
        // presentation, whose stand-in was the one dismissed — would keep them all alive once the window no
        // longer lists it.
        for controller in ended { controller.releasePresentation() }
    }

    /// What the invariant checker reports of one ended presentation: its illegal moves, its presented
    /// controller's appearance violations, its container or view left in the window, and (when the window is
    /// visible) an appearance state other than disappeared.
    private func violations(ofEnded controller: PresentationController) -> [String] {
        var problems = controller.illegalPhaseMoves.map { "\(controller.traceName) attempted the illegal move \($0)" }
        let presented = controller.presentedViewController
        problems += presented.appearanceViolations
        let phase = controller.phase.rawValue
        if let container = controller.containerView, container.window != nil {
            problems.append("the container of \(controller.traceName) is still in the window after it was \(phase)")
        }
        if let view = presented.viewIfLoaded, view.window != nil {
            problems.append("the view of '\(presented.name)' is still in the window after it was \(phase)")
        } else if isVisible, presented.appearanceState != .disappeared {
            problems.append("'\(presented.name)' is \(presented.appearanceState.rawValue) while its view is out of the window")
        }
        return problems
    }
}

extension PresentationController {
    /// Whether the presentation is over for good: dismissed or cancelled, and its presented controller
    /// linked to no presenter, parent or window (a controller presented again gets a new presentation
    /// controller), and no adaptation stands in for it.
    fileprivate var hasEnded: Bool {
        guard phase == .dismissed || phase == .cancelled, adaptedPresentationController == nil else { return false }
        let presented = presentedViewController
        return presented.presentingStorage == nil && presented.parent == nil && presented.hostWindow == nil
            && presented.presentedViewController == nil
    }
}
