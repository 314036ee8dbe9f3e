/// The invariants of adapted presentations, checked with the others (`Window+Invariants.swift`):
/// - a presentation controller that another stands in for names it back, and that stand-in manages the
///   presentation — its presented controller is in the chain — unless the presentation has ended; at rest
///   the two are in the same phase;
/// - at rest, the original's own container (if it ever had one) is out of the window;
/// - a stand-in stands in for one controller only, and never for itself.
extension Window {
    func checkAdaptations(_ problems: inout [String]) {
        let chain = Set(allControllers.map(ObjectIdentifier.init))
        for original in presentationControllers where original.isAdapted {
            guard let standIn = original.adaptedPresentationController else { continue }
            if standIn === original {
                problems.append("\(original.traceName) stands in for itself")
            }
            if [.presenting, .presented, .dismissing].contains(standIn.phase),
               !chain.contains(ObjectIdentifier(standIn.presentedViewController)) {
                problems.append("\(standIn.traceName) stands in for \(original.traceName) but its controller is not in the chain")
            }
            if contentTransitions.isEmpty, standIn.phase != original.phase, original.phase != .initial {
                problems.append("\(original.traceName) is \(original.phase.rawValue) while its stand-in \(standIn.traceName) is \(standIn.phase.rawValue)")
            }
            if contentTransitions.isEmpty, let container = original.containerView, container.window != nil {
                problems.append("the container of \(original.traceName) is in the window while \(standIn.traceName) stands in for it")
            }
        }
        for standIn in presentationControllers {
            guard let original = standIn.adaptedFrom else { continue }
            if original.adaptedPresentationController !== standIn, [.presenting, .presented].contains(standIn.phase) {
                problems.append("\(standIn.traceName) stands in for \(original.traceName), which names another")
            }
        }
    }
}
