import LuaKit
import PresentationKit

/// The engine side of `self`: the properties the prelude's `self` table reads on every access —
/// `container presentedView presented presenting traits traitOverrides phase keyboard`, and the functions bound to the host that the
/// prelude makes methods of `self`: `beginInteractiveDismissal()` and `animateLayout{ … }`
/// (PresentationHost+Interaction.swift). Called, it answers what the superclass does for a hook the style
/// leaves out (see ``HookSpecification/Inherited``).
final class PresentationHost: ScriptValue {
    static let luaTypeName = "Presentation"
    weak var controller: LuaPresentationController?

    init(_ controller: LuaPresentationController) {
        self.controller = controller
    }

    static func luaType(in state: LuaState, scopes: HookScopes) -> LuaUserdataType<PresentationHost> {
        LuaUserdataType<PresentationHost>()
            .property("container") { try $0.controller?.scriptContainer() }
            .property("presentedView") { $0.controller?.presentedViewForScript.map(ScriptView.init) }
            .property("presented") { $0.controller.map { ScriptController($0.presentedViewController) } }
            .property("presenting") { $0.controller?.presenter.map(ScriptController.init) }
            .property("traits") {
                $0.controller.map { ScriptTraits($0.traitCollection, in: $0.presentedViewController.window) }
            }
            .property("traitOverrides") { $0.controller.map { ScriptTraitOverrides($0) } }
            .property("phase") { $0.controller?.phase.rawValue }
            .property("keyboard") { try $0.controller?.scriptKeyboard() }
            // Functions bound to the host, which the prelude puts in `self` once: `self:animateLayout{…}` calls
            // them with the self table first, straight from the style's line (what diagnostics point at).
            .property("beginInteractiveDismissal") { [unowned state] host in
                try state.function { [unowned state] (_: LuaValue) in
                    beginInteractiveDismissal(host, scopes: scopes, location: state.runningLocation())
                }
            }
            .property("escape") { [unowned state] host in
                try state.function { [unowned state] (_: LuaValue) in
                    escape(host, scopes: scopes, location: state.runningLocation())
                }
            }
            .property("animateLayout") { [unowned state] host in
                try state.function { [unowned state] (_: LuaValue, table: LuaTable) in
                    try animateLayout(host, table, scopes: scopes, location: state.runningLocation())
                }
            }
            // `host(name, first, second)`: what the superclass answers for a hook the style leaves out, for the
            // prelude's `self:frameOfPresentedView()` and the like (HookSpecification.inherited says what each
            // gives). A call, not a member: it is the prelude's, not a style's.
            .metamethod(.call) { (host: PresentationHost, name: String, first: LuaValue, second: LuaValue) -> InheritedAnswer in
                guard let hook = PresentationHook(rawValue: name) else {
                    throw LuaError(kind: .runtime, message: "'\(name)' is not a presentation hook")
                }
                guard let controller = host.controller else { return .nothing }
                return try controller.inheritedAnswer(hook, first, second)
            }
            .metamethod(.toString) { (host: PresentationHost) in
                "Presentation(\(host.controller?.presentedViewController.name ?? "ended"))"
            }
    }
}
