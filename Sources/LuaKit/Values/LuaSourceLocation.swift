internal import CLuaBridge

/// A place in a Lua chunk: its name (as given when it was loaded, e.g. `Styles/cool.lua`) and a line.
///
/// Layers above LuaKit point their own diagnostics at script lines with it: the definition of a function a
/// script handed over (``LuaFunction/definitionLocation()``), or the line that called a host function
/// (``LuaState/runningLocation()``).
public struct LuaSourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The chunk's name: the path for files, `[string]` for source text loaded without a name.
    public var chunkName: String
    /// The 1-based line.
    public var line: Int
    /// For a function's definition, the line its `end` is on.
    public var lastLine: Int?

    /// A location in a chunk; `lastLine` only for a function's definition.
    public init(chunkName: String, line: Int, lastLine: Int? = nil) {
        self.chunkName = chunkName
        self.line = line
        self.lastLine = lastLine
    }

    /// `chunk:line`, as Lua writes positions.
    public var description: String { "\(chunkName):\(line)" }

    /// The location Lua describes, or nil when there is no Lua function behind it.
    init?(_ location: luakit_location) {
        guard let source = location.source else { return nil }
        let text = String(cString: source)
        // Lua's convention: "@path" for files, "=name" for names given as they are, else the source itself.
        if let first = text.first, first == "@" || first == "=" {
            chunkName = String(text.dropFirst())
        } else {
            chunkName = "[string]"
        }
        line = Int(location.line)
        lastLine = location.last_line > 0 ? Int(location.last_line) : nil
    }
}

extension LuaFunction {
    /// Where the function is defined: its chunk and the lines from `function` to `end`; nil for a host
    /// function. A main chunk reports line 0.
    public func definitionLocation() throws -> LuaSourceLocation? {
        try reference.withPushed { state, index in
            var location = luakit_location()
            let status = luakit_function_location(state, index, &location)
            guard status == LUA_OK else { throw reference.runtime.failure(status: status, in: state) }
            return LuaSourceLocation(location)
        }
    }
}

extension LuaState {
    /// The innermost Lua function running now and the line it is at: called from a host function, the
    /// line of the script that called it. Nil when no Lua code runs (or the state is closed).
    public func runningLocation() -> LuaSourceLocation? {
        guard let state = try? runtime.currentThread() else { return nil }
        var location = luakit_location()
        let status = luakit_running_location(state, &location)
        guard status == LUA_OK else {
            // Drops the error value, when there is one (a stack that cannot grow leaves none).
            _ = runtime.failure(status: status, in: state)
            return nil
        }
        return LuaSourceLocation(location)
    }
}
