import LuaKit
import Testing

/// Calls whose arguments and results are all `Double` take a path of their own (one C call); these
/// prove it behaves exactly like the general one.
@Suite struct LuaFunctionCallTests {
    @Test func numbersOnlyCallsReadResultsAsAnyCallWould() throws {
        let state = try LuaState()
        let f = try state.load("local a, b = ... return a + b, a - b, 7, '2.5'", chunkName: "f.lua")
        let (sum, difference, integer, numeric): (Double, Double, Double, Double) = try f.call(3.0, 2.0)
        #expect([sum, difference, integer, numeric] == [5, 1, 7, 2.5])
        #expect(try f.call(with: [3.0, 2.0]) == [5.0, 1.0, 7, "2.5"])
        #expect(try f.call(1.0, 1.0) as Double == 2)
        let noArguments = try state.load("return 1, 2, 3", chunkName: "n.lua")
        #expect(try noArguments.call() as (Double, Double, Double) == (1, 2, 3))
        let counted = try state.load("return select('#', ...)", chunkName: "c.lua")
        #expect(try counted.call(1.0, 2.0, 3.0, 4.0) as Double == 4)
        #expect(try counted.call(1.0, 2, 3.0) as Int == 3)
    }

    @Test func aResultThatIsNotANumberNamesItsPosition() throws {
        let state = try LuaState()
        let f = try state.load("return 1, 2, 'three'", chunkName: "Styles/r.lua")
        for _ in 0..<3 {
            let error = try #require(throws: LuaError.self) { try f.call(1.0) as (Double, Double, Double) }
            #expect(error.description == "Styles/r.lua: bad result #3 (number expected, got string)")
        }
        let short = try state.load("return 1, 2", chunkName: "Styles/s.lua")
        let missing = try #require(throws: LuaError.self) { try short.call(1.0) as (Double, Double, Double) }
        #expect(missing.description == "Styles/s.lua: bad result #3 (number expected, got nil)")
        #expect(try f.call(1.0) as (Double, Double) == (1, 2))
    }

    @Test func errorsInNumbersOnlyCallsCarryTheirPosition() throws {
        let state = try LuaState()
        let f = try state.load("local a = ...\nif a > 1 then error('too big') end\nreturn a", chunkName: "Styles/e.lua")
        let error = try #require(throws: LuaError.self) { try f.call(2.0) as Double }
        #expect(error.kind == .runtime)
        #expect(error.description == "Styles/e.lua:2: too big")
        #expect(error.traceback?.contains("Styles/e.lua:2") == true)
        #expect(try f.call(1.0) as Double == 1)
    }

    @Test func numbersOnlyCallsStayUnderTheBudget() throws {
        let state = try LuaState(configuration: .init(instructionBudget: 10_000))
        let spin = try state.load("local a = ... while a > 0 do end return a", chunkName: "Styles/s.lua")
        #expect(try #require(throws: LuaError.self) { try spin.call(1.0) as Double }.kind == .instructionBudget)
        let caught = try state.load(
            "local a = ... coroutine.resume(coroutine.create(function() while true do end end)) return a",
            chunkName: "Styles/c.lua")
        #expect(try #require(throws: LuaError.self) { try caught.call(1.0) as Double }.kind == .instructionBudget)
        #expect(try spin.call(0.0) as Double == 0)
    }

    @Test func numbersOnlyCallsReleaseDroppedHandlesAndSeeAClosedState() throws {
        let state = try LuaState()
        let f = try state.load("return ... * 2", chunkName: "f.lua")
        for _ in 0..<10 { _ = try state.newTable() }  // dropped at once: released at the next entry
        #expect(try f.call(21.0) as Double == 42)
        state.close()
        #expect(try #require(throws: LuaError.self) { try f.call(1.0) as Double }.kind == .stateClosed)
    }
}
