import LuaKit
import PresentationKit

/// `view { name =, frame =, color =, alpha =, cornerRadius =, maskedCorners =, transform =, shadow =, hidden = … }`: a new
/// view for a style's chrome, outside any window until the style adds it. Its fields are the view's properties
/// (``ScriptViewProperty/constructorFields``), each checked as setting it would be.
enum ViewConstructor {
    static let fields = ScriptViewProperty.constructorFields.map(\.name)

    static func function(in state: LuaState, scopes: HookScopes) throws -> LuaFunction {
        try state.function { [unowned state] (table: LuaTable?) in
            try scopes.admitView { try state.collectGarbage() }
            return ScriptView(scopes.noteMade(try make(try ValueFields(table ?? state.newTable(), of: "view{}", allowed: fields))))
        }
    }

    static func make(_ fields: ValueFields) throws -> View {
        let view = View(name: "view")
        for property in ScriptViewProperty.constructorFields where fields.has(property.name) {
            try property.assign?(view, fields.raw(property.name), "\(fields.owner).\(property.name)")
        }
        return view
    }
}
