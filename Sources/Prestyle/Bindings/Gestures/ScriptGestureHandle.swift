import LuaKit
import PresentationKit

/// What `view:addGesture(…)` returns: `handle:remove()` detaches the gesture (a gesture under way hears
/// `"cancelled"` first, as UIKit's `removeGestureRecognizer(_:)` does); removing it again does nothing.
/// Read-only `kind` and `view`.
final class ScriptGestureHandle: ScriptValue {
    static let luaTypeName = "GestureHandle"
    let kind: String
    /// Weak: the view holds its recognizers, and a handle Lua keeps (or has yet to collect) must not keep a
    /// removed recognizer — whose action holds the style's handler, and through it the style's views — alive.
    weak var recognizer: GestureRecognizer?
    weak var view: View?

    init(kind: String, recognizer: GestureRecognizer, view: View) {
        self.kind = kind
        self.recognizer = recognizer
        self.view = view
    }

    static func luaType(in _: LuaState, scopes _: HookScopes) -> LuaUserdataType<ScriptGestureHandle> {
        LuaUserdataType<ScriptGestureHandle>()
            .property("kind") { $0.kind }
            .property("view") { $0.view.map(ScriptView.init) }
            .method("remove") { (handle: ScriptGestureHandle) in
                if let recognizer = handle.recognizer { recognizer.view?.removeGestureRecognizer(recognizer) }
            }
            .metamethod(.toString) { (handle: ScriptGestureHandle) in
                "GestureHandle(\(handle.kind) on \(handle.view?.name ?? "no view"))"
            }
    }
}
