import LuaKit
import Testing

/// Hostile scripts against the sandbox: each is contained with a clear error, and the state goes on.
@Suite struct SandboxTests {
    /// A script that must fail with a message containing `expected`, after which the state still works.
    func expectContained(
        _ source: String,
        kind: LuaError.Kind = .runtime,
        mentioning expected: String,
        in state: LuaState? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let state = try state ?? LuaState()
        let error = try #require(throws: LuaError.self, sourceLocation: sourceLocation) {
            try state.run(source, chunkName: "Styles/hostile.lua")
        }
        #expect(error.kind == kind, "\(error.debugDescription)", sourceLocation: sourceLocation)
        #expect(error.description.contains(expected), "\(error.description)", sourceLocation: sourceLocation)
        #expect(error.chunkName == "Styles/hostile.lua", sourceLocation: sourceLocation)
        #expect(try state.evaluate("return ('ok'):upper()") == "OK", sourceLocation: sourceLocation)
    }

    @Test(arguments: [
        ("io.open('/etc/passwd')", "global 'io'"),
        ("os.execute('true')", "global 'os'"),
        ("require('os')", "global 'require'"),
        ("package.loadlib('libc.so.6', 'system')", "global 'package'"),
        ("debug.getregistry()", "global 'debug'"),
        ("dofile('/etc/passwd')", "global 'dofile'"),
        ("loadfile('/etc/passwd')", "global 'loadfile'"),
        ("collectgarbage('stop')", "global 'collectgarbage'"),
        ("string.dump(print)", "field 'dump'"),
        ("(''):dump()", "method 'dump'"),
    ])
    func dangerousLibrariesAreAbsent(source: String, message: String) throws {
        try expectContained(source, mentioning: message)
    }

    @Test func stringDumpCannotMakeBinaryChunks() throws {
        try expectContained("local f = function() end\nreturn load(string.dump(f))()", mentioning: "field 'dump'")
    }

    @Test func binaryChunksAreRefusedByLoadInLua() throws {
        let state = try LuaState()
        let result = try state.run(#"return load("\27Lua\84\0\25\147\13\10\26\10")"#, chunkName: "b.lua")
        #expect(result.first == .nil)
        #expect(result.last?.stringValue?.contains("attempt to load a binary chunk") == true)
        // Asking for binary mode does not help.
        let forced = try state.run(#"return load("\27Lua", "x", "b")"#, chunkName: "b.lua")
        #expect(forced.last?.stringValue?.contains("binary chunk") == true)
    }

    @Test func binaryChunksAreRefusedFromSwift() throws {
        let state = try LuaState()
        let error = try #require(throws: LuaError.self) {
            try state.load("\u{1B}Lua\u{54}\0", chunkName: "Styles/bin.lua")
        }
        #expect(error.kind == .syntax)
        #expect(error.description.contains("Styles/bin.lua: attempt to load a binary chunk"))
        #expect(try state.evaluate("return 1") == 1)
    }

    @Test func loadInLuaStaysInTheSandbox() throws {
        let state = try LuaState()
        #expect(try state.evaluate("x = 5 return load('return x')()") == 5)
        #expect(try state.evaluate("return load('return dofile')()") == .nil)
        #expect(try state.evaluate("return load('return io', 'c', 't', {})()") == .nil)
    }

    @Test(arguments: [true, false])
    func aFailingReaderGivesLoadsMessage(sandboxed: Bool) throws {
        // Lua runs load's reader under the innermost protected call's message handler, which during a
        // host call is LuaKit's: the script must still get load's message, not the handler's record.
        let state = try LuaState(configuration: .init(sandboxed: sandboxed))
        let source = """
            local f, message = load(function() error('no more source') end)
            local g, other = load(function() return {} end)
            return f, message, g, other
            """
        let results = try state.run(source, chunkName: "Styles/reader.lua")
        #expect(results.count == 4)
        #expect(results[0] == .nil && results[2] == .nil)
        #expect(results[1] == "Styles/reader.lua:1: no more source")
        #expect(results[3].stringValue?.hasSuffix("reader function must return a string") == true)
    }

    @Test func replacingStringFormatDoesNotReachAnotherScript() throws {
        let state = try LuaState()
        try state.run(
            "string.format = function() return 'pwned' end\nstring.upper = nil\nreturn string.format('%d', 1)",
            chunkName: "Styles/first.lua")
        #expect(try state.evaluate("return string.format('%d', 7)", chunkName: "Styles/second.lua") == "7")
        #expect(try state.evaluate("return ('%d'):format(8)", chunkName: "Styles/second.lua") == "8")
        #expect(try state.evaluate("return string.upper('a')", chunkName: "Styles/second.lua") == "A")
    }

    @Test func aMetatableOnOneEnvironmentsLibrariesStaysThere() throws {
        let state = try LuaState()
        try state.run(
            """
            setmetatable(string, {__index = function() return 'pwned' end})
            setmetatable(table, {__newindex = function() error('no') end})
            rawset(string, 'upper', nil)
            return ('x').nope
            """, chunkName: "Styles/first.lua")
        let seen = try state.run(
            "return string.nope, ('x').nope, getmetatable(table), ('a'):upper(), string.upper('b')",
            chunkName: "Styles/second.lua")
        #expect(seen == [.nil, .nil, .nil, "A", "B"])
    }

    @Test func theStringMetatableIsHidden() throws {
        let state = try LuaState()
        #expect(try state.evaluate("return getmetatable('')") == false)
        try expectContained(
            "getmetatable('').__index.format = function() return 'pwned' end",
            mentioning: "attempt to index a boolean value", in: state)
        try expectContained("setmetatable('', {})", mentioning: "bad argument #1 to 'setmetatable'", in: state)
        #expect(try state.evaluate("return ('%d'):format(9)", chunkName: "Styles/second.lua") == "9")
    }

    @Test func coroutinesAreAvailable() throws {
        let state = try LuaState()
        let source = """
            local co = coroutine.wrap(function(a) local b = coroutine.yield(a + 1) return b * 2 end)
            return co(1), co(10)
            """
        #expect(try state.run(source, chunkName: "co.lua") == [2, 20])
    }

    @Test func yieldingFromTheMainChunkIsAClearError() throws {
        try expectContained("coroutine.yield(1)", mentioning: "attempt to yield from outside a coroutine")
    }

    @Test func yieldingAcrossAHostFunctionIsAClearError() throws {
        let state = try LuaState()
        try state.setHostGlobal("host", state.function { (callback: LuaFunction) in try callback.call() as Void })
        try expectContained(
            "coroutine.wrap(function() host(function() coroutine.yield() end) end)()",
            mentioning: "attempt to yield across a C-call boundary", in: state)
    }

    @Test func anUnsandboxedStateHasEveryLibrary() throws {
        let state = try LuaState(configuration: .init(sandboxed: false))
        #expect(try state.evaluate("return type(io.write)") == "function")
        #expect(try state.evaluate("return type(string.dump)") == "function")
        #expect(throws: LuaError.self) { try state.load("\u{1B}Lua", chunkName: "bin") }
    }
}
