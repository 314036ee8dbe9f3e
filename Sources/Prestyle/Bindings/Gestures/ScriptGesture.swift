import LuaKit
import PresentationKit

/// A gesture as its handler sees it (`g` in `view:addGesture("pan", function(g) … end)`): a snapshot of the
/// recognizer at the move that called the handler.
///
/// Read-only: `kind` (`"pan"` or `"tap"`), `state` (`"began"`, `"changed"`, `"ended"` or `"cancelled"`; a
/// tap is `"ended"` when recognized), and the Points `translation`, `velocity` (points per second) and
/// `location`, all in the coordinates of the gesture's view's superview (the view's own when it has none) —
/// UIKit's `translation(in:)`, `velocity(in:)` and `location(in:)` given `view.superview`, the view a sheet
/// moving with the finger is laid out in. A tap has no translation or velocity (zero).
struct ScriptGesture: ScriptValue {
    static let luaTypeName = "Gesture"
    let kind: String
    let state: String
    let translation: Point
    let velocity: Point
    let location: Point

    init(_ recognizer: GestureRecognizer, kind: String) {
        self.kind = kind
        state = recognizer.state.rawValue
        let reference = recognizer.view?.superview ?? recognizer.view
        if let pan = recognizer as? PanGestureRecognizer {
            translation = pan.translation(in: reference)
            velocity = pan.velocity(in: reference)
        } else {
            translation = .zero
            velocity = .zero
        }
        location = recognizer.location(in: reference)
    }

    static func luaType(in _: LuaState, scopes _: HookScopes) -> LuaUserdataType<ScriptGesture> {
        LuaUserdataType<ScriptGesture>()
            .property("kind") { $0.kind }
            .property("state") { $0.state }
            .property("translation") { ScriptPoint($0.translation) }
            .property("velocity") { ScriptPoint($0.velocity) }
            .property("location") { ScriptPoint($0.location) }
            .metamethod(.toString) { (g: ScriptGesture) in "Gesture(\(g.kind) \(g.state))" }
    }
}
