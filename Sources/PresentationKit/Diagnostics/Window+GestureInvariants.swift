/// The invariants of touches and gesture recognizers, checked with the others (`Window+Invariants.swift`):
/// - a recognizer listed by a view names that view, and is listed once;
/// - every recognizer moved only along the legal edges of UIKit's state machine;
/// - a touch still down is hit-tested into this window, and its recognizers are attached to views;
/// - at rest (no finger down), no gesture is under way, and no recognizer still working on this window's
///   touches is attached to a view outside it.
extension Window {
    func checkGestures(_ problems: inout [String]) {
        for view in viewsBackToFront {
            var seen = Set<ObjectIdentifier>()
            for recognizer in view.gestureRecognizers {
                if recognizer.view !== view {
                    problems.append("view '\(view.name)' lists \(recognizer.traceName), which names another view")
                }
                if !seen.insert(ObjectIdentifier(recognizer)).inserted {
                    problems.append("view '\(view.name)' lists \(recognizer.traceName) twice")
                }
            }
        }
        var checked = Set<ObjectIdentifier>()
        for recognizer in viewsBackToFront.flatMap(\.gestureRecognizers) + touchDispatch.engaged
        where checked.insert(ObjectIdentifier(recognizer)).inserted {
            problems += recognizer.illegalStateMoves
        }
        for touch in touchDispatch.activeTouches {
            if touch.window !== self { problems.append("\(touch) is down in another window") }
            for recognizer in touch.gestureRecognizers where recognizer.view == nil {
                problems.append("\(touch) is delivered to \(recognizer.traceName), which is attached to no view")
            }
        }
        guard touchDispatch.activeTouches.isEmpty else { return }
        for recognizer in touchDispatch.engaged {
            if recognizer.state.isActive {
                problems.append("\(recognizer.traceName) is \(recognizer.state.rawValue) while no finger is down")
            }
            if let view = recognizer.view, view.window !== self {
                problems.append("\(recognizer.traceName) works on this window's touches but its view is outside it")
            }
        }
    }
}
