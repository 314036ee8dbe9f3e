import LuaKit
import PresentationKit

/// A view's shadow as scripts write it: `{ color = "#000000", opacity = 0.3, offset = size(0, 4), radius = 8 }`
/// (every field optional, UIKit's defaults otherwise), or `nil`/`false` for none.
enum ShadowFields {
    static func shadow(_ value: LuaValue, _ what: String) throws -> Shadow? {
        switch value {
        case .nil, .boolean(false): return nil
        case .table(let table):
            let fields = try ValueFields(table, of: what, allowed: ["color", "opacity", "offset", "radius"])
            var shadow = Shadow()
            if let color = try fields.value("color", ColorText.color) { shadow.color = color }
            if let opacity = try fields.number("opacity") {
                shadow.opacity = try ScriptNumbers.number(opacity, in: 0...1, "\(what).opacity")
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
