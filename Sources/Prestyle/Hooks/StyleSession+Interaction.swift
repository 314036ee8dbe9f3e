import LuaKit
import PresentationKit

/// What a delegate's style code started with a finger: the gestures it added (removed when their
/// presentation is dismissed) and the interactive dismissal it began (vended to the engine as the
/// dismissal's interaction controller).
struct InteractionState {
    /// A recognizer style code added, and the container of the presentation it belongs to.
    struct AddedGesture {
        weak var recognizer: GestureRecognizer?
        weak var container: View?
    }

    var gestures: [AddedGesture] = []
    /// The interaction `self:beginInteractiveDismissal()` made, until the engine asks for it.
    var pendingInteraction: PercentDrivenInteractiveTransition?
    /// The last interaction style code began, while its dismissal may still need it.
    var current: ScriptInteraction?
}

extension StyleSession {
    func noteGesture(_ recognizer: GestureRecognizer, container: View?) {
        interactionState.gestures.removeAll { $0.recognizer == nil }
        interactionState.gestures.append(InteractionState.AddedGesture(recognizer: recognizer, container: container))
    }

    /// Removes the gestures style code added during the presentation whose container is `container` (or
    /// whose views are gone): a dismissed presentation leaves no recognizer on the controller's view.
    func removeGestures(of container: View?) {
        for added in interactionState.gestures where added.container == nil || added.container === container {
            added.recognizer.map { $0.view?.removeGestureRecognizer($0) }
        }
        interactionState.gestures.removeAll { $0.recognizer?.view == nil || $0.container == nil || $0.container === container }
    }

    /// Starts an interaction for the next dismissal: the engine asks the delegate for it
    /// (``StyleTransitioningDelegate/interactionControllerForDismissal(using:)``).
    func beginInteraction(_ interaction: PercentDrivenInteractiveTransition) -> ScriptInteraction {
        let made = ScriptInteraction(interaction)
        interactionState.pendingInteraction = interaction
        interactionState.current = made
        return made
    }

    /// The interaction under way, when it was neither finished nor cancelled.
    var openInteraction: ScriptInteraction? {
        guard let current = interactionState.current, !current.isEnded else { return nil }
        return current
    }

    /// Called when a gesture ends: an interaction left open would hold the dismissal paused for ever, so it
    /// is cancelled, and that is reported at the line that added the gesture.
    func cancelAbandonedInteraction(hook: HookName, in place: Place, location: LuaSourceLocation?) {
        guard let open = openInteraction else { return }
        open.cancelAbandoned()
        report(Diagnostic(
            .warning, "the gesture ended while the interactive dismissal begun with self:beginInteractiveDismissal() was "
                + "neither finished nor cancelled (call it:finish{…} or it:cancel{…} when the gesture ends); it was cancelled",
            code: .style.styleIgnoredCall, file: location?.chunkName ?? style.file, line: location?.line, hook: hook.description), in: place)
    }
}
