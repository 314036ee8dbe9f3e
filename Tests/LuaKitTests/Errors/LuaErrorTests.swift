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
