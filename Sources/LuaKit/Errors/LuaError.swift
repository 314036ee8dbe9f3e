/// Everything that can go wrong in LuaKit, as one value: what kind of failure, what Lua said, where.
///
/// A script loaded with the chunk name `Styles/cool.lua` that fails on line 12 gives
/// `chunkName == "Styles/cool.lua"`, `line == 12`, and a `description` that reads
/// `Styles/cool.lua:12: attempt to index a nil value (field 'frame')`, the way Lua itself reports it.
/// ``traceback`` holds Lua's stack traceback at the moment of the error when there was one, and ``frames``
/// the same levels as data.
///
/// Host functions can throw a `LuaError` too: ``argument(_:_:)`` produces Lua's own
/// "bad argument #2 to 'inset' (…)" message, any other error becomes a Lua error with the caller's
/// position in front of its description.
public struct LuaError: Error, Sendable, Hashable {
    /// What failed.
    public var kind: Kind
    /// What went wrong, without the position (see ``chunkName`` and ``line``).
    public var message: String
    /// The chunk the error points into, as given when it was loaded (`Styles/cool.lua`).
    public var chunkName: String?
    /// The line in ``chunkName``.
    public var line: Int?
    /// Lua's stack traceback at the raise ("stack traceback:\n\t…"), when Lua code was running.
    public var traceback: String?
    /// The levels of the stack ``traceback`` shows, as data, innermost first: where to look without parsing
    /// the text. Empty when no Lua code was running (or memory ran out recording them).
    public var frames: [LuaStackFrame]
    /// What the host was doing, when it said so (a hook name, "loading the style"…).
    public var context: String?

    /// For argument errors raised by host functions: the argument (1-based, as Lua counts) to blame.
    var argumentPosition: Int?
    /// For type mismatches: the stack index of the value that had the wrong type, and the type wanted.
    @usableFromInline var stackIndex: Int?
    @usableFromInline var expectedType: String?
    /// Whether the error came out of Lua (its message already carries Lua's position).
    var fromLua = false

    /// An error of the given kind, with where it happened when known (see the properties of the same names).
    public init(
        kind: Kind,
        message: String,
        chunkName: String? = nil,
        line: Int? = nil,
        traceback: String? = nil,
        frames: [LuaStackFrame] = [],
        context: String? = nil
    ) {
        self.kind = kind
        self.message = message
        self.chunkName = chunkName
        self.line = line
        self.traceback = traceback
        self.frames = frames
        self.context = context
    }

    /// An error a host function throws to say argument `position` is wrong. Lua reports it as
    /// "bad argument #2 to 'inset' (`message`)", naming the function as the caller called it.
    public static func argument(_ position: Int, _ message: String) -> LuaError {
        var error = LuaError(kind: .argument, message: message)
        error.argumentPosition = position
        return error
    }

    /// Whether the call was stopped by one of the state's limits on work: the instruction budget or the time
    /// limit (both stop the whole call, and a script cannot catch either).
    public var isWorkLimit: Bool { kind == .instructionBudget || kind == .timeLimit }

    /// The same error with the host's context added (a hook name, an operation).
    public func adding(context: String) -> LuaError {
        var error = self
        error.context = self.context.map { "\(context): \($0)" } ?? context
        return error
    }
}

extension LuaError {
    /// The kinds of failure, each with its own remedy.
    public enum Kind: String, Sendable, Hashable, CustomStringConvertible {
        /// The source does not parse, or is not source text (a precompiled chunk).
        case syntax
        /// A Lua error while running: `error(...)`, indexing nil, a failing host function…
        case runtime
        /// The state's memory limit was reached (or the system refused memory).
        case memory
        /// The instruction budget of one call from the host ran out: an endless or too-long loop.
        case instructionBudget
        /// One call from the host ran past the state's wall-clock time limit
        /// (``LuaState/Configuration/timeLimit``): work the instruction count does not see, such as comparing
        /// or searching very long strings. Like the budget, it cannot be caught by the script.
        case timeLimit
        /// A host function got an argument it cannot use.
        case argument
        /// A Lua value does not have the type Swift asked for.
        case typeMismatch
        /// The message handler itself failed (Lua's LUA_ERRERR), e.g. on a C stack overflow.
        case messageHandler
        /// Calls between Lua and the host nested too deeply.
        case tooDeep
        /// A file could not be read.
        case file
        /// The state was closed.
        case stateClosed

        /// The kind in words, as messages name it (`syntax error`, `runtime error`…).
        public var description: String {
            switch self {
            case .syntax: "syntax error"
            case .runtime: "runtime error"
            case .memory: "memory error"
            case .instructionBudget: "instruction budget exceeded"
            case .timeLimit: "time limit exceeded"
            case .argument: "bad argument"
            case .typeMismatch: "type mismatch"
            case .messageHandler: "error in error handling"
            case .tooDeep: "calls nested too deeply"
            case .file: "file error"
            case .stateClosed: "state closed"
            }
        }
    }
}

extension LuaError: CustomStringConvertible, CustomDebugStringConvertible {
    /// The error as Lua would print it, position first: `Styles/cool.lua:12: attempt to …`, with the
    /// host's context after it when there is one.
    public var description: String {
        var text = ""
        if let chunkName {
            text += chunkName
            if let line { text += ":\(line)" }
            text += ": "
        }
        text += message
        if let context { text += " (\(context))" }
        return text
    }

    /// The description, the kind and the traceback: everything to debug with.
    public var debugDescription: String {
        var text = "\(description) [\(kind)]"
        if let traceback { text += "\n" + traceback }
        return text
    }
}
