import LuaKit
import Testing

@Suite struct SmokeTests {
    @Test func runsAScriptAndCallsAFunction() throws {
        let state = try LuaState()
        let env = try state.newEnvironment()
        try state.run("function f(a, b) return a + b, a - b, a * b, a / b end", chunkName: "smoke.lua", environment: env)
        let f = try env.get("f", as: LuaFunction.self)
        let (a, b, c, d): (Double, Double, Double, Double) = try f.call(6.0, 2.0)
        #expect(a == 8 && b == 4 && c == 12 && d == 3)
    }

    @Test func errorsHavePositions() throws {
        let state = try LuaState()
        do {
            try state.run("local x = nil\nreturn x.y", chunkName: "Styles/cool.lua")
            Issue.record("no error")
        } catch let error as LuaError {
            print(error.debugDescription)
            #expect(error.chunkName == "Styles/cool.lua")
            #expect(error.line == 2)
        }
    }

    @Test func budget() throws {
        let state = try LuaState()
        do {
            try state.run("while true do end", chunkName: "loop.lua")
        } catch let error as LuaError {
            print(error.debugDescription)
            #expect(error.kind == .instructionBudget)
        }
        let r = try state.run("return 1 + 1", chunkName: "ok.lua")
        #expect(r == [2])
    }

    @Test func hostFunction() throws {
        let state = try LuaState()
        try state.setHostGlobal("add", state.function { (a: Double, b: Double) in a + b })
        #expect(try state.run("return add(1, 2)", chunkName: "x.lua") == [3.0])
        do {
            try state.run("return add(1, 'x')", chunkName: "x.lua")
        } catch let error as LuaError {
            print(error.debugDescription)
            #expect(error.kind == .argument)
        }
    }
}
