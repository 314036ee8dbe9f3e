import LuaKit
import Testing

@Suite struct HostFunctionTests {
    @Test func swiftClosuresAreLuaFunctions() throws {
        let state = try LuaState()
        try state.setHostGlobal("divmod", state.function { (a: Int, b: Int) in (a / b, a % b) })
        try state.setHostGlobal("nothing", state.function {})
        try state.setHostGlobal("maybe", state.function { (x: Double?) in x.map { $0 * 2 } })
        #expect(try state.run("return divmod(17, 5)", chunkName: "t.lua") == [3, 2])
        #expect(try state.run("return nothing()", chunkName: "t.lua") == [])
        #expect(try state.run("return maybe(), maybe(4)", chunkName: "t.lua") == [.nil, 8.0])
    }

    @Test func argumentsAreCheckedTheWayLuaChecksThem() throws {
        let state = try LuaState()
        try state.setHostGlobal(
            "clamp", state.function { (x: Double, low: Double, high: Double) in min(max(x, low), high) })
        try state.setHostGlobal("count", state.function { (n: Int) in n })
        func failure(_ source: String) throws -> LuaError {
            try #require(throws: LuaError.self) { try state.run(source, chunkName: "Styles/args.lua") }
        }
        let wrongType = try failure("local x = 1\nreturn clamp(1, 'low', 3)")
        #expect(wrongType.kind == .argument)
        #expect(wrongType.description == "Styles/args.lua:2: bad argument #2 to 'clamp' (number expected, got string)")
        #expect(
            try failure("return clamp(1, 2)").message == "bad argument #3 to 'clamp' (number expected, got no value)")
        #expect(
            try failure("return count(1.5)").message
                == "bad argument #1 to 'count' (number has no integer representation)")
        // Numeric strings are numbers, as with luaL_checknumber.
        #expect(try state.evaluate("return clamp('5', 0, 3)") == 3.0)
    }

    @Test func hostErrorsCarryTheCallersPosition() throws {
        let state = try LuaState()
        try state.setHostGlobal("refuse", state.function { () throws -> Void in throw TestFailure() })
        try state.setHostGlobal(
            "positive",
            state.function { (x: Double) throws -> Double in
                guard x > 0 else { throw LuaError.argument(1, "must be positive") }
                return x
            })
        let error = try #require(throws: LuaError.self) { try state.run("\nrefuse()", chunkName: "Styles/h.lua") }
        #expect(error.description == "Styles/h.lua:2: the host refused")
        #expect(error.kind == .runtime)
        let argument = try #require(throws: LuaError.self) { try state.run("positive(-1)", chunkName: "Styles/h.lua") }
        #expect(argument.description == "Styles/h.lua:1: bad argument #1 to 'positive' (must be positive)")
        #expect(argument.kind == .argument)
        // Scripts can catch host errors like any other.
        #expect(
            try state.evaluate("return select(2, pcall(function() refuse() end))") == "test.lua:1: the host refused")
    }

    @Test func variadicFunctionsSeeEveryArgument() throws {
        let state = try LuaState()
        try state.setHostGlobal(
            "pack",
            state.variadicFunction { arguments in
                [.integer(arguments.count)] + (try arguments.values()).reversed()
            })
        try state.setHostGlobal(
            "area",
            state.variadicFunction { arguments in
                if arguments.type(at: 1) == .table {
                    let size = try arguments.read(LuaTable.self, at: 1)
                    return [.number(try size.get("width", as: Double.self) * size.get("height", as: Double.self))]
                }
                return [.number(try arguments.read(Double.self, at: 1) * arguments.read(Double.self, at: 2))]
            })
        #expect(try state.run("return pack(1, 'two', nil, true)", chunkName: "t.lua") == [4, true, .nil, "two", 1])
        #expect(try state.run("return area(2, 3), area{width = 4, height = 5}", chunkName: "t.lua") == [6.0, 20.0])
        let error = try #require(throws: LuaError.self) {
            try state.run("return area(2, 'x')", chunkName: "Styles/v.lua")
        }
        #expect(error.description == "Styles/v.lua:1: bad argument #2 to 'area' (number expected, got string)")
    }

    @Test func luaCanBeCalledBackFromAHostFunction() throws {
        let state = try LuaState()
        try state.setHostGlobal(
            "map",
            state.function { [unowned state] (list: LuaTable, f: LuaFunction) -> LuaTable in
                // Unowned: Lua holds this closure, and a closure holding its state would keep it alive.
                let result = try state.newTable()
                for (index, value) in try list.array(of: Double.self).enumerated() {
                    try result.set(index + 1, try f.call(value) as Double)
                }
                return result
            })
        #expect(
            try state.evaluate("return table.concat(map({1, 2, 3}, function(x) return x * 10 end), ',')")
                == "10.0,20.0,30.0")
    }

    @Test func hostFunctionsCalledInsideACoroutineUseItsStack() throws {
        let state = try LuaState()
        try state.setHostGlobal("call", state.function { (f: LuaFunction) throws -> LuaValue in try f.call() })
        let source = """
            local co = coroutine.wrap(function()
              local first = call(function() return 5 end)
              coroutine.yield(first)
              return call(function() error("inside the coroutine") end)
            end)
            local first = co()
            local ok, message = pcall(co)
            return first, ok, message
            """
        let results = try state.run(source, chunkName: "Styles/co.lua")
        #expect(results.count == 3)
        #expect(results[0] == 5)
        #expect(results[1] == false)
        #expect(results[2].stringValue?.hasSuffix("Styles/co.lua:4: inside the coroutine") == true)
        #expect(try state.evaluate("return call(function() return 'main' end)") == "main")
    }

    @Test func theClosureIsReleasedWhenLuaCollectsTheFunction() throws {
        final class Token {}
        weak var weakToken: Token?
        let state = try LuaState()
        do {
            let token = Token()
            weakToken = token
            _ = try state.function { () -> Bool in withExtendedLifetime(token) { true } }
        }
        #expect(weakToken != nil)
        try state.collectGarbage()
        try state.collectGarbage()
        #expect(weakToken == nil)
    }
}
