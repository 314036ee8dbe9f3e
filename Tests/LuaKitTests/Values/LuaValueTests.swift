import LuaKit
import Testing

@Suite struct LuaValueTests {
    @Test func valuesRoundTripThroughLua() throws {
        let state = try LuaState.withTestTypes()
        let identity = try state.load("return ...", chunkName: "identity.lua")
        let table = try state.newTable()
        let function = try state.function { 1 }
        let values: [LuaValue] = [
            .nil, true, false, 0, -7, .integer(.max), 1.5, .number(-0.25), "", "héllo 👋", .table(table),
            .function(function),
        ]
        let back = try identity.call(with: values)
        #expect(back == values)
        #expect(back[4] == .integer(-7))
        #expect(back[6] == .number(1.5))
    }

    @Test func typedValuesRoundTrip() throws {
        let state = try LuaState.withTestTypes()
        let identity = try state.load("return ...", chunkName: "identity.lua")
        let (i, d, s, b, o): (Int, Double, String, Bool, Int?) = try identity.call(42, 2.5, "text", true, Int?.none)
        #expect(i == 42 && d == 2.5 && s == "text" && b && o == nil)
        let rect = TestRect(x: 1, y: 2, width: 3, height: 4)
        #expect(try identity.call(rect) as TestRect == rect)
        let view = TestView(name: "card")
        #expect(try identity.call(view) as TestView === view)
    }

    @Test func integersAndFloatsStayDistinct() throws {
        let state = try LuaState()
        #expect(try state.evaluate("return 3") == .integer(3))
        #expect(try state.evaluate("return 3.0") == .number(3))
        let f = try state.load("return math.type(...)", chunkName: "t.lua")
        #expect(try f.call(3) as String == "integer")
        #expect(try f.call(3.0) as String == "float")
    }

    @Test func resultsOfTheWrongTypeAreTypeMismatches() throws {
        let state = try LuaState()
        let f = try state.load("return 1, 'two'", chunkName: "Styles/r.lua")
        let error = try #require(throws: LuaError.self) { try f.call() as (Double, Double) }
        #expect(error.kind == .typeMismatch)
        #expect(error.description == "Styles/r.lua: bad result #2 (number expected, got string)")
        #expect(try f.call() as (Double, String) == (1, "two"))
    }

    @Test func handlesCompareByIdentity() throws {
        let state = try LuaState()
        let values = try state.run("local t = {} return t, t, {}", chunkName: "t.lua")
        #expect(values[0] == values[1])
        #expect(values[0] != values[2])
    }
}
