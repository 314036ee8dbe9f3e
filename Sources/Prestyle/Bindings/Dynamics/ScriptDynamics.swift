import LuaKit
import PresentationKit

/// The handle `dynamics{}` returns: `:stop()` ends the dynamics where the items are (the completion runs,
/// once), `:items()` lists the views it moves, `running` says whether it still runs.
struct ScriptDynamics: ScriptValue {
    static let luaTypeName = "Dynamics"
    let run: DynamicsRun

    static func luaType(in state: LuaState, scopes: HookScopes) -> LuaUserdataType<ScriptDynamics> {
        LuaUserdataType<ScriptDynamics>()
            .property("running") { $0.run.isRunning }
            .method("stop") { (target: ScriptDynamics) in target.run.stop() }
            .method("items") { [unowned state] (target: ScriptDynamics) in
                let list = try state.newTable()
                for (index, item) in target.run.items.enumerated() { try list.rawSet(index + 1, ScriptView(item)) }
                return list
            }
    }
}
