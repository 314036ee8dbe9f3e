import LuaKit
import Testing

@Suite struct LuaTableTests {
    @Test func getAndSetWorkWithAnyKeys() throws {
        let state = try LuaState()
        let table = try state.newTable()
        try table.set("name", "card")
        try table.set(1, 10.5)
        try table.set(true, "yes")
        #expect(try table.get("name") == "card")
        #expect(try table.get(1, as: Double.self) == 10.5)
        #expect(try table.get(true) == "yes")
        #expect(try table.get("missing") == .nil)
        #expect(table.count == 1)
        #expect(try table.entries().count == 3)
    }

    @Test func getAndSetRunMetamethodsUnderProtection() throws {
        let state = try LuaState()
        let proxy = try #require(
            try state.evaluate(
                """
                return setmetatable({}, {
                  __index = function(t, k) if k == 'bad' then error('no ' .. k) end return k .. '!' end,
                  __newindex = function(t, k, v) error('read-only') end,
                })
                """
            ).tableValue)
        #expect(try proxy.get("hi") == "hi!")
        let getError = try #require(throws: LuaError.self) { try proxy.get("bad") }
        #expect(getError.description == "test.lua:2: no bad")
        let setError = try #require(throws: LuaError.self) { try proxy.set("x", 1) }
        #expect(setError.message == "read-only")
        try proxy.rawSet("x", 1)
        #expect(try proxy.rawGet("x") == 1)
    }

    @Test func arraysReadAsTypedElements() throws {
        let state = try LuaState()
        let table = try #require(try state.evaluate("return {1, 2.5, 3}").tableValue)
        #expect(try table.array(of: Double.self) == [1, 2.5, 3])
        let mixed = try #require(try state.evaluate("return {1, 'x'}").tableValue)
        let error = try #require(throws: LuaError.self) { try mixed.array(of: Double.self) }
        #expect(error.message == "element #2: number expected, got string")
    }

    @Test func wrongFieldTypesNameTheField() throws {
        let state = try LuaState()
        let table = try #require(try state.evaluate("return {width = 'wide'}").tableValue)
        let error = try #require(throws: LuaError.self) { try table.get("width", as: Double.self) }
        #expect(error.kind == .typeMismatch)
        #expect(error.message == "field 'width': number expected, got string")
    }
}
