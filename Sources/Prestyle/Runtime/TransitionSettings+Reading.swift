import LuaKit
import PresentationKit

extension TransitionSettings {
    /// Reads `zoom = { source = …, dimmingColor = …, dimmingVisualEffect = …, alignmentRect = { … },
    /// interactiveDismiss = … }`; each
    /// field on its own, so every problem is reported at once; names that are not fields come back for a
    /// "did you mean" warning.
    mutating func readZoom(_ table: LuaTable, line: (String) -> Int?) throws -> BaseSettings.ReadReport {
        var report = BaseSettings.ReadReport()
        for (key, value) in try table.entries() {
            let name = key.stringValue ?? key.description
            do {
                switch ZoomField(rawValue: name) {
                case .source:
                    sourceLine = line("source")
                    if case .function(let function) = value {
                        source = .function(line: try? function.definitionLocation()?.line)
                    } else if let view = value.stringValue, !view.isEmpty {
                        source = .view(view)
                    } else {
                        throw LuaError(kind: .runtime, message: "must be the name of a view in the presenting screen "
                            + "(such as \"thumb-2\") or a function(ctx) returning one, not \(value.typeDescription)")
                    }
                case .dimmingColor:
                    guard let text = value.stringValue, let color = Color(hex: text) else {
                        throw LuaError(kind: .runtime, message: "must be a colour \"#rrggbb\" or \"#rrggbbaa\", not \(value.typeDescription)")
                    }
                    dimmingColor = color
                case .dimmingVisualEffect:
                    guard let text = value.stringValue, let style = BlurEffect.Style(rawValue: text) else {
                        let given = value.stringValue.map { "'\($0)'" } ?? value.typeDescription
                        let names = BlurEffect.Style.allCases.map(\.rawValue)
                        let nearest = value.stringValue.map { NameSuggestions.closest(to: $0, among: names) } ?? []
                        let hint = nearest.isEmpty ? "" : " (did you mean \(nearest.map { "'\($0)'" }.joined(separator: ", "))?)"
                        throw LuaError(kind: .runtime, message: "must be a UIBlurEffect style such as \"systemMaterial\", "
                            + "\"systemThinMaterialDark\" or \"light\", not \(given)\(hint)")
                    }
                    dimmingVisualEffect = style
                case .alignmentRect:
                    guard let list = value.tableValue, list.count == 4 else {
                        throw LuaError(kind: .runtime, message: "must be a list { x, y, width, height }, not \(value.typeDescription)")
                    }
                    let numbers = try (1...4).map { index -> Double in
                        guard let number = try list.rawGet(index).doubleValue else {
                            throw LuaError(kind: .runtime, message: "must be a list of 4 numbers { x, y, width, height }")
                        }
                        return try ScriptNumbers.number(number, in: (index < 3 ? -10_000 : 0)...10_000, "each value")
                    }
                    guard numbers[2] > 0, numbers[3] > 0 else {
                        throw LuaError(kind: .runtime, message: "needs a width and a height above 0")
                    }
                    alignmentRect = Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
                case .interactiveDismiss:
                    guard case .boolean(let flag) = value else {
                        throw LuaError(kind: .runtime, message: "must be true or false, not \(value.typeDescription)")
                    }
                    interactiveDismiss = flag
                case nil:
                    report.unknown.append(name)
                }
            } catch let problem as LuaError {
                report.problems.append(BaseSettings.FieldProblem(field: name, message: problem.message))
            }
        }
        return report
    }
}
