import LuaKit
import PresentationKit

/// `view { name =, frame =, color =, alpha =, cornerRadius =, maskedCorners =, transform =, shadow =, hidden = … }`: a new
/// view for a style's chrome, outside any window until the style adds it.
enum ViewConstructor {
    static let fields = [
        "name", "frame", "bounds", "center", "color", "alpha", "cornerRadius", "transform", "shadow", "hidden",
        "clipsToBounds", "borderWidth", "borderColor", "maskedCorners",
    ]

    static func function(in state: LuaState, scopes: HookScopes) throws -> LuaFunction {
        try state.function { [unowned state] (table: LuaTable?) in
            try scopes.admitView { try state.collectGarbage() }
            return ScriptView(scopes.noteMade(try make(try ValueFields(table ?? state.newTable(), of: "view{}", allowed: fields))))
        }
    }

    static func make(_ fields: ValueFields) throws -> View {
        let view = View(name: try fields.string("name").map(ScriptView.name) ?? "view")
        if let frame = try fields.value("frame", GeometryValues.frame) { view.frame = frame }
        if let bounds = try fields.value("bounds", GeometryValues.frame) { view.bounds = bounds }
        if let center = try fields.value("center", GeometryValues.point) { view.center = center }
        if let color = try fields.value("color", ColorText.color) { view.backgroundColor = color }
        if let alpha = try fields.number("alpha") { view.alpha = try ScriptView.alpha(alpha) }
        if let radius = try fields.number("cornerRadius") {
            view.cornerRadius = try ScriptNumbers.length(radius, "view{}.cornerRadius")
        }
        if fields.has("maskedCorners") {
            view.maskedCorners = try CornerNames.mask(fields.raw("maskedCorners"), "view{}.maskedCorners")
        }
        if let transform = try fields.value("transform", GeometryValues.transform) { view.transform = transform }
        if fields.has("shadow") { view.shadow = try fields.value("shadow", ShadowFields.shadow) ?? nil }
        if let hidden = try fields.boolean("hidden") { view.isHidden = hidden }
        if let clips = try fields.boolean("clipsToBounds") { view.clipsToBounds = clips }
        if let width = try fields.number("borderWidth") {
            view.borderWidth = try ScriptNumbers.length(width, "view{}.borderWidth")
        }
        if let color = try fields.value("borderColor", ColorText.color) { view.borderColor = color }
        return view
    }
}
