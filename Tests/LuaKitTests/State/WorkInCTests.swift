import LuaKit
import Testing

/// Work C library functions do where the count hook never fires — the pattern matcher's backtracking,
/// the tables an `__index`/`__newindex` chain goes through — is counted as it is done: ordinary work on
/// 64 KB runs within the default budget, and work multiplied past the budget is stopped by it.
@Suite struct WorkInCTests {
    /// 64 KB of text: words, `key=value` pairs, numbers, parentheses and spaces.
    static let text: String = {
        let line = "  width = 320; height=480 (inset (top 20) (left 8)) card_1=fade   \n"
        return String(repeating: line, count: 65_536 / line.utf8.count + 1)
    }()

    @Test(arguments: [
        ("trim", #"return #text:match("^%s*(.-)%s*$")"#),
        ("words", #"local n = 0 for w in text:gmatch("%a+") do n = n + 1 end return n"#),
        ("pairs", #"local n = 0 for k, v in text:gmatch("(%w+)=(%w+)") do n = n + 1 end return n"#),
        ("spaced pairs", #"return select(2, text:gsub("(%w+)%s*=%s*(%d+)", "%2=%1"))"#),
        ("frontier", #"return select(2, text:gsub("%f[%w]%w+", "x"))"#),
        ("balanced", #"local n = 0 for b in text:gmatch("%b()") do n = n + 1 end return n"#),
        ("lazy", #"local n = 0 for k in text:gmatch("card(.-)=") do n = n + 1 end return n"#),
        ("greedy", #"return #text:match("w.*e")"#),
        ("anchored", #"return select(2, text:gsub("^%s+", ""))"#),
        ("unanchored find", #"return (text:find("fade%s*$"))"#),
        ("plain find", #"return (text:find("card_1=fadeX", 1, true)) or 0"#),
        ("captures", #"return #table.pack(text:match("(%w+)%s*=%s*(%d+);%s*(%w+)=(%d+)"))"#),
    ])
    func everyCommonIdiomRunsOn64KilobytesWithinTheDefaultBudget(name: String, source: String) throws {
        let state = try LuaState()
        try state.setHostGlobal("text", Self.text)
        let result = try state.evaluate(source)
        #expect(result.doubleValue != nil, "\(name)")
        // Each well within the default budget of 1,000,000 instructions.
        #expect(state.instructionsSpent < 400_000, "\(name): \(state.instructionsSpent) instructions")
    }

    @Test func theIdiomsTheOldGuardRefusedRunUnderTheDefaultBudget() throws {
        // Issue 14's examples: the worst-case estimate refused each of them.
        let state = try LuaState()
        let source = #"""
            local trimmed = (" " .. ("x"):rep(299) .. " "):match("^%s*(.-)%s*$")
            local words = 0
            for w in ("word "):rep(2000):gmatch("%a+") do words = words + 1 end
            local pairs = select(2, ("ab=cd "):rep(334):sub(1, 2000):gsub("(%w+)=(%w+)", "%2=%1"))
            local a, b = ("size: 320 = 480 and 1 = 2 ok"):match("(%d+)%s*=%s*(%d+)")
            return #trimmed, words, pairs, a, b
            """#
        let results = try state.run(source, chunkName: "idioms.lua")
        #expect(results == [299, 2000, 333, "320", "480"])
    }

    @Test(arguments: [
        #"return string.find(("a"):rep(30), ("a*"):rep(30) .. "b")"#,
        #"return (("a"):rep(40)):match(("a?"):rep(40) .. ("a"):rep(40) .. "b")"#,
        #"return text:find(("(.-)%s"):rep(20) .. "X")"#,
        #"return select(2, text:gsub(".-.-.-X", ""))"#,
    ])
    func catastrophicPatternsStopAtTheBudget(source: String) throws {
        let state = try LuaState()
        try state.setHostGlobal("text", Self.text)
        let error = try #require(throws: LuaError.self) { try state.evaluate(source) }
        #expect(error.kind == .instructionBudget)
        #expect(error.message.contains("pattern matcher's steps"))
        // Charged in batches: the overrun is at most a batch or two past the budget.
        #expect(state.instructionsSpent <= 1_000_000 + 2_000)
    }

    static let chain = """
        local base = {a = 'b'}
        for i = 1, 10000 do base[i] = 'x' end
        local t = base
        for i = 1, 1000 do t = setmetatable({}, {__index = t, __newindex = t}) end

        """

    @Test(arguments: [
        ("gsub with a chained table", #"return (("a"):rep(10000):gsub("a", t))"#),
        ("unpack", "return select('#', table.unpack(t, 1, 5000))"),
        ("concat", "return table.concat(t, ',', 1, 10000)"),
        ("move", "return table.move(t, 1, 10000, 1, {})"),
        ("sort", "table.sort(setmetatable({}, {__len = function() return 10000 end, __index = t, __newindex = t}))"),
        ("insert", "for i = 1, 10000 do table.insert(t, 1, 'y') end"),
        ("remove", "for i = 1, 10000 do table.remove(t, 1) end"),
    ])
    func workMultipliedByMetamethodChainsStopsAtTheBudget(name: String, source: String) throws {
        let state = try LuaState()
        let error = try #require(throws: LuaError.self) { try state.run(Self.chain + source, chunkName: "chain.lua") }
        #expect(error.kind == .instructionBudget, "\(name): \(error)")
        #expect(error.message.contains("(counting each table that table functions and gsub go through in C)"), "\(name)")
        #expect(state.instructionsSpent <= 1_000_000 + 2_000, "\(name)")
    }
}
