/// Attaching gesture recognizers to views (UIKit's `addGestureRecognizer(_:)` and
/// `removeGestureRecognizer(_:)`).
extension View {
    /// Attaches `recognizer`, moving it from the view it was attached to, if any. Touches that land on this
    /// view or its descendants reach it from the next touch-down on.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard recognizer.view !== self else { return }
        recognizer.view?.removeGestureRecognizer(recognizer)
        gestureRecognizers.append(recognizer)
        recognizer.view = self
    }

    /// Detaches `recognizer`; a gesture under way is cancelled first (its actions hear `cancelled`), one not
    /// yet recognized fails.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard recognizer.view === self else { return }
        recognizer.engagedWindow?.withdraw(recognizer)
        gestureRecognizers.removeAll { $0 === recognizer }
        recognizer.view = nil
    }
}
