import LuaKit

/// A type scripts hold as userdata, which describes what Lua sees of it.
protocol ScriptValue: LuaUserdataRepresentable {
    /// The members and metamethods of the type in `state` (host functions may need the state, and the
    /// scopes they report into).
    static func luaType(in state: LuaState, scopes: HookScopes) -> LuaUserdataType<Self>
}

/// Every userdata type scripts see, listed once: ``StyleRuntime`` registers them in its state, messages name
/// a value's type from the list, and the documentation tests read their members to hold
/// `Styles/README.md` and `Styles/prestyle.meta.lua` to the bindings in both directions (a member added here
/// without docs fails a test).
enum ScriptTypes {
    static var all: [any ScriptValue.Type] {
        [
            ScriptPoint.self, ScriptSize.self, ScriptRect.self, ScriptInsets.self, ScriptTransform.self, ScriptView.self,
            ScriptController.self, ScriptTraits.self, ScriptTraitOverrides.self, ScriptCoordinator.self, ScriptTransitionContext.self,
            PresentationHost.self, ScriptDynamics.self, ScriptGesture.self, ScriptGestureHandle.self, ScriptInteraction.self,
        ]
    }

    /// Their descriptions in `state`.
    static func descriptions(in state: LuaState, scopes: HookScopes) -> [any ScriptType] {
        func describe<Value: ScriptValue>(_ type: Value.Type) -> any ScriptType { type.luaType(in: state, scopes: scopes) }
        return all.map { describe($0) }
    }

    /// The name scripts know the type of `data` by (`Rect`, `ViewController`…), nil for none of these.
    static func name(of data: LuaUserdata) -> String? {
        func holds<Value: ScriptValue>(_ type: Value.Type) -> Bool { (try? data.value(as: type)) != nil }
        return all.first { holds($0) }?.luaTypeName
    }
}

/// A userdata type's description, whatever the type: what ``ScriptTypes/descriptions(in:scopes:)`` lists.
protocol ScriptType {
    /// The name scripts and messages see (`Rect`, `View`…).
    var luaTypeName: String { get }
    func register(in state: LuaState) throws
}

extension LuaUserdataType: ScriptType {
    var luaTypeName: String { Object.luaTypeName }

    func register(in state: LuaState) throws { try state.register(self) }
}
