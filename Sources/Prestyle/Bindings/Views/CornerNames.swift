import LuaKit
import PresentationKit

/// `view.maskedCorners` as scripts write it: a list of corner names, `{ "topLeft", "topRight" }` — the
/// corners ``PresentationKit/View/cornerRadius`` rounds (Core Animation's `maskedCorners`). `{}` rounds none.
enum CornerNames {
    /// The names scripts use, in the order a list of them reads back.
    static let all = CornerMask.allCases.compactMap(\.name)

    /// The mask a script's list names.
    ///
    /// - Throws: a Lua error for a value that is not a list of strings, or a name that is not a corner (the
    ///   closest corner's name suggested).
    static func mask(_ value: LuaValue, _ what: String) throws -> CornerMask {
        guard case .table(let table) = value else {
            throw LuaError(kind: .runtime, message: "\(what) must be a list of corner names such as "
                + "{ \"topLeft\", \"topRight\" }, not \(value.typeDescription)")
        }
        var mask: CornerMask = []
        for (key, element) in try table.entries() {
            guard case .integer(let index) = key, index >= 1 else {
                throw LuaError(kind: .runtime, message: "\(what) must be a list of corner names, not a table with the key \(key)")
            }
            guard case .string(let name) = element else {
                throw LuaError(kind: .runtime, message: "\(what)[\(index)] must be a corner name (\(all.joined(separator: ", "))), "
                    + "not \(element.typeDescription)")
            }
            guard let corner = CornerMask(name: name) else {
                let hint = NameSuggestions.closest(to: name, among: all).first.map { "; did you mean '\($0)'?" }
                    ?? " (corners: \(all.joined(separator: ", ")))"
                throw LuaError(kind: .runtime, message: "\(what)[\(index)]: '\(name)' is not a corner\(hint)")
            }
            mask.insert(corner)
        }
        return mask
    }

    /// The mask as a new list of names, top left to bottom right.
    static func list(_ mask: CornerMask, in state: LuaState) throws -> LuaTable {
        let table = try state.newTable()
        for (index, name) in mask.names.enumerated() { try table.rawSet(index + 1, name) }
        return table
    }
}
