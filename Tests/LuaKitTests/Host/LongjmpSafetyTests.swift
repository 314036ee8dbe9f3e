import LuaKit
import Testing

/// No Lua error may longjmp across a Swift frame. Each test fails a host function in a different way
/// and proves its Swift frame unwound normally (its `defer` ran exactly once) and the state is usable.
@Suite struct LongjmpSafetyTests {
    final class Counter {
        var value = 0
    }

    @Test func aFailingSwiftCallbackUnwindsNormally() throws {
        let state = try LuaState()
        let unwound = Counter()
        try state.setHostGlobal(
            "fail",
            state.function { () throws -> Void in
                defer { unwound.value += 1 }
                throw TestFailure()
            })
        let error = try #require(throws: LuaError.self) { try state.run("fail()", chunkName: "Styles/a.lua") }
        #expect(error.description == "Styles/a.lua:1: the host refused")
        #expect(unwound.value == 1)
        #expect(try state.evaluate("local ok = pcall(fail) return ok") == false)
        #expect(unwound.value == 2)
    }

    @Test func aCallbackWhoseCallIntoLuaFailsUnwindsNormally() throws {
        let state = try LuaState()
        let unwound = Counter()
        try state.setHostGlobal(
            "call",
            state.function { (f: LuaFunction) throws -> Double in
                defer { unwound.value += 1 }
                return try f.call()
            })
        let source = """
            local function inner()
              error("inner failure")
            end
            return call(inner)
            """
        let error = try #require(throws: LuaError.self) { try state.run(source, chunkName: "Styles/b.lua") }
        // The error keeps the position where it happened, inside the nested call.
        #expect(error.description == "Styles/b.lua:2: inner failure")
        #expect(error.traceback?.contains("Styles/b.lua:2") == true)
        #expect(unwound.value == 1)
        // Nested failures of every kind: the budget, too.
        state.instructionBudget = 100_000
        let budget = try #require(throws: LuaError.self) {
            try state.run("return call(function() while true do end end)", chunkName: "Styles/b.lua")
        }
        #expect(budget.kind == .instructionBudget)
        #expect(unwound.value == 2)
        #expect(try state.evaluate("return call(function() return 2 end)") == 2.0)
    }

    @Test func aMemoryErrorWhilePushingResultsUnwindsNormally() throws {
        let state = try LuaState(configuration: .init(memoryLimit: 4 << 20))
        let unwound = Counter()
        let big = String(repeating: "x", count: 8 << 20)
        try state.setHostGlobal(
            "big",
            state.function { () -> (Int, String) in
                defer { unwound.value += 1 }
                return (1, big)
            })
        let error = try #require(throws: LuaError.self) {
            try state.run("local a, b = big()", chunkName: "Styles/c.lua")
        }
        #expect(error.kind == .memory)
        #expect(error.description.contains("not enough memory"))
        #expect(unwound.value == 1)
        #expect(try state.evaluate("return select('#', pcall(big))") == 2)
        #expect(unwound.value == 2)
        #expect(try state.evaluate("return ('fine'):upper()") == "FINE")
    }

    @Test func runningOutOfMemoryAtAnyPointOfACallIsContained() throws {
        // The cap set just above what is in use, then a little higher each round, so that allocations
        // fail in turn at every point of a call: pushing arguments and results, a userdata result the
        // trampoline creates, a string a host function returns, the message handler's record.
        let state = try LuaState.withTestTypes(configuration: .init(instructionBudget: nil))
        try state.setHostGlobal("label", state.function { (rect: TestRect, name: String) in "\(name) \(rect.width)" })
        let script = try state.load(
            """
            local name = ...
            local r = Rect(1, 2, 3, 4):inset(0.5, 0.5)
            local parts = {label(r, name), tostring(r), r == r and 'same' or 'other', {r.x, r.area}}
            return parts[1] .. ' ' .. parts[2], #parts, type(select(2, pcall(error, {})))
            """, chunkName: "Styles/tight.lua")
        let expected = try script.call(with: ["card"])
        var failures = 0
        for extra in stride(from: 0, through: 12_000, by: 40) {
            try state.collectGarbage()
            state.memoryLimit = state.memoryInUse + extra
            do {
                #expect(try script.call(with: ["card"]) == expected)
            } catch let error as LuaError {
                failures += 1
                #expect(error.kind == .memory, "\(error.debugDescription)")
            }
            state.memoryLimit = nil
            #expect(try script.call(with: ["card"]) == expected)
        }
        #expect(failures > 10)
    }

    @Test func aMemoryErrorWhileCreatingUserdataUnwindsNormally() throws {
        let state = try LuaState.withTestTypes(configuration: .init(memoryLimit: 2 << 20, instructionBudget: nil))
        let error = try #require(throws: LuaError.self) {
            try state.run("local t = {} while true do t[#t + 1] = Rect(1, 2, 3, 4) end", chunkName: "Styles/d.lua")
        }
        #expect(error.kind == .memory)
        #expect(try state.evaluate("return Rect(1, 2, 3, 4).width") == 3.0)
    }
}
