import LuaKit

/// Every userdata type scripts see, listed once: ``StyleRuntime`` registers them in its state, and the
/// documentation tests read their members to hold `Styles/README.md` and `Styles/prestyle.meta.lua` to the
/// bindings in both directions (a member added here without docs fails a test).
enum ScriptTypes {
    static func all(in state: LuaState, scopes: HookScopes) -> [any ScriptType] {
        [
            ScriptPoint.luaType(), ScriptSize.luaType(), ScriptRect.luaType(), ScriptInsets.luaType(),
            ScriptTransform.luaType(), ScriptView.luaType(in: state, scopes: scopes), ScriptController.luaType(),
            ScriptTraits.luaType(), ScriptCoordinator.luaType(in: state, scopes: scopes),
            ScriptTransitionContext.luaType(in: state, scopes: scopes), PresentationHost.luaType(),
        ]
    }
}

/// A userdata type's description, whatever the type: what ``ScriptTypes`` lists.
protocol ScriptType {
    /// The name scripts and messages see (`Rect`, `View`…).
    var luaTypeName: String { get }
    func register(in state: LuaState) throws
}

extension LuaUserdataType: ScriptType {
    var luaTypeName: String { Object.luaTypeName }

    func register(in state: LuaState) throws { try state.register(self) }
}
