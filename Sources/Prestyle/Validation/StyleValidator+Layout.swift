import LuaKit
import PresentationKit

extension StyleValidator {
    /// The fields of `layout = { … }`: an `animate{}` table's timing, without its changes.
    static let layoutFields = ["duration", "curve", "spring"]

    /// `layout = { duration = 0.6, curve = "easeOut" }` (or `spring = { damping =, velocity = }`): how the layout
    /// scene's layout-to-layout transition runs, the transition layout's progress taking that duration and
    /// timing instead of the navigation slide's (0.35 s, ease in, ease out). Read as `animate{}` reads its
    /// table (the same curves and springs, the same checks), with a duration required; what `animate{}` would
    /// warn about comes back as `notes`. Absent, nil. A wrong value is a structure error at the field's line.
    func readLayout(_ value: LuaValue?) throws -> (parameters: AnimationParameters?, notes: [String]) {
        guard let value, value != .nil else { return (nil, []) }
        let line = source.line(assigning: "layout", from: styleLine) ?? styleLine
        func problem(_ message: String) -> StyleError {
            StyleError(.structure, message, file: file, line: line, hook: "layout")
        }
        guard let table = value.tableValue else {
            throw problem("layout must be a table such as { duration = 0.6, curve = \"easeOut\" }, not \(value.typeDescription)")
        }
        do {
            let fields = try ValueFields(table, of: "layout", allowed: Self.layoutFields)
            guard fields.has("duration") else {
                throw problem("layout needs a duration in seconds (layout = { duration = 0.6, curve = \"easeOut\" })")
            }
            let request = try AnimationRequest(table)
            return (request.parameters, request.notes)
        } catch let error as LuaError {
            throw problem(error.message)
        }
    }
}
