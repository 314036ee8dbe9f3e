import LuaKit
import Testing

@Suite struct LuaUserdataTypeTests {
    @Test func propertiesReadAndWrite() throws {
        let state = try LuaState.withTestTypes()
        let source = """
            local r = Rect(1, 2, 30, 40)
            r.x = 10
            r.width = r.width * 2
            return r.x, r.y, r.width, r.height, r.area
            """
        #expect(try state.run(source, chunkName: "t.lua") == [10.0, 2.0, 60.0, 40.0, 2400.0])
    }

    @Test func methodsAndMutatingMethods() throws {
        let state = try LuaState.withTestTypes()
        let source = """
            local r = Rect(0, 0, 100, 50)
            local inner = r:inset(10, 5)
            r:offset(3, 4)
            return inner.x, inner.width, r.x, r.y, select('#', r:corners())
            """
        #expect(try state.run(source, chunkName: "t.lua") == [10.0, 80.0, 3.0, 4.0, 4])
    }

    @Test func metamethods() throws {
        let state = try LuaState.withTestTypes()
        let source = """
            local a, b = Rect(1, 1, 1, 1), Rect(1, 1, 1, 1)
            local sum = a + Rect(1, 2, 3, 4)
            local scaled = a * 3
            return a == b, a ~= sum, a < sum, tostring(sum), scaled.width, getmetatable(a)
            """
        #expect(
            try state.run(source, chunkName: "t.lua") == [true, true, true, "Rect(2.0, 3.0, 4.0, 5.0)", 3.0, "Rect"])
    }

    @Test func equalityWithAnotherTypeIsFalse() throws {
        let state = try LuaState.withTestTypes()
        #expect(try state.evaluate("return Rect(1, 1, 1, 1) == Transform(1)") == false)
    }

    @Test func aWrongUserdataTypeIsAClearArgumentError() throws {
        let state = try LuaState.withTestTypes()
        func failure(_ source: String) throws -> LuaError {
            try #require(throws: LuaError.self) { try state.run(source, chunkName: "Styles/u.lua") }
        }
        #expect(
            try failure("local r = Rect(0, 0, 1, 1)\nreturn r:inset('a', 1)").description
                == "Styles/u.lua:2: bad argument #1 to 'inset' (number expected, got string)")
        #expect(
            try failure("local r, t = Rect(0, 0, 1, 1), Transform(2)\nreturn r.inset(t, 1, 1)").description
                == "Styles/u.lua:2: bad argument #1 to 'inset' (Rect expected, got Transform)")
        #expect(
            try failure("local r, t = Rect(0, 0, 1, 1), Transform(2)\nlocal inset = r.inset\nreturn inset(t, 1, 1)")
                .message == "bad argument #1 to 'inset' (Rect expected, got Transform)")
        #expect(
            try failure("local r = Rect(0, 0, 1, 1)\nreturn r.inset({}, 1, 1)").message
                == "bad argument #1 to 'inset' (Rect expected, got table)")
        #expect(
            try failure("local r, t = Rect(0, 0, 1, 1), Transform(2)\nreturn t:inset(1, 1)").message
                == "Transform has no member 'inset'")
        #expect(
            try failure("local r = Rect(0, 0, 1, 1)\nreturn r * 'x'").message
                == "bad argument #2 to 'mul' (number expected, got string)")
        #expect(try failure("return Rect(0, 0, 1, 1) + 1").kind == .argument)
    }

    @Test func unknownAndReadOnlyMembersAreErrors() throws {
        let state = try LuaState.withTestTypes()
        func failure(_ source: String) throws -> String {
            try #require(throws: LuaError.self) { try state.run(source, chunkName: "u.lua") }.message
        }
        #expect(try failure("return Rect(0, 0, 1, 1).widht") == "Rect has no member 'widht'")
        #expect(try failure("Rect(0, 0, 1, 1).area = 3") == "cannot assign to 'area' of Rect: it is read-only")
        #expect(try failure("Rect(0, 0, 1, 1).depth = 3") == "Rect has no member 'depth'")
        #expect(try failure("Rect(0, 0, 1, 1).x = 'left'") == "bad value for 'x' of Rect (number expected, got string)")
        #expect(try failure("return Rect(0, 0, 1, 1)[1]") == "Rect has no member of type number")
    }

    @Test func membersThatThrowRaiseLuaErrorsAtTheCaller() throws {
        struct Gauge: LuaUserdataRepresentable {
            var level = 0.0
        }
        let state = try LuaState()
        try state.register(
            LuaUserdataType<Gauge>()
                .property("broken") { (_: Gauge) throws -> Double in throw TestFailure() }
                .property(
                    "level", get: { $0.level },
                    set: { gauge, level in
                        guard (0...1).contains(level) else { throw LuaError.argument(3, "level must be in 0...1") }
                        gauge.level = level
                    })
        )
        let environment = try state.newEnvironment()
        try environment.set("gauge", Gauge())
        func failure(_ source: String) -> LuaError? {
            do {
                try state.run(source, chunkName: "Styles/g.lua", environment: environment)
                return nil
            } catch {
                return error as? LuaError
            }
        }
        #expect(failure("local x = 1\nreturn gauge.broken")?.description == "Styles/g.lua:2: the host refused")
        #expect(failure("gauge.level = 2")?.message == "bad argument #3 to 'newindex' (level must be in 0...1)")
        try state.run("gauge.level = 0.5", chunkName: "Styles/g.lua", environment: environment)
        #expect(try environment.get("gauge", as: Gauge.self).level == 0.5)
    }

    @Test func aPropertyThatTakesAnyValueChecksItWithItsOwnMessage() throws {
        struct Dial: LuaUserdataRepresentable {
            var level = 0.0
        }
        let state = try LuaState()
        try state.register(
            LuaUserdataType<Dial>()
                .property("level", get: { $0.level }, setAny: { dial, value in
                    guard let level = value.doubleValue else {
                        throw LuaError(kind: .runtime, message: "a dial's level must be a number")
                    }
                    dial.level = level
                })
        )
        let environment = try state.newEnvironment()
        try environment.set("dial", Dial())
        #expect(throws: LuaError.self) { try state.run("dial.level = '0.5'", chunkName: "d.lua", environment: environment) }
        let refused = try #require(throws: LuaError.self) {
            try state.run("dial.level = true", chunkName: "d.lua", environment: environment)
        }
        // The setter's own message, not LuaKit's "bad value for 'level' of Dial (…)".
        #expect(refused.message.hasSuffix("a dial's level must be a number"), "\(refused.message)")
        let results = try state.run("dial.level = 3\nreturn dial.level", chunkName: "d.lua", environment: environment)
        #expect(results == [3.0])
    }

    @Test func classInstancesKeepTheirIdentity() throws {
        let state = try LuaState.withTestTypes()
        let view = TestView(name: "card")
        let environment = try state.newEnvironment()
        try environment.set("view", view)
        try environment.set("same", view)
        let results = try state.run(
            "view.alpha = 0.5\nview.name = 'sheet'\nreturn view == same, view.name", chunkName: "v.lua",
            environment: environment)
        #expect(results == [true, "sheet"])
        #expect(view.alpha == 0.5)
        #expect(view.name == "sheet")
    }

    @Test func collectingTheUserdataReleasesTheSwiftObject() throws {
        weak var weakView: TestView?
        let state = try LuaState.withTestTypes()
        do {
            let view = TestView(name: "temporary")
            weakView = view
            let identity = try state.load("return ...", chunkName: "i.lua")
            _ = try identity.call(view) as LuaValue
        }
        #expect(weakView != nil)
        try state.collectGarbage()
        try state.collectGarbage()
        #expect(weakView == nil)
    }

    @Test func userdataHandlesGiveTheValueBack() throws {
        let state = try LuaState.withTestTypes()
        guard case .userdata(let handle) = try state.evaluate("return Rect(1, 2, 3, 4)") else {
            Issue.record("not a userdata")
            return
        }
        #expect(try handle.value(as: TestRect.self) == TestRect(x: 1, y: 2, width: 3, height: 4))
        let error = try #require(throws: LuaError.self) { try handle.value(as: TestTransform.self) }
        #expect(error.message == "Transform expected, got Rect")
    }

    @Test func unregisteredTypesCannotBePushed() throws {
        struct Unregistered: LuaUserdataRepresentable {}
        let state = try LuaState()
        let table = try state.newTable()
        let error = try #require(throws: LuaError.self) { try table.set("x", Unregistered()) }
        #expect(error.message.contains("Unregistered is not registered in this Lua state"))
    }

    @Test func hostFunctionsReturnValuesOfSeveralTypesTogether() throws {
        let state = try LuaState.withTestTypes()
        try state.setHostGlobal(
            "several",
            state.function { (k: Double) in
                (
                    k, TestRect(x: k, y: 0, width: 1, height: 1), TestRect(x: 0, y: k, width: 2, height: 2),
                    TestView(name: "v")
                )
            })
        let source =
            "local k, a, b, v = several(7)\nreturn k, a.x, a.width, b.y, b.width, v.name, select('#', several(1))"
        #expect(try state.run(source, chunkName: "t.lua") == [7.0, 7.0, 1.0, 7.0, 2.0, "v", 4])
    }

    @Test func valuesMadeByNestedHostCallsStayApart() throws {
        // The outer host function calls back into Lua, which makes rectangles through another host
        // function, before the outer one returns its own.
        let state = try LuaState.withTestTypes()
        try state.setHostGlobal(
            "around",
            state.function { (inner: LuaFunction) in
                let width: Double = try inner.call()
                return TestRect(x: 1, y: 2, width: width, height: 4)
            })
        let source =
            """
            local r = around(function()
                return Rect(0, 0, 5, 0).width + (Rect(0, 0, 6, 0) + Rect(0, 0, 1, 0)).width
            end)
            return r.x, r.width, r.height
            """
        #expect(try state.run(source, chunkName: "t.lua") == [1.0, 12.0, 4.0])
    }

    @Test func anUnregisteredResultTypeIsAClearError() throws {
        struct Unregistered: LuaUserdataRepresentable {}
        let state = try LuaState()
        try state.setHostGlobal("make", state.function { Unregistered() })
        let error = try #require(throws: LuaError.self) { try state.run("return make()", chunkName: "Styles/m.lua") }
        #expect(error.message.contains("Unregistered is not registered in this Lua state"))
        #expect(error.line == 1)
    }

    @Test func membersCheckTheirValueWhereScriptsHaveTheDebugLibrary() throws {
        // Sandboxed scripts cannot reach __index or __newindex (the metatable is hidden); the debug
        // library can, and may pass any value.
        let state = try LuaState.withTestTypes(configuration: .init(sandboxed: false))
        let source = "local index = debug.getmetatable(Rect(0, 0, 1, 1)).__index\nreturn index(Transform(2), 'x')"
        let error = try #require(throws: LuaError.self) { try state.run(source, chunkName: "Styles/d.lua") }
        #expect(error.message.contains("metamethod called on a value of another type"))
        let setter = "debug.getmetatable(Rect(0, 0, 1, 1)).__newindex({}, 'x', 1)"
        let setError = try #require(throws: LuaError.self) { try state.run(setter, chunkName: "Styles/d.lua") }
        #expect(setError.message.contains("metamethod called on a value of another type"))
        #expect(try state.evaluate("local r = Rect(1, 2, 3, 4) r.width = 9 return r.x + r.width") == 10.0)
    }

    @Test func aFinalizerCalledByHandFinalizesItsOwnTypeOnce() throws {
        // The debug library reaches __gc too: called with a value of another type, or again on a value
        // it finalized, it must do nothing (finalizing a Transform as a View, or a View twice, would
        // release memory that is not a live object).
        weak var weakView: TestView?
        let state = try LuaState.withTestTypes(configuration: .init(sandboxed: false))
        let environment = try state.newEnvironment()
        do {
            let view = TestView(name: "card")
            weakView = view
            try environment.set("view", view)
        }
        let source = """
            local gc = debug.getmetatable(view).__gc
            gc(Transform(1)) gc(Rect(1, 2, 3, 4)) gc({}) gc()
            local name = view.name
            gc(view) gc(view)
            return name, pcall(function() return view.name end)
            """
        let results = try state.run(source, chunkName: "Styles/gc.lua", environment: environment)
        #expect(results.prefix(2) == ["card", false])
        #expect(results.last?.stringValue?.contains("attempt to index a userdata value") == true)
        #expect(weakView == nil)
        try state.collectGarbage()
        state.close()
    }

    @Test func fallbacksServeOtherKeys() throws {
        struct Row: LuaUserdataRepresentable {
            var cells: [String]
        }
        let state = try LuaState()
        try state.register(
            LuaUserdataType<Row>()
                .property("count") { $0.cells.count }
                .fallbackGetter { (row: Row, index: Int) -> String? in
                    row.cells.indices.contains(index - 1) ? row.cells[index - 1] : nil
                }
                .fallbackSetter { (row: inout Row, index: Int, value: String) in row.cells[index - 1] = value }
        )
        let environment = try state.newEnvironment()
        try environment.set("row", Row(cells: ["a", "b"]))
        let results = try state.run(
            "row[2] = 'B'\nreturn row.count, row[1], row[2], row[3]", chunkName: "r.lua",
            environment: environment)
        #expect(results == [2, "a", "B", .nil])
    }
}
