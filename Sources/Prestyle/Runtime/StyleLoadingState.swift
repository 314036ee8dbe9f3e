import LuaKit

/// What the loads under way know: the style files being loaded (a file's `use()` loads another inside its
/// own load), the `style { … }` calls they made, and how many `use()` calls they made. Read by `use()` (for
/// the file asking and for cycles), by the `style` global (to note the line of its call), and by the
/// validator (what a style used and depends on). One per ``StyleRuntime``.
final class StyleLoadingState {
    /// One style file being loaded.
    struct Load {
        let name: String
        let file: String
        /// The styles it `use()`d, in order, once each.
        var uses: [String] = []
        /// The files it depends on through `use()`, and their fingerprints when read.
        var dependencies: [(file: String, fingerprint: StyleFingerprint)] = []
    }

    /// The styles being loaded, outermost first (for `use()` and its cycles).
    var loads: [Load] = []
    /// `style { … }` calls seen while loading: the table and the line of the call.
    var styleCalls: [(definition: LuaTable, line: Int?)] = []
    /// `use()` calls made by the load under way (reset when an outermost load starts), at most
    /// ``StyleLimits/maximumUseCalls``.
    var useCalls = 0
    /// The `use()` cycle a load refused last, and how many loads were under way then (the depth of the load
    /// whose `use` line it fails at): the structured twin of the error that travels back through Lua as text.
    var raisedUseCycle: (message: String, depth: Int)?

    /// The load under way, the innermost.
    var current: Load? { loads.last }
}
