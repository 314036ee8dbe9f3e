import PrestyleExport

/// Where two recordings of the same scene first differ, said for a person: the benchmark refuses to compare
/// a Swift presentation with a Lua style that no longer does the same thing.
struct RecordingDifference: CustomStringConvertible {
    let description: String

    /// Nil when the recordings are equal.
    init?(_ swift: Recording, _ lua: Recording) {
        guard swift != lua else { return nil }
        description = Self.first(swift, lua) ?? "the recordings differ"
    }

    private static func first(_ swift: Recording, _ lua: Recording) -> String? {
        if swift.diagnostics != lua.diagnostics {
            return "diagnostics: Swift \(swift.diagnostics), Lua \(lua.diagnostics)"
        }
        guard swift.phases.map(\.name) == lua.phases.map(\.name) else {
            return "phases: Swift \(swift.phases.map(\.name)), Lua \(lua.phases.map(\.name))"
        }
        for (a, b) in zip(swift.phases, lua.phases) where a != b {
            if let index = a.events.indices.first(where: { $0 >= b.events.count || a.events[$0] != b.events[$0] }) {
                return "\(a.name) event \(index + 1): Swift \(a.events[index]), Lua \(b.events.count > index ? "\(b.events[index])" : "none")"
            }
            if a.events.count != b.events.count { return "\(a.name): Lua has more events, from \(b.events[a.events.count])" }
            for (x, y) in zip(a.frames + [a.final], b.frames + [b.final]) where x != y {
                let view = x.views.first { !y.views.contains($0) }
                return "\(a.name) frame at t = \(x.t): Swift has \(view.map { "\($0)" } ?? "other views"); Lua has "
                    + "\(view.flatMap { mine in y.views.first { $0.name == mine.name } }.map { "\($0)" } ?? "no such view")"
            }
            return "\(a.name): Swift lasts \(a.duration) s (\(a.frames.count) frames, completed \(a.completed)); Lua "
                + "\(b.duration) s (\(b.frames.count) frames, completed \(b.completed))"
        }
        if swift.style != lua.style || swift.source != lua.source || swift.options != lua.options || swift.device != lua.device {
            return "the headers"
        }
        return nil
    }
}
