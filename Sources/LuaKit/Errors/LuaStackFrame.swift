/// One level of the Lua stack at the moment of an error, as `lua_getinfo(L, "Slnt", …)` describes it.
///
/// ``LuaError/frames`` holds the levels its ``LuaError/traceback`` shows, innermost first, as data: the
/// function that raised is level 1, the one that called it level 2, and so on. Like the traceback (and Lua's
/// `luaL_traceback`), a stack deeper than 22 levels keeps its 10 innermost and 11 outermost levels (the
/// ``level`` numbers show the gap), and one deeper than 1,000 levels only its 10 innermost. A frame is
/// recorded while Lua is in an error state, often out of memory: then there may be fewer frames, or none.
public struct LuaStackFrame: Sendable, Hashable {
    /// What kind of function runs at a level (`lua_Debug.what`).
    public enum Kind: String, Sendable, Hashable {
        /// A Lua function.
        case lua = "Lua"
        /// The main chunk of a loaded file or string.
        case main
        /// A C function: one of the host's, or of Lua's standard library (`pcall`, `string.rep`…).
        case c = "C"
    }

    /// The level: 1 for the function that raised the error, 2 for its caller…
    public var level: Int
    /// The chunk name as Lua shortens it for messages (`short_src`): `Styles/cool.lua`, a long path cut to
    /// `...tail`, `[string "…"]`, or `[C]` for a C function.
    public var source: String
    /// The line running at that level, for a Lua function (`currentline`); `nil` for a C function.
    public var line: Int?
    /// The function's name as its caller named it (`name`), when Lua could tell.
    public var name: String?
    /// How the caller named it (`namewhat`): `global`, `local`, `method`, `field`, `upvalue`, `metamethod`,
    /// `for iterator`, `hook`…, or empty when Lua could not tell.
    public var nameKind: String
    /// What kind of function it is.
    public var kind: Kind
    /// The line where the function's definition starts (`linedefined`); `nil` for a C function.
    public var lineDefined: Int?
    /// Whether the level was entered by a tail call (the traceback's "(...tail calls...)": the levels that
    /// made it are gone).
    public var isTailCall: Bool

    /// A frame with the given fields (see the properties of the same names).
    public init(
        level: Int, source: String, line: Int?, name: String? = nil, nameKind: String = "", kind: Kind,
        lineDefined: Int? = nil, isTailCall: Bool = false
    ) {
        self.level = level
        self.source = source
        self.line = line
        self.name = name
        self.nameKind = nameKind
        self.kind = kind
        self.lineDefined = lineDefined
        self.isTailCall = isTailCall
    }
}
