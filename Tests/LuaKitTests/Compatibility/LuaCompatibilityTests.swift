import LuaKit
import Testing

/// What the sandbox keeps runs as Lua 5.4 runs it: each snippet prints the same in the sandbox (default
/// configuration: budget, time limit, memory cap) as in the real interpreter, `lua5.4`.
@Suite struct LuaCompatibilityTests {
    func expectSameOutput(_ source: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let real = try LuaOracle.real(source)
        let sandboxed = try LuaOracle.sandboxed(source)
        #expect(sandboxed == real, sourceLocation: sourceLocation)
    }

    @Test(arguments: [
        "print(pcall(table.move, {}, 0, math.maxinteger, 1))",
        "print(pcall(table.move, {}, 1, 3, math.maxinteger))",
        "print(pcall(table.sort, setmetatable({}, {__len = function() return math.maxinteger end})))",
        "print(pcall(table.concat, {}, ',', 1, math.maxinteger))",
        """
        local t = setmetatable({1, 2, 3}, {__newindex = function() error('refused', 0) end})
        print(pcall(table.insert, t, 'x'))
        print(pcall(table.insert, t, 1, 'x'))
        local u = setmetatable({}, {__len = function() return 3 end, __newindex = function() error('no', 0) end})
        print(pcall(table.remove, u, 1))
        """,
        "print(pcall(table.unpack, {}, 1, 1e8))",
        "print(table.unpack({1, 2, 3}, -1, 1))",
    ])
    func tableFunctionsCheckTheirPreconditionsBeforeAnyCharge(source: String) throws {
        try expectSameOutput(source)
    }

    @Test(arguments: [
        "print(pcall(table.sort, 1))",
        "print(pcall(table.insert, {}, 1, 2, 3))",
        "print(pcall(table.concat, {{}}))",
        "print(pcall(function() return ('x'):gsub('x', true) end))",
        "print(pcall(function() return ('x'):find({}) end))",
        "print(pcall(function() return ('x'):rep(1 << 40, ',') end))",
        "print(pcall(string.gsub, 'x', 'x', '%2'))",
        "print(pcall(string.match, 'x', '(()'))",
        "print(pcall(string.gmatch))",
        "print(pcall(string.rep))",
        "print(pcall(xpcall))",
        "print(pcall(load))",
        "print(pcall(setmetatable, 1))",
        "print(pcall(setmetatable, {}, 1))",
        "print(pcall(setmetatable, setmetatable({}, {__metatable = 1}), {}))",
        "print(pcall(coroutine.create))",
        "print(pcall(coroutine.wrap, 1))",
        "table.sort({3, 2, 1}, 1)",
        "local s = ('x'):rep(3) print(s:find('x', 1, true), s:match('(x)(x)'), s:gsub('x', {x = 'y'}))",
    ])
    func wrappedFunctionsKeepTheirNamesPositionsAndArgumentNumbers(source: String) throws {
        try expectSameOutput(source)
    }

    @Test(arguments: [
        "print(load('return 1', 'n', 'b'))",
        "print(load('return 1', 'n', 't')())",
        "print(load('return 1', 'n', 'x'))",
        "print(load('\\27Lua', 'n', 't'))",
        "print(pcall(load, 'x', 'y', 1))",
        "print(pcall(load, 'return 1', 'y', {}))",
        "print(type(load(function() return nil end)))",
        "print(load('syntax error here'))",
        "print(load('return x', 'c', 't', {x = 4})())",
        "print(pcall(load('return x', 'c', 't', nil)))",
        """
        local parts = {'return ', '1 + ', '2'}
        local i = 0
        print(load(function() i = i + 1 return parts[i] end)())
        """,
    ])
    func loadHonoursItsModeAndArguments(source: String) throws {
        try expectSameOutput(source)
    }

    @Test func binaryChunksStayRefusedWhateverTheMode() throws {
        let printed = try LuaOracle.sandboxed(#"print(load("\27Lua\84\0", "n", "b")) print(load("\27Lua"))"#)
        #expect(printed == """
            nil\tattempt to load a binary chunk (mode is 'b'): the sandbox loads only source text
            nil\tattempt to load a binary chunk (mode is 'bt'): the sandbox loads only source text

            """)
    }

    @Test(arguments: [
        """
        function string.trim(s) return (s:gsub('^%s*(.-)%s*$', '%1')) end
        print(('  x  '):trim(), #('  x  '):trim())
        local function inner(s) return s:trim() end
        print(inner('  y'))
        print(pcall(function() return ('z'):nothing() end))
        """,
        """
        local _ENV = {print = print, pcall = pcall}
        print(('x'):upper(), pcall(function() return ('x'):nope() end))
        """,
        "string = nil print(('abc'):upper())",
        "local up = string.upper string.upper = nil print(pcall(function() return ('abc'):upper() end), up('x'))",
    ])
    func stringMethodsSeeTheScriptsOwnStringTable(source: String) throws {
        try expectSameOutput(source)
    }

    @Test func aStringMethodOneEnvironmentAddsIsNotSeenByAnother() throws {
        let state = try LuaState()
        let first = try state.newEnvironment()
        let second = try state.newEnvironment()
        let defines = "function string.trim(s) return (s:gsub('^%s*(.-)%s*$', '%1')) end print(('  x  '):trim())"
        #expect(try LuaOracle.sandboxed(defines, in: state, environment: first) == "x\n")
        let other = try LuaOracle.sandboxed("print(pcall(function() return ('  x'):trim() end))", in: state, environment: second)
        #expect(other == "false\tsnippet.lua:1: attempt to call a nil value (method 'trim')\n")
    }

    @Test func aFunctionThatUsesNoGlobalsSeesTheStringTableOfItsOwnChunk() throws {
        // `function(s) return s:trim() end` has no _ENV: its chunk says which environment it belongs to.
        let state = try LuaState()
        let first = try state.newEnvironment()
        let second = try state.newEnvironment()
        let shared = try state.newTable()
        try first.set("shared", shared)
        try second.set("shared", shared)
        _ = try state.load(
            """
            function string.trim(s) return (s:gsub('^%s*(.-)%s*$', '%1')) end
            shared.trim = function(s) return s:trim() end
            """, chunkName: "first.lua", environment: first
        ).call(with: [])
        let trimmed = try state.load("return shared.trim('  y  ')", chunkName: "second.lua", environment: second)
            .call(with: [])
        #expect(trimmed.first?.stringValue == "y")
        let own = try state.load("return pcall(function(s) return s:trim() end, 'z')", chunkName: "second.lua",
                                 environment: second).call(with: [])
        #expect(own.first == .boolean(false))
    }

    @Test func theBudgetsExplanationSurvivesAPcallReRaise() throws {
        let state = try LuaState(configuration: .init(instructionBudget: 100_000))
        let error = try #require(throws: LuaError.self) {
            try state.run(
                #"local ok = pcall(string.find, ("a"):rep(30), ("a*"):rep(30) .. "b") return ok"#,
                chunkName: "s.lua")
        }
        #expect(error.kind == .instructionBudget)
        #expect(error.message.contains("(counting the pattern matcher's steps in C, 10 to an instruction)"))
    }

    @Test(arguments: [
        """
        local base = {'a', 'b', 'c'}
        local function chain(n) local t = base for i = 1, n do t = setmetatable({}, {__index = t}) end return t end
        print(table.concat(chain(2000), ',', 1, 3), table.unpack(chain(1999), 1, 3))
        print(pcall(table.concat, chain(2001), ',', 1, 3))
        print(('abc'):gsub('%a', chain(1999)))
        print(pcall(string.gsub, 'abc', '%a', chain(2000)))
        local sink = {}
        local w = sink
        for i = 1, 1999 do w = setmetatable({}, {__newindex = w}) end
        table.insert(w, 'x') table.move({1, 2}, 1, 2, 5, w)
        print(sink[1], sink[5], sink[6], rawget(w, 1))
        local v = sink
        for i = 1, 2001 do v = setmetatable({}, {__newindex = v}) end
        print(pcall(table.insert, v, 'x'))
        """,
        """
        local t = setmetatable({}, {__index = function(_, k) return k * 2 end})
        print(table.concat(t, ' ', 1, 5), table.unpack(t, 3, 4))
        local log = {}
        local u = setmetatable({}, {__newindex = function(_, k, v) log[#log + 1] = k .. '=' .. v end})
        table.move({'a', 'b'}, 1, 2, 3, u) print(table.concat(log, ' '))
        """,
    ])
    func tableFunctionsFollowMetamethodChainsAsLuaDoes(source: String) throws {
        try expectSameOutput(source)
    }
}
