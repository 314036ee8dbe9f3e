import LuaKit
import Testing

/// How the sandbox finds the environment of the code calling: string methods from that environment's own
/// `string` table, and `load`'s default environment. Code `load` compiled counts as the style's, in its
/// coroutines too, at any depth, and the lookup takes the same time however deep the stack is.
@Suite struct CallingEnvironmentTests {
    @Test func aStringMethodTheStyleAddedWorksInACoroutineOfLoadedCode() throws {
        let state = try LuaState()
        let source = """
            return load([[
              function string.shout(s) return s:upper() .. "!" end
              return coroutine.wrap(function(s) return s:shout() end)("b")
            ]])()
            """
        #expect(try state.run(source, chunkName: "Styles/shout.lua") == ["B!"])
    }

    @Test func aStringMethodTheStyleAddedWorksInAModuleLoadedWithItsOwnEnvironment() throws {
        let state = try LuaState()
        let source = """
            function string.shout(s) return s:upper() .. "!" end
            local m = load("local wrap = coroutine.wrap return wrap(function(s) return s:shout() end)('m')",
                           "=m", "t", setmetatable({}, {__index = _G}))
            return m()
            """
        #expect(try state.run(source, chunkName: "Styles/module.lua") == ["M!"])
    }

    @Test func loadWithoutAnEnvironmentInACoroutineOfLoadedCodeGetsTheStylesGlobals() throws {
        let state = try LuaState()
        let environment = try state.newEnvironment()
        let source = """
            return load([[
              local load = load
              return coroutine.wrap(function() return load("shared = 42 return shared")() end)()
            ]])()
            """
        #expect(try state.run(source, chunkName: "Styles/globals.lua", environment: environment) == [42])
        #expect(try environment.get("shared") == 42)
    }

    @Test func aCoroutineKeepsTheEnvironmentOfTheStyleThatCreatedIt() throws {
        let state = try LuaState()
        let first = try state.newEnvironment()
        let second = try state.newEnvironment()
        try state.run(
            """
            function string.mine(s) return 'first ' .. s end
            resume = load([[
              local yield, load = coroutine.yield, load
              return coroutine.wrap(function(s)
                while true do s = yield(s:mine(), load('return where')()) end
              end)
            ]])()
            where = 'first'
            """, chunkName: "Styles/first.lua", environment: first)
        try state.run(
            "function string.mine(s) return 'second ' .. s end\nwhere = 'second'", chunkName: "Styles/second.lua",
            environment: second)
        try second.set("resume", first.get("resume"))
        let results = try state.run("return resume('x')", chunkName: "Styles/second.lua", environment: second)
        #expect(results == ["first x", "first"])
    }

    @Test func aStringMethodInAFunctionThatUsesNoGlobalComesFromItsStyle() throws {
        let state = try LuaState()
        let first = try state.newEnvironment()
        let second = try state.newEnvironment()
        try state.run(
            "function string.mine(s) return 'first ' .. s end\nreturn nil", chunkName: "Styles/first.lua",
            environment: first)
        let function = try state.run(
            "function string.mine(s) return 'second ' .. s end\nreturn function(s) return s:mine() end",
            chunkName: "Styles/second.lua", environment: second)
        try first.set("call", function[0])
        #expect(try state.run("return call('x')", chunkName: "Styles/first.lua", environment: first) == ["second x"])
    }

    /// Each string method call at the bottom of a deep recursion of `load`ed code used to walk the whole
    /// stack: 2,000 calls 5,000 levels down took more than the 2-second time limit. The state's own limits
    /// stand; the work is a few thousand instructions.
    @Test(arguments: [
        "load(source)",
        "load(source, '=m', 't', setmetatable({}, {__index = _G}))",
    ])
    func stringMethodsDeepInARecursionOfLoadedCodeStayWithinTheLimits(loading: String) throws {
        let state = try LuaState(configuration: .init(timeLimit: 2))
        let source = """
            local source = [[
              local s = "abc"
              local function rec(n)
                if n == 0 then
                  local c = 0
                  for i = 1, 2000 do c = c + #s:sub(1, 1) end
                  return c
                end
                return rec(n - 1) + 0
              end
              return rec(5000)
            ]]
            return \(loading)()
            """
        #expect(try state.run(source, chunkName: "Styles/deep.lua") == [2000])
    }

    @Test func anXpcallHandlerRunsRightAboveTheFunctionThatRaised() throws {
        let state = try LuaState()
        let source = """
            local depth = 0
            local function handler(m)
              depth = depth + 1
              if depth == 1 then error("from handler", 2) end
              return m
            end
            local ok, message = xpcall(function()
              local t = nil
              return t.x
            end, handler)
            depth = 0
            local _, fromError = xpcall(function() error("e") end, handler)
            return ok, message, fromError
            """
        let results = try state.run(source, chunkName: "Styles/handler.lua")
        #expect(results == [false, "Styles/handler.lua:9: from handler", "from handler"])
    }

    @Test func noXpcallHandlerRunsOnceTheBudgetIsSpentEvenInACoroutine() throws {
        let state = try LuaState(configuration: .init(instructionBudget: 50_000))
        let environment = try state.newEnvironment()
        let source = """
            ran = 0
            local co = coroutine.wrap(function()
              return xpcall(function() while true do end end, function(m) ran = ran + 1 while true do end end)
            end)
            return xpcall(co, function(m) ran = ran + 10 while true do end end)
            """
        let error = try #require(throws: LuaError.self) {
            try state.run(source, chunkName: "Styles/spent.lua", environment: environment)
        }
        #expect(error.description.contains("instruction budget exceeded"), "\(error.description)")
        #expect(try environment.get("ran") == 0)
        // The next call has a budget of its own, and handlers run again.
        #expect(try state.run("return xpcall(error, function(m) return 'handled' end)", chunkName: "Styles/spent.lua",
                              environment: environment) == [false, "handled"])
    }
}
