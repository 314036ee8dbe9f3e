import LuaKit
import Testing

/// The instruction budget and the memory cap against scripts that try to hang or exhaust the host.
@Suite struct LimitsTests {
    func expectStopped(
        _ source: String,
        kind: LuaError.Kind,
        mentioning expected: String,
        state: LuaState? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let state = try state ?? LuaState(configuration: .init(instructionBudget: 200_000))
        let error = try #require(throws: LuaError.self, sourceLocation: sourceLocation) {
            try state.run(source, chunkName: "Styles/hostile.lua")
        }
        #expect(error.kind == kind, "\(error.debugDescription)", sourceLocation: sourceLocation)
        #expect(error.description.contains(expected), "\(error.description)", sourceLocation: sourceLocation)
        #expect(
            try state.evaluate("local s = 0 for i = 1, 100 do s = s + i end return s") == 5050,
            sourceLocation: sourceLocation)
    }

    // MARK: Instruction budget

    @Test func anEndlessLoopIsStopped() throws {
        try expectStopped(
            "while true do end", kind: .instructionBudget,
            mentioning: "Styles/hostile.lua:1: instruction budget exceeded")
    }

    @Test func catchingTheBudgetErrorWithPcallDoesNotHelp() throws {
        try expectStopped(
            "while true do pcall(function() while true do end end) end", kind: .instructionBudget,
            mentioning: "instruction budget exceeded")
    }

    @Test func nestedPcallsAndXpcallHandlersDoNotHelp() throws {
        try expectStopped(
            """
            local function spin() while true do end end
            while true do
              pcall(pcall, pcall, spin)
              xpcall(spin, function() while true do end end)
              local ok, message = pcall(error, "x")
            end
            """, kind: .instructionBudget, mentioning: "instruction budget exceeded")
    }

    @Test func coroutinesAreCoveredByTheBudget() throws {
        try expectStopped(
            "while true do coroutine.resume(coroutine.create(function() while true do end end)) end",
            kind: .instructionBudget, mentioning: "instruction budget exceeded")
        try expectStopped(
            "local spin = coroutine.wrap(function() while true do end end) spin()",
            kind: .instructionBudget, mentioning: "instruction budget exceeded")
    }

    @Test func aCoroutineCreatedWithoutABudgetIsStoppedOnceThereIsOne() throws {
        let state = try LuaState(configuration: .init(instructionBudget: nil))
        let environment = try state.newEnvironment()
        try state.run(
            "spinner = coroutine.create(function() while true do end end)", chunkName: "a.lua", environment: environment
        )
        state.instructionBudget = 100_000
        let error = try #require(throws: LuaError.self) {
            try state.run("return coroutine.resume(spinner)", chunkName: "b.lua", environment: environment)
        }
        #expect(error.kind == .instructionBudget)
    }

    @Test func copyingMemoryInCLibraryFunctionsIsChargedToTheBudget() throws {
        // Each string.rep copies 30 MB in C with only a handful of VM instructions: without charging the
        // allocation this loop would run for minutes. 30 MB is about 470,000 instructions' worth.
        try expectStopped(
            "for i = 1, 2000 do local s = string.rep('x', 3e7) end", kind: .instructionBudget,
            mentioning: "counting the memory it allocated",
            state: LuaState(configuration: .init(instructionBudget: 1_000_000)))
        try expectStopped(
            "local t = {} for i = 1, 64 do t[i] = ('y'):rep(1e5) end while true do local s = table.concat(t) end",
            kind: .instructionBudget, mentioning: "instruction budget exceeded")
    }

    @Test func ordinaryAllocationFitsTheBudget() throws {
        let state = try LuaState(configuration: .init(instructionBudget: 1_000_000))
        #expect(
            try state.evaluate("local s = string.rep('x', 1e6) local t = {} for i = 1, 1000 do t[i] = {i} end return #s")
                == 1_000_000,
            "a megabyte and a thousand tables cost well under the budget")
    }

    @Test func theBudgetIsPerCall() throws {
        let state = try LuaState(configuration: .init(instructionBudget: 50_000))
        let f = try state.load("local s = 0 for i = 1, 5000 do s = s + i end return s", chunkName: "sum.lua")
        for _ in 0..<50 {
            #expect(try f.call() as Int == 12_502_500)
        }
    }

    @Test func nestedCallsThroughTheHostShareTheBudget() throws {
        let state = try LuaState(configuration: .init(instructionBudget: 100_000))
        try state.setHostGlobal("again", state.function { (f: LuaFunction) in try f.call() as Void })
        try expectStopped(
            "local function spin() for i = 1, 30000 do end end\nwhile true do again(spin) end",
            kind: .instructionBudget, mentioning: "instruction budget exceeded", state: state)
    }

    @Test func withoutABudgetLongScriptsRun() throws {
        let state = try LuaState(configuration: .init(instructionBudget: nil))
        #expect(try state.evaluate("local s = 0 for i = 1, 3000000 do s = s + 1 end return s") == 3_000_000)
    }

    @Test func scriptsCannotDefineFinalizers() throws {
        // Lua runs __gc with hooks off, so no budget could stop a finalizer that loops forever.
        try expectStopped(
            "spin = setmetatable({}, {__gc = function() while true do end end})", kind: .runtime,
            mentioning: "bad argument #2 to 'setmetatable' (__gc metamethods are not allowed")
        let state = try LuaState()
        #expect(try state.evaluate("local mt = {} setmetatable({}, mt) mt.__gc = print return 1") == 1)
        try state.collectGarbage()
    }

    @Test func patternsThatWouldBacktrackForeverAreStoppedByTheBudget() throws {
        // The matcher runs in C, where the count hook never fires: it counts its own steps and charges them.
        let steps = "(counting the pattern matcher's steps in C, 10 to an instruction)"
        try expectStopped(
            #"return string.find(("a"):rep(30), ("a*"):rep(30) .. "b")"#, kind: .instructionBudget, mentioning: steps)
        try expectStopped(
            #"return (("a"):rep(40)):match(("a?"):rep(40) .. ("a"):rep(40) .. "b")"#, kind: .instructionBudget,
            mentioning: steps)
        try expectStopped(
            #"for x in ("x"):rep(5000):gmatch(".-.-.-y") do end"#, kind: .instructionBudget, mentioning: steps)
        let state = try LuaState()
        let everyday = #"""
            local w, h = ("320x480"):match("(%d+)x(%d+)")
            local trimmed = ("  card  "):match("^%s*(.-)%s*$")
            local words = select(2, ("a b c d"):gsub("%a+", "%0"))
            local plain = string.find(("a*"):rep(1000), ("a*"):rep(100), 1, true)
            local balanced = ("f(a(b)c)"):match("%b()")
            return tonumber(w) + tonumber(h), trimmed, words, plain, balanced
            """#
        #expect(try state.run(everyday, chunkName: "p.lua") == [800, "card", 4, 1, "(a(b)c)"])
        let error = try #require(throws: LuaError.self) {
            try state.run("return string.find(nil, 'x')", chunkName: "p.lua")
        }
        #expect(error.message == "bad argument #1 to 'find' (string expected, got nil)")
    }

    @Test func longLiteralPatternsAndPlainSearchesAreBounded() throws {
        // At every start position the matcher (or a plain search) may compare the whole pattern before
        // failing: (n - m + 1) * m steps in C, each counted.
        let steps = "(counting the pattern matcher's steps in C, 10 to an instruction)"
        try expectStopped(
            #"return string.find(("a"):rep(1e6), ("a"):rep(5e5) .. "b")"#, kind: .instructionBudget, mentioning: steps)
        try expectStopped(
            #"return string.find(("a"):rep(1e6), ("a"):rep(5e5) .. "b", 1, true)"#, kind: .instructionBudget,
            mentioning: steps)
        try expectStopped(
            #"return (("a"):rep(1e6)):match(("a"):rep(5e5) .. "b")"#, kind: .instructionBudget, mentioning: steps)
        let state = try LuaState()
        #expect(try state.evaluate(#"return (string.find(("ab"):rep(50000), "ba", 1, true))"#) == 2)
        #expect(try state.evaluate(#"return (("x"):rep(1000) .. "needle"):find("needle")"#) == 1001)
    }

    // MARK: Memory

    @Test func aHugeStringIsRefused() throws {
        // Beyond what one Lua string may hold, Lua refuses before allocating; below it, the cap does.
        try expectStopped(
            #"return string.rep("x", 1e10)"#, kind: .runtime, mentioning: "resulting string too large",
            state: LuaState(configuration: .init(memoryLimit: 8 << 20)))
        try expectStopped(
            #"return string.rep("x", 1e9)"#, kind: .memory, mentioning: "not enough memory",
            state: LuaState(configuration: .init(memoryLimit: 8 << 20)))
    }

    @Test func aTableGrownForeverHitsTheMemoryCap() throws {
        let state = try LuaState(configuration: .init(memoryLimit: 8 << 20, instructionBudget: nil))
        try expectStopped(
            "local t = {} local i = 0 while true do i = i + 1 t[i] = {i} end",
            kind: .memory, mentioning: "memory limit is 8 MiB", state: state)
        #expect(state.memoryInUse < 8 << 20)
    }

    @Test func catchingTheMemoryErrorStillReportsIt() throws {
        let state = try LuaState(configuration: .init(memoryLimit: 4 << 20))
        #expect(try state.evaluate("return select(2, pcall(string.rep, 'x', 1e9))") == "not enough memory")
        try expectStopped(
            "local ok, e = pcall(string.rep, 'x', 1e9) error(e, 0)", kind: .memory,
            mentioning: "not enough memory", state: state)
    }

    @Test func theMemoryCapCanChange() throws {
        let state = try LuaState(configuration: .init(memoryLimit: nil))
        #expect(state.memoryLimit == nil)
        #expect(try state.evaluate("return #string.rep('x', 20000000)") == 20_000_000)
        state.memoryLimit = 16 << 20
        #expect(throws: LuaError.self) { try state.evaluate("return #string.rep('x', 20000000)") }
    }

    // MARK: Stacks

    @Test func unboundedRecursionIsAStackOverflow() throws {
        // Recursing to Lua's stack limit takes about a second of wall-clock time, more on a loaded machine:
        // the time limit is raised so that what ends it is the stack, as asserted.
        let state = try LuaState(configuration: .init(memoryLimit: 256 << 20, instructionBudget: 50_000_000, timeLimit: 60))
        try expectStopped(
            "local function f() return 1 + f() end\nreturn f()", kind: .runtime, mentioning: "stack overflow",
            state: state)
    }

    @Test func unboundedRecursionUnderASmallCapIsAMemoryError() throws {
        try expectStopped(
            "local function f() return 1 + f() end\nreturn f()", kind: .memory, mentioning: "not enough memory",
            state: LuaState(configuration: .init(memoryLimit: 2 << 20, instructionBudget: 50_000_000)))
    }

    @Test func aRecursiveIndexChainIsACStackOverflow() throws {
        try expectStopped(
            "local t = setmetatable({}, {__index = function(t, k) return t[k] end})\nreturn t.x",
            kind: .runtime, mentioning: "stack overflow")
    }

    @Test func recursiveGsubIsACStackOverflow() throws {
        try expectStopped(
            "local function f(s) return (s:gsub('.', f)) end\nreturn f('abc')", kind: .runtime,
            mentioning: "stack overflow")
    }

    @Test func deeplyNestedSourceIsASyntaxError() throws {
        let state = try LuaState()
        let error = try #require(throws: LuaError.self) {
            try state.load("return " + String(repeating: "(", count: 100_000), chunkName: "deep.lua")
        }
        #expect(error.kind == .syntax)
        #expect(try state.evaluate("return 1") == 1)
    }

    @Test func recursionThroughTheHostIsStopped() throws {
        let state = try LuaState(configuration: .init(instructionBudget: 10_000_000))
        try state.setHostGlobal("again", state.function { (f: LuaFunction) in try f.call() as Void })
        let error = try #require(throws: LuaError.self) {
            try state.run("local function r() again(r) end\nr()", chunkName: "Styles/hostile.lua")
        }
        #expect(error.kind == .tooDeep || error.description.contains("stack overflow"), "\(error)")
        #expect(try state.evaluate("return 1") == 1)
    }

    /// The time limit stops work the instruction count cannot see. The budget here is far beyond reach, so
    /// only the time limit can end these loops: what is asserted is how they end, never how long they took.
    @Test(arguments: [
        ("comparing long strings", "local s = string.rep('a', 1 << 20) while not (s < s) do end"),
        ("a host function handed a long string", "local s = string.rep('a', 1 << 20) while true do size(s) end"),
    ])
    func workTheInstructionCountCannotSeeIsStoppedByTheTimeLimit(_ name: String, _ source: String) throws {
        let state = try LuaState(configuration: .init(instructionBudget: 1 << 50, timeLimit: 0.05))
        try state.setHostGlobal("size", state.function { (text: String) in text.utf8.count })
        let error = try #require(throws: LuaError.self) { try state.run(source, chunkName: "Styles/hostile.lua") }
        #expect(error.kind == .timeLimit)
        #expect(error.description.contains("time limit exceeded: more than 0.05 seconds"), "\(error)")
        // The next call has its own time.
        #expect(try state.evaluate("return 1") == 1)
    }

    @Test func instructionsSpentAddsUpEveryCallsCount() throws {
        let state = try LuaState(configuration: .init(instructionBudget: 1_000_000))
        let before = state.instructionsSpent
        for _ in 1...3 { try state.run("for i = 1, 100000 do end", chunkName: "loop.lua") }
        let spent = state.instructionsSpent - before
        // Each loop runs about 100,000 instructions (one FORLOOP each); the hook counts them in steps of 1,000.
        #expect(spent >= 3 * 95_000 && spent <= 3 * 110_000, "\(spent)")
    }
}
