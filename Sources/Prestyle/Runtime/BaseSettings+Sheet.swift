import LuaKit
import PresentationKit

/// Reading `sheet = { … }` from a style table: each field is checked on its own, so every problem is reported
/// at once; names that are not fields come back for a "did you mean" warning.
extension BaseSettings {
    /// The sheet's settings besides its detents: `pageSizing` (UIKit's `prefersPageSizing`),
    /// `edgeAttachedInCompactHeight` (`prefersEdgeAttachedInCompactHeight`) and `widthFollowsContentSize`
    /// (`widthFollowsPreferredContentSizeWhenEdgeAttached`); nil leaves UIKit's default.
    struct SheetFlags: Hashable {
        var pageSizing: Bool?
        var edgeAttachedInCompactHeight: Bool?
        var widthFollowsContentSize: Bool?
    }

    /// The most detents a sheet lists: more than any sheet rests at, few enough that resolving them all on
    /// every frame of a drag stays cheap.
    static let maximumDetents = 16

    /// Reads `sheet = { detents = { "medium", 320, function(ctx) … end }, selectedDetent = "medium", … }`.
    /// `locate` says where a detent function is defined.
    mutating func readSheet(_ table: LuaTable, locate: (LuaFunction) throws -> HookLocation) throws -> ReadReport {
        var report = ReadReport()
        var named: [(field: String, value: LuaValue)] = []
        for (key, value) in try table.entries() {
            let name = key.stringValue ?? key.description
            do {
                switch SheetField(rawValue: name) {
                case .detents:
                    detents = try Self.detents(value, locate: locate)
                case .selectedDetent, .largestUndimmedDetent:
                    named.append((name, value))
                case .grabber:
                    grabber = try Self.flag(value)
                case .cornerRadius:
                    guard let radius = value.doubleValue else {
                        throw LuaError(kind: .runtime, message: "must be a number, not \(value.typeDescription)")
                    }
                    cornerRadius = try ScriptNumbers.number(radius, in: 0...1000, "it")
                case .pageSizing:
                    sheetFlags.pageSizing = try Self.flag(value)
                case .edgeAttachedInCompactHeight:
                    sheetFlags.edgeAttachedInCompactHeight = try Self.flag(value)
                case .widthFollowsContentSize:
                    sheetFlags.widthFollowsContentSize = try Self.flag(value)
                case nil:
                    report.unknown.append(name)
                }
            } catch let problem as LuaError {
                report.problems.append(FieldProblem(field: name, message: problem.message))
            }
        }
        // Read once the detents are known, whatever order the table gives its fields in.
        let names = (detents ?? [.large]).map(\.name)
        for (field, value) in named {
            do {
                let name = try Self.detentName(value, among: names, field)
                if field == SheetField.selectedDetent.rawValue { selectedDetent = name } else { largestUndimmedDetent = name }
            } catch let problem as LuaError {
                report.problems.append(FieldProblem(field: field, message: problem.message))
            }
        }
        return report
    }

    /// `{ "medium", 320, function(ctx) … end }`: at least one detent, each named once.
    private static func detents(_ value: LuaValue, locate: (LuaFunction) throws -> HookLocation) throws -> [SheetDetentSetting] {
        guard let list = value.tableValue else {
            throw LuaError(kind: .runtime, message: "must be a list such as { \"medium\", \"large\" }, not \(value.typeDescription)")
        }
        guard list.count > 0 else { throw LuaError(kind: .runtime, message: "needs at least one detent") }
        guard list.count <= maximumDetents else {
            throw LuaError(kind: .runtime, message: "lists \(list.count) detents; a sheet takes at most \(maximumDetents)")
        }
        var settings: [SheetDetentSetting] = []
        for position in 1...list.count {
            let entry = try list.rawGet(position)
            let setting: SheetDetentSetting
            switch entry {
            case .string("medium"): setting = .medium
            case .string("large"): setting = .large
            case .integer, .number:
                let height = entry.doubleValue ?? .nan
                setting = .height(try ScriptNumbers.number(height, in: 0...10_000, "detent \(position) (a height in points)"))
            case .function(let function):
                setting = .resolver(ScriptDetentResolver(function: function, location: try locate(function)), position: position)
            default:
                let shown = entry.stringValue.map { "\"\($0)\"" } ?? entry.typeDescription
                throw LuaError(kind: .runtime, message: "detent \(position) is \"medium\", \"large\", a height in points or "
                    + "a function(ctx) returning one, not \(shown)")
            }
            if settings.contains(setting) {
                throw LuaError(kind: .runtime, message: "detent \(position) repeats \(setting.name): each detent is listed once")
            }
            settings.append(setting)
        }
        return settings
    }

    /// The name of one of the detents: `"medium"`, `"large"`, a height's number, `"custom3"`.
    private static func detentName(_ value: LuaValue, among names: [String], _ field: String) throws -> String {
        let name: String? = switch value {
        case .string(let text): text
        case .integer, .number: value.doubleValue.map(ScriptNumbers.format)
        default: nil
        }
        guard let name, names.contains(name) else {
            let shown = value.stringValue.map { "\"\($0)\"" } ?? (value.doubleValue.map(ScriptNumbers.format) ?? value.typeDescription)
            throw LuaError(kind: .runtime, message: "\(field) names one of the detents ("
                + names.map { Double($0) == nil ? "\"\($0)\"" : $0 }.joined(separator: ", ") + "), not \(shown)")
        }
        return name
    }

    private static func flag(_ value: LuaValue) throws -> Bool {
        guard case .boolean(let flag) = value else {
            throw LuaError(kind: .runtime, message: "must be true or false, not \(value.typeDescription)")
        }
        return flag
    }
}
