import LuaKit
import PresentationKit

/// A view's shadow as scripts write it: `{ color = "#000000", opacity = 0.3, offset = size(0, 4), radius = 8 }`
/// (every field optional, UIKit's defaults otherwise), or `nil`/`false` for none — or one field at a time,
/// as a layer's properties: `view.shadowOpacity`, `shadowRadius`, `shadowOffset`, `shadowColor`.
enum ShadowFields {
    /// What a view without a shadow has, field by field: Core Animation's defaults for a layer (`CALayer`:
    /// `shadowOpacity` 0, `shadowRadius` 3, `shadowOffset` (0, -3), `shadowColor` opaque black). Setting one
    /// field on a view without a shadow starts from these, so the shadow appears once its opacity is above 0.
    static let layerDefaults = Shadow(color: .black, opacity: 0, offset: Size(width: 0, height: -3), radius: 3)

    /// The view's shadow, or the layer's defaults when it has none.
    static func current(_ view: View) -> Shadow { view.shadow ?? layerDefaults }

    /// Changes one field of the view's shadow, starting from the layer's defaults when it has none.
    static func update(_ view: View, _ change: (inout Shadow) throws -> Void) rethrows {
        var shadow = current(view)
        try change(&shadow)
        view.shadow = shadow
    }

    /// A shadow opacity a script set: finite, from 0 to 1.
    static func opacity(_ value: Double, _ what: String) throws -> Double {
        try ScriptNumbers.number(value, in: 0...1, what)
    }

    static func shadow(_ value: LuaValue, _ what: String) throws -> Shadow? {
        switch value {
        case .nil, .boolean(false): return nil
        case .table(let table):
            let fields = try ValueFields(table, of: what, allowed: ["color", "opacity", "offset", "radius"])
            var shadow = Shadow()
            if let color = try fields.value("color", ColorText.color) { shadow.color = color }
            if let opacity = try fields.number("opacity") {
                shadow.opacity = try Self.opacity(opacity, "\(what).opacity")
            }
            if let offset = try fields.value("offset", GeometryValues.size) { shadow.offset = offset }
            if let radius = try fields.number("radius") { shadow.radius = try ScriptNumbers.length(radius, "\(what).radius") }
            return shadow
        default:
            throw LuaError(kind: .runtime, message: "\(what) must be a table { color, opacity, offset, radius } or nil, "
                + "not \(value.typeDescription)")
        }
    }

    static func table(for shadow: Shadow, in state: LuaState) throws -> LuaTable {
        let table = try state.newTable()
        try table.rawSet("color", shadow.color.hex)
        try table.rawSet("opacity", shadow.opacity)
        try table.rawSet("offset", ScriptSize(shadow.offset))
        try table.rawSet("radius", shadow.radius)
        return table
    }
}
