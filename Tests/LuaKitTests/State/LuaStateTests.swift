import LuaKit
import Testing

@Suite struct LuaStateTests {
    @Test func closingMakesHandlesInertButHarmless() throws {
        let state = try LuaState()
        let table = try state.newTable()
        try table.set("x", 1)
        let function = try state.load("return 1", chunkName: "one.lua")
        state.close()
        #expect(state.isClosed)
        let error = try #require(throws: LuaError.self) { try table.get("x") }
        #expect(error.kind == .stateClosed)
        #expect(throws: LuaError.self) { try function.call() as Int }
        state.close()  // again: nothing happens
    }

    @Test func handlesOutlivingTheStateAreReleasedSafely() throws {
        var handles: [LuaTable] = []
        do {
            let state = try LuaState()
            for _ in 0..<10 { handles.append(try state.newTable()) }
        }
        // The state is gone (deinit closed it); dropping the handles now must do nothing.
        handles.removeAll()
    }

    @Test func closingReleasesSwiftObjectsHeldByLua() throws {
        weak var weakView: TestView?
        let state = try LuaState.withTestTypes()
        do {
            let view = TestView(name: "card")
            weakView = view
            let environment = try state.newEnvironment()
            try environment.set("view", view)
        }
        #expect(weakView != nil)
        state.close()
        #expect(weakView == nil)
    }

    @Test func releasingAHandleLetsLuaCollectTheValue() throws {
        // Finalizers need an unsandboxed state (the sandbox refuses __gc).
        let state = try LuaState(configuration: .init(sandboxed: false))
        var finalized = 0
        try state.setHostGlobal("finalized", state.function { finalized += 1 })
        var table: LuaTable? = try state.evaluate("return setmetatable({}, {__gc = function() finalized() end})")
            .tableValue
        #expect(table != nil)
        try state.collectGarbage()
        #expect(finalized == 0)
        _ = table
        table = nil
        try state.collectGarbage()  // the reference is dropped at this entry, collected by it
        try state.collectGarbage()
        #expect(finalized == 1)
    }

    @Test func memoryCountersFollowTheAllocator() throws {
        let state = try LuaState()
        let before = state.memoryInUse
        #expect(before > 0)
        let table = try #require(
            try state.evaluate("local t = {} for i = 1, 10000 do t[i] = i end return t").tableValue)
        #expect(state.memoryInUse > before + 10000 * 8)
        #expect(state.peakMemoryInUse >= state.memoryInUse)
        _ = table
    }

    @Test func eachEnvironmentKeepsItsOwnGlobals() throws {
        let state = try LuaState()
        let first = try state.newEnvironment()
        let second = try state.newEnvironment()
        try state.run("shared = 'first'", chunkName: "a.lua", environment: first)
        #expect(try state.run("return shared", chunkName: "b.lua", environment: second) == [.nil])
        #expect(try first.get("shared") == "first")
    }

    @Test func hostGlobalsReachEveryNewEnvironment() throws {
        let state = try LuaState()
        try state.setHostGlobal("version", 3)
        try state.setHostGlobal("greet", state.function { (name: String) in "hello, \(name)" })
        #expect(try state.evaluate("return version") == 3)
        #expect(try state.evaluate("return greet('lua')") == "hello, lua")
        // A script replacing a host global changes its own environment only.
        try state.run("version = nil", chunkName: "a.lua")
        #expect(try state.evaluate("return version") == 3)
    }

    @Test func loadsFilesWithTheirPathAsChunkName() throws {
        let state = try LuaState()
        let path = "/tmp/luakit-test-\(UInt32.random(in: 0...UInt32.max)).lua"
        try "return 1,\n  nil + 1".write(toFile: path)
        let error = try #require(throws: LuaError.self) { try state.load(contentsOfFile: path).call() as Int }
        #expect(error.chunkName == path)
        #expect(error.line == 2)
        let named = try #require(throws: LuaError.self) {
            try state.load(contentsOfFile: path, chunkName: "Styles/x.lua").call() as Int
        }
        #expect(named.description.hasPrefix("Styles/x.lua:2: attempt to perform arithmetic on a nil value"))
        let missing = try #require(throws: LuaError.self) { try state.load(contentsOfFile: path + ".missing") }
        #expect(missing.kind == .file)
    }

    @Test func filesAreReadAsLuaReadsThemSkippingAByteOrderMarkAndAHashLine() throws {
        #expect(LuaState.sourceText(ofFile: Array("\u{FEFF}return 1".utf8)) == "return 1")
        #expect(LuaState.sourceText(ofFile: Array("#!/usr/bin/env lua\nreturn 2".utf8)) == "\nreturn 2")
        #expect(LuaState.sourceText(ofFile: Array("\u{FEFF}# comment\nreturn 3".utf8)) == "\nreturn 3")
        #expect(LuaState.sourceText(ofFile: Array("return '#'".utf8)) == "return '#'")
        let state = try LuaState()
        let path = "/tmp/luakit-test-\(UInt32.random(in: 0...UInt32.max)).lua"
        defer { remove(path) }
        try "\u{FEFF}#!/usr/bin/env lua\nreturn 4,\n  nil + 1".write(toFile: path)
        let error = try #require(throws: LuaError.self) { try state.load(contentsOfFile: path).call() as Int }
        #expect(error.line == 3, "the skipped line still counts")
    }
}

extension String {
    func write(toFile path: String) throws {
        guard let file = fopen(path, "w") else { throw TestFailure() }
        defer { fclose(file) }
        fputs(self, file)
    }
}

#if canImport(Glibc)
    import Glibc
#else
    import Darwin
#endif
