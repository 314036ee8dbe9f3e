import LuaKit
import PresentationKit

/// Colors as scripts write them: `"#rrggbb"` or `"#rrggbbaa"` (also `"#rgb"`, `"#rgba"`), or the names
/// `"clear"`, `"black"`, `"white"`. Read back, a color is `"#rrggbb"` (opaque) or `"#rrggbbaa"`.
enum ColorText {
    static func color(_ value: LuaValue, _ what: String) throws -> Color {
        guard let text = value.stringValue else {
            throw LuaError(kind: .runtime, message: "\(what) must be a color string like \"#1e90ff\", not \(value.typeDescription)")
        }
        switch text {
        case "clear": return .clear
        case "black": return .black
        case "white": return .white
        default: break
        }
        guard text.hasPrefix("#"), let color = Color(hex: text) else {
            throw LuaError(kind: .runtime, message: "\(what) is \(text.debugDescription), not a color: write \"#rrggbb\" or "
                + "\"#rrggbbaa\" (hex digits), or \"clear\", \"black\", \"white\"")
        }
        return color
    }
}
