import LuaKit
import Testing

@Suite struct LuaErrorTests {
    @Test func runtimeErrorsPointAtTheChunkAndLine() throws {
        let state = try LuaState()
        let source =
            "local frame = {}\n\nlocal function layout()\n  return frame.size.width\nend\nlocal width = layout()"
        let error = try #require(throws: LuaError.self) { try state.run(source, chunkName: "Styles/cool.lua") }
        #expect(error.kind == .runtime)
        #expect(error.chunkName == "Styles/cool.lua")
        #expect(error.line == 4)
        #expect(error.message == "attempt to index a nil value (field 'size')")
        #expect(error.description == "Styles/cool.lua:4: attempt to index a nil value (field 'size')")
        let traceback = try #require(error.traceback)
        #expect(traceback.hasPrefix("stack traceback:"))
        #expect(traceback.contains("Styles/cool.lua:4: in "))
        #expect(traceback.contains("Styles/cool.lua:6: in main chunk"))
    }

    @Test func aVeryDeepStacksTracebackShowsItsInnermostLevelsOnly() throws {
        // luaL_traceback probes for the outermost levels, which costs a walk of the whole stack per probe:
        // a third of a second at 200,000 levels, for every error.
        let state = try LuaState()
        let source = "local function r(n)\n  if n == 5000 then error('deep') end\n  return r(n + 1) + 1\nend\nreturn r(1)"
        let error = try #require(throws: LuaError.self) { try state.run(source, chunkName: "Styles/deep.lua") }
        #expect(error.line == 2)
        let traceback = try #require(error.traceback)
        let lines = traceback.split(separator: "\n")
        #expect(lines.first == "stack traceback:")
        #expect(lines.count == 1 + 10 + 1, "\(traceback)")  // error, r at line 2, eight at line 3, the note
        #expect(lines.dropFirst().first?.contains("in function 'error'") == true || lines.dropFirst().first?.contains("[C]") == true)
        #expect(lines.filter { $0.contains("Styles/deep.lua:3: in ") }.count == 8)
        #expect(traceback.hasSuffix("\t...\t(more than 990 levels: the rest are not shown)"))
        // A shallow stack keeps Lua's own traceback, outermost levels included.
        let shallow = try #require(throws: LuaError.self) { try state.run("local function f() error('x') end\nf()", chunkName: "s.lua") }
        #expect(shallow.traceback?.contains("s.lua:2: in main chunk") == true)
    }

    @Test func syntaxErrorsPointAtTheLine() throws {
        let state = try LuaState()
        let error = try #require(throws: LuaError.self) {
            try state.load("local x = 1\nlocal y = = 2", chunkName: "Styles/broken.lua")
        }
        #expect(error.kind == .syntax)
        #expect(error.chunkName == "Styles/broken.lua")
        #expect(error.line == 2)
        #expect(error.message.contains("unexpected symbol near '='"))
    }

    @Test func errorsRaisedWithoutPositionGetTheInnermostLuaLine() throws {
        let state = try LuaState()
        let error = try #require(throws: LuaError.self) {
            try state.run("local a = 1\nerror('plain', 0)", chunkName: "Styles/plain.lua")
        }
        #expect(error.message == "plain")
        #expect(error.chunkName == "Styles/plain.lua")
        #expect(error.line == 2)
    }

    @Test func errorObjectsThatAreTablesAreDescribed() throws {
        let state = try LuaState()
        let error = try #require(throws: LuaError.self) { try state.run("error({code = 1})", chunkName: "t.lua") }
        #expect(error.message == "(error object is a table value)")
        #expect(error.line == 1)
    }

    @Test func errorObjectsWithTostringUseIt() throws {
        let state = try LuaState()
        let error = try #require(throws: LuaError.self) {
            try state.run("error(setmetatable({}, {__tostring = function() return 'custom' end}))", chunkName: "t.lua")
        }
        #expect(error.message == "custom")
    }

    @Test func anErrorObjectWhoseTostringFailsIsStillAClearError() throws {
        let state = try LuaState()
        let source = """
            local bad = setmetatable({}, {__tostring = function() error("tostring exploded") end})
            error(bad)
            """
        let error = try #require(throws: LuaError.self) { try state.run(source, chunkName: "Styles/evil.lua") }
        #expect(error.kind == .runtime)
        #expect(error.message.contains("error object is a table value whose __tostring failed"))
        #expect(error.message.contains("tostring exploded"))
        #expect(error.chunkName == "Styles/evil.lua")
        // The state goes on.
        #expect(try state.evaluate("return 40 + 2") == 42)
    }

    @Test func aTostringThatReturnsANonStringIsContained() throws {
        let state = try LuaState()
        let error = try #require(throws: LuaError.self) {
            try state.run("error(setmetatable({}, {__tostring = function() return {} end}))", chunkName: "t.lua")
        }
        #expect(error.message.contains("__tostring"))
    }

    @Test func positionsAreSplitTheWayLuaWritesThem() throws {
        // `error(text, 0)` raises the text unchanged, so LuaKit sees exactly these messages.
        let state = try LuaState()
        let raise = try state.load("error(..., 0)", chunkName: "raise.lua")
        func position(_ text: String) throws -> (chunk: String?, line: Int?, message: String) {
            let error = try #require(throws: LuaError.self) { try raise.call(text) }
            return (error.chunkName, error.line, error.message)
        }
        #expect(try position("Styles/cool.lua:12: boom") == ("Styles/cool.lua", 12, "boom"))
        #expect(try position("[string \"x\"]:3: y") == ("[string \"x\"]", 3, "y"))
        // Without a position the innermost Lua line is used.
        #expect(try position("no position here") == ("raise.lua", 1, "no position here"))
        #expect(try position("12: not a chunk") == ("raise.lua", 1, "12: not a chunk"))
    }

    @Test func descriptionAddsTheHostContext() {
        let error = LuaError(kind: .runtime, message: "boom", chunkName: "Styles/a.lua", line: 3)
            .adding(context: "frameOfPresentedView")
        #expect(error.description == "Styles/a.lua:3: boom (frameOfPresentedView)")
        #expect(error.debugDescription.contains("[runtime error]"))
    }
}
