import LuaKit
import PresentationKit

/// Reading `popover = { … }` and `adaptive = { … }` from a style table: each field is checked on its own, so
/// every problem is reported at once; names that are not fields come back for a "did you mean" warning.
extension BaseSettings {
    /// A field of `popover` or `adaptive` that has a wrong value.
    struct FieldProblem {
        let field: String
        let message: String
    }

    /// What reading one table found besides the settings.
    struct ReadReport {
        var unknown: [String] = []
        var problems: [FieldProblem] = []
    }

    enum PopoverField: String, CaseIterable {
        case source, sourceRect, arrows, margin, passthrough
        static let names = allCases.map(\.rawValue)
    }

    enum AdaptiveField: String, CaseIterable {
        case compact, compactOption, wrap, backdrop
        static let names = allCases.map(\.rawValue)
    }

    /// Reads `popover = { source = "topRight", sourceRect = { 8, 0, 44, 44 }, arrows = { "up" }, margin = 10 }`.
    mutating func readPopover(_ table: LuaTable) throws -> ReadReport {
        var settings = PopoverSettings()
        var report = ReadReport()
        for (key, value) in try table.entries() {
            let name = key.stringValue ?? key.description
            do {
                switch PopoverField(rawValue: name) {
                case .source:
                    settings.corner = try Self.choice(value, among: PopoverSettings.Corner.names)
                        .flatMap(PopoverSettings.Corner.init(rawValue:)) ?? .center
                case .sourceRect:
                    guard let list = value.tableValue, list.count == 4 else {
                        throw LuaError(kind: .runtime, message: "must be a list { x, y, width, height }, not \(value.typeDescription)")
                    }
                    let numbers = try (1...4).map { index -> Double in
                        guard let number = try list.rawGet(index).doubleValue else {
                            throw LuaError(kind: .runtime, message: "must be a list of 4 numbers { x, y, width, height }")
                        }
                        return try ScriptNumbers.number(number, in: (index < 3 ? -10_000 : 0)...10_000, "each value")
                    }
                    settings.sourceRect = Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
                case .arrows:
                    let names: [LuaValue]
                    if let list = value.tableValue { names = try (0..<list.count).map { try list.rawGet($0 + 1) } } else { names = [value] }
                    let known = PopoverSettings.arrowNames.keys.sorted()
                    let directions = try names.map { try Self.choice($0, among: known).flatMap { PopoverSettings.arrowNames[$0] } ?? .any }
                    guard !directions.isEmpty else { throw LuaError(kind: .runtime, message: "needs at least one direction") }
                    settings.arrows = directions.reduce(into: []) { $0.formUnion($1) }
                case .margin:
                    guard let margin = value.doubleValue else {
                        throw LuaError(kind: .runtime, message: "must be a number, not \(value.typeDescription)")
                    }
                    settings.margin = try ScriptNumbers.number(margin, in: 0...1000, "it")
                case .passthrough:
                    settings.passthrough = try Self.viewNames(value)
                case nil:
                    report.unknown.append(name)
                }
            } catch let problem as LuaError {
                report.problems.append(FieldProblem(field: name, message: problem.message))
            }
        }
        popover = settings
        return report
    }

    /// `passthrough = { "toolbar", … }`: a list of view names (or one name), each a non-empty string; which
    /// views they name is known only when the popover is presented (``StylePopoverController``).
    private static func viewNames(_ value: LuaValue) throws -> [String] {
        let items: [LuaValue]
        if let list = value.tableValue { items = try (0..<list.count).map { try list.rawGet($0 + 1) } } else { items = [value] }
        return try items.map { item in
            guard let name = item.stringValue, !name.isEmpty, name.utf8.count <= 200 else {
                throw LuaError(kind: .runtime, message: "must be a list of view names { \"toolbar\", … }, not one holding "
                    + item.typeDescription)
            }
            return name
        }
    }

    /// Reads `adaptive = { compact = "overFullScreen", compactOption = "adaptation", wrap = "done",
    /// backdrop = "blur" }`; `compactOption` must name one of `options` whose default is a compact style.
    mutating func readAdaptive(_ table: LuaTable, options: [StyleOption]) throws -> ReadReport {
        var settings = AdaptiveSettings()
        var report = ReadReport()
        let styles = AdaptiveSettings.styles.keys.sorted()
        for (key, value) in try table.entries() {
            let name = key.stringValue ?? key.description
            do {
                switch AdaptiveField(rawValue: name) {
                case .compact:
                    settings.compact = try Self.choice(value, among: styles).flatMap { AdaptiveSettings.styles[$0] }
                case .compactOption:
                    guard let option = value.stringValue else {
                        throw LuaError(kind: .runtime, message: "must be the name of an option, not \(value.typeDescription)")
                    }
                    guard let declared = options.first(where: { $0.name == option }) else {
                        throw LuaError(kind: .runtime, message: "names no option: add \(option) = \"…\" to options = { … }")
                    }
                    guard let initial = declared.defaultValue.stringValue, AdaptiveSettings.styles[initial] != nil else {
                        throw LuaError(kind: .runtime,
                                       message: "option '\(option)' must default to one of \(styles.joined(separator: ", "))")
                    }
                    settings.compactOption = option
                case .wrap:
                    settings.wrapsInDone = try Self.choice(value, among: AdaptiveSettings.wraps) != nil
                case .backdrop:
                    settings.blursBackdrop = try Self.choice(value, among: AdaptiveSettings.backdrops) != nil
                case nil:
                    report.unknown.append(name)
                }
            } catch let problem as LuaError {
                report.problems.append(FieldProblem(field: name, message: problem.message))
            }
        }
        if settings.blursBackdrop, !settings.wrapsInDone {
            report.problems.append(FieldProblem(field: "backdrop", message: "the blur goes behind the wrapper: add wrap = \"done\""))
        }
        // With an option, its default is the compact style (and the fallback for a bad value).
        if let option = settings.compactOption, let initial = options.first(where: { $0.name == option })?.defaultValue.stringValue {
            if settings.compact != nil {
                report.problems.append(FieldProblem(field: "compact", message: "give compact or compactOption, not both "
                                                    + "(the option's default is the compact style)"))
            }
            settings.compact = AdaptiveSettings.styles[initial]
        }
        adaptive = settings
        return report
    }

    /// `value` when it is one of `names` (nil for `false`, which turns a choice off).
    private static func choice(_ value: LuaValue, among names: [String]) throws -> String? {
        if case .boolean(false) = value { return nil }
        guard let name = value.stringValue, names.contains(name) else {
            let shown = value.stringValue.map { "\"\($0)\"" } ?? value.typeDescription
            throw LuaError(kind: .runtime, message: "must be one of \(names.map { "\"\($0)\"" }.joined(separator: ", ")), not \(shown)")
        }
        return name
    }
}
