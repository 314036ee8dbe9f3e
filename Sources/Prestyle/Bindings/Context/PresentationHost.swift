import LuaKit
import PresentationKit

/// The engine side of `self`: the properties the prelude's `self` table reads on every access —
/// `container presentedView presented presenting traits phase`.
final class PresentationHost: ScriptValue {
    static let luaTypeName = "Presentation"
    weak var controller: LuaPresentationController?

    init(_ controller: LuaPresentationController) {
        self.controller = controller
    }

    static func luaType(in _: LuaState, scopes _: HookScopes) -> LuaUserdataType<PresentationHost> {
        LuaUserdataType<PresentationHost>()
            .property("container") { $0.controller?.containerView.map(ScriptView.init) }
            .property("presentedView") { $0.controller?.presentedViewForScript.map(ScriptView.init) }
            .property("presented") { $0.controller.map { ScriptController($0.presentedViewController) } }
            .property("presenting") { $0.controller?.presenter.map(ScriptController.init) }
            .property("traits") { $0.controller.map { ScriptTraits($0.traitCollection) } }
            .property("phase") { $0.controller?.phase.rawValue }
            .metamethod(.toString) { (host: PresentationHost) in
                "Presentation(\(host.controller?.presentedViewController.name ?? "ended"))"
            }
    }
}
