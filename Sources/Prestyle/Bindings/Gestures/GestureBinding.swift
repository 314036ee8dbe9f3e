import LuaKit
import PresentationKit

/// `view:addGesture("pan" | "tap", handler)`: a pan or tap recognizer on the view whose action calls the
/// style's handler with a ``ScriptGesture``, as its own call into Lua in the scope of the hook that added
/// it (`presentationWillBegin (gesture)`): an error in the handler is reported at its line and that move is
/// skipped; a handler that loops is stopped by the budget and not called again.
///
/// Gestures belong to the presentation that added them: when it is dismissed they are removed, so the
/// presented controller's view is left as it was. When a gesture ends (or is cancelled) while an
/// interactive dismissal begun by style code (`self:beginInteractiveDismissal()`) was neither finished nor
/// cancelled — the handler failed, or forgot — the engine cancels it and reports that, so the presentation
/// stays put instead of hanging half-dismissed.
enum GestureBinding {
    static let kinds = ["pan", "tap"]

    static func add(to view: View, kind: String, handler: LuaFunction, scopes: HookScopes, location: LuaSourceLocation?)
        throws -> ScriptGestureHandle
    {
        guard kinds.contains(kind) else {
            throw LuaError.argument(2, "a gesture is \"pan\" or \"tap\", not \(kind.debugDescription)")
        }
        guard let scope = scopes.current, let session = scope.session else {
            throw LuaError(kind: .runtime, message: "addGesture only works while a style runs (in a hook, an animator or "
                + "a callback during a presentation), not while its file loads")
        }
        let place = scope.place
        let hook = scope.hook.callback(.gesture)
        let definition = HookLocation.of(handler, in: scope.file)
        let recognizer: GestureRecognizer = kind == "pan" ? PanGestureRecognizer() : TapGestureRecognizer()
        recognizer.name = "\(view.name).\(kind)"
        recognizer.addAction { [weak session] recognizer in
            guard let session else { return }
            let gesture = ScriptGesture(recognizer, kind: kind)
            _ = session.run(hook, in: place, fallback: "this move of the gesture was skipped", location: definition) {
                try handler.call(gesture)
            }
            if recognizer.state == .ended || recognizer.state == .cancelled {
                session.cancelAbandonedInteraction(hook: hook, in: place, location: location)
            }
        }
        view.addGestureRecognizer(recognizer)
        session.noteGesture(recognizer, container: scope.container)
        return ScriptGestureHandle(kind: kind, recognizer: recognizer, view: view)
    }
}
