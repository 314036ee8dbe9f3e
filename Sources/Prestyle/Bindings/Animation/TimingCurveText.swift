import LuaKit
import PresentationKit

/// Timing curves as scripts write them: `"easeInOut"`, `"easeIn"`, `"easeOut"`, `"linear"`, `"keyboard"` (the
/// keyboard's curve, UIKit's curve 7: `TimingCurve.keyboard`), or the control
/// points of a cubic Bézier, `{x1, y1, x2, y2}` (or `{x1 = …, y1 = …, x2 = …, y2 = …}`), x within 0…1.
enum TimingCurveText {
    static let names: [String: TimingCurve] = [
        "easeInOut": .easeInEaseOut, "easeInEaseOut": .easeInEaseOut, "easeIn": .easeIn, "easeOut": .easeOut,
        "linear": .linear, KeyboardTable.curveName: .keyboard,
    ]

    static func curve(_ value: LuaValue, _ what: String) throws -> TimingCurve {
        switch value {
        case .string(let name):
            if let curve = names[name] { return curve }
            let hint = NameSuggestions.closest(to: name, among: ["easeInOut", "easeIn", "easeOut", "linear", "keyboard"]).first
                .map { " (did you mean \"\($0)\"?)" } ?? ""
            throw LuaError(kind: .runtime, message: "\(what) is \(name.debugDescription), not a curve\(hint): use \"easeInOut\", "
                + "\"easeIn\", \"easeOut\", \"linear\", \"keyboard\" or {x1, y1, x2, y2}")
        case .table(let table):
            let fields = try ValueFields(table, of: what, allowed: ["x1", "y1", "x2", "y2"], allowsPositional: true)
            let names = ["x1", "y1", "x2", "y2"]
            let numbers = try names.enumerated().map { index, name -> Double in
                let value = index < fields.positional.count ? fields.positional[index].doubleValue : try fields.number(name)
                guard let value else { throw LuaError(kind: .runtime, message: "\(what) needs \(name) (a number)") }
                return value
            }
            let x1 = try ScriptNumbers.number(numbers[0], in: 0...1, "\(what)'s x1")
            let y1 = try ScriptNumbers.number(numbers[1], in: -10...10, "\(what)'s y1")
            let x2 = try ScriptNumbers.number(numbers[2], in: 0...1, "\(what)'s x2")
            let y2 = try ScriptNumbers.number(numbers[3], in: -10...10, "\(what)'s y2")
            return TimingCurve(controlPoint1: Point(x: x1, y: y1), controlPoint2: Point(x: x2, y: y2))
        default:
            throw LuaError(kind: .runtime, message: "\(what) must be a curve name or {x1, y1, x2, y2}, not \(value.typeDescription)")
        }
    }
}
