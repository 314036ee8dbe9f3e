import LuaKit
import Testing

/// The message handler records the stack of a failed call as data (``LuaError/frames``): the levels the
/// traceback shows, innermost first, with what `lua_getinfo` says of each, so that nothing parses the text.
@Suite struct LuaStackFrameTests {
    /// The traceback's entries other than "(...tail calls...)" and a note of skipped levels: one per frame.
    private func entries(of traceback: String) -> [Substring] {
        traceback.split(separator: "\n").dropFirst().filter { $0.hasPrefix("\t") && !$0.hasPrefix("\t(") && !$0.hasPrefix("\t...") }
    }

    @Test func eachLevelIsDescribedInnermostFirst() throws {
        let state = try LuaState()
        let source = "local frame = {}\n\nlocal function layout()\n  error('no frame')\nend\nlayout()"
        let error = try #require(throws: LuaError.self) { try state.run(source, chunkName: "Styles/cool.lua") }
        #expect(Array(error.frames.prefix(3)) == [
            LuaStackFrame(level: 1, source: "[C]", line: nil, name: "error", nameKind: "global", kind: .c),
            LuaStackFrame(level: 2, source: "Styles/cool.lua", line: 4, name: "layout", nameKind: "local", kind: .lua,
                          lineDefined: 3),
            LuaStackFrame(level: 3, source: "Styles/cool.lua", line: 6, kind: .main),
        ], "\(error.frames)")
        // Whatever calls the chunk (a C function of the host's, with no line) comes last.
        #expect(error.frames.dropFirst(3).allSatisfy { $0.kind == .c && $0.line == nil })
    }

    @Test func theFramesAreTheLevelsTheTracebackShows() throws {
        let state = try LuaState()
        for depth in [1, 15, 21, 22, 23, 60, 999, 1500] {
            let source = "local function r(n)\n  if n == \(depth) then error('deep') end\n  return r(n + 1) + 1\nend\nreturn r(1)"
            let error = try #require(throws: LuaError.self) { try state.run(source, chunkName: "deep.lua") }
            let traceback = try #require(error.traceback)
            let shown = entries(of: traceback)
            #expect(error.frames.count == shown.count, "depth \(depth): \(error.frames.count) frames for \(shown.count) entries")
            for (frame, entry) in zip(error.frames, shown) {
                let position = frame.line.map { "\(frame.source):\($0):" } ?? "\(frame.source):"
                #expect(entry.hasPrefix("\t\(position) in "), "depth \(depth): \(entry) is not level \(frame.level)")
            }
            #expect(error.frames.first?.level == 1)
            #expect(error.frames.map(\.level) == error.frames.map(\.level).sorted())
        }
    }

    @Test func aLongStackKeepsItsInnermostAndOutermostLevelsWithTheGapInTheirNumbers() throws {
        let state = try LuaState()
        let source = "local function r(n)\n  if n == 60 then error('deep') end\n  return r(n + 1) + 1\nend\nreturn r(1)"
        let error = try #require(throws: LuaError.self) { try state.run(source, chunkName: "deep.lua") }
        let levels = error.frames.map(\.level)
        #expect(levels.count == 21)
        #expect(Array(levels.prefix(10)) == Array(1...10))
        let last = try #require(levels.last)
        #expect(Array(levels.suffix(11)) == Array((last - 10)...last))
        #expect(last > 60, "every call of r is a level")
        // Past 1,000 levels only the innermost ten, as the traceback.
        let deeper = try #require(throws: LuaError.self) {
            try state.run(source.replacingOccurrences(of: "n == 60", with: "n == 3000"), chunkName: "deep.lua")
        }
        #expect(deeper.frames.map(\.level) == Array(1...10))
        #expect(deeper.frames.dropFirst().allSatisfy { $0.source == "deep.lua" && $0.name == "r" })
    }

    @Test func aTailCallIsMarked() throws {
        let state = try LuaState()
        let source = "local function inner()\n  error('x')\nend\nlocal function outer()\n  return inner()\nend\nouter()"
        let error = try #require(throws: LuaError.self) { try state.run(source, chunkName: "tail.lua") }
        let inner = try #require(error.frames.first { $0.line == 2 })
        #expect(inner.isTailCall)
        #expect(error.frames.filter(\.isTailCall).count == 1)
        #expect(error.traceback?.contains("(...tail calls...)") == true)
    }

    @Test func withMemoryAlmostGoneTheHandlerKeepsTheInnermostFramesItCouldMake() throws {
        // The handler runs in an error state, often with memory exhausted. Memory is filled to the cap, then
        // `slack` small tables are let go before an error five calls deep: with little room the record cannot
        // be made (a memory error), with a little more the frames are cut short, innermost kept, and with
        // enough all eight (error, six levels of f, the main chunk) are there. Never a crash or a raise.
        let full = try LuaState(configuration: .init(memoryLimit: 2 << 20))
        let deep = "local function f(d) if d == 0 then error('x') end f(d - 1) end\nf(5)"
        let all = try #require(throws: LuaError.self) { try full.run(deep, chunkName: "full.lua") }.frames
        #expect(all.count == 8)
        var counts: Set<Int> = []
        for slack in stride(from: 0, through: 160, by: 2) {
            let state = try LuaState(configuration: .init(memoryLimit: 2 << 20))
            let source = """
                local hoard, n = {}, 0
                pcall(function()
                  while true do n = n + 1; hoard[n] = {} end
                end)
                for i = n - 1, n - \(slack), -1 do hoard[i] = false end
                """ + "\n" + deep
            let error = try #require(throws: LuaError.self) { try state.run(source, chunkName: "full.lua") }
            #expect(error.kind == .memory || error.message == "x", "slack \(slack): \(error)")
            let expected = all.prefix(error.frames.count).map { frame in
                var moved = frame
                moved.line = frame.line.map { $0 + 5 }  // the filling takes five lines more
                moved.lineDefined = frame.lineDefined.map { $0 + 5 }
                return moved
            }
            #expect(error.frames == Array(expected), "slack \(slack)")
            counts.insert(error.frames.count)
            #expect(try state.run("return 1 + 1", chunkName: "after.lua") == [.integer(2)])
        }
        #expect(counts.contains(0) && counts.contains(all.count))
        #expect(counts.contains { $0 > 0 && $0 < all.count }, "\(counts.sorted())")
    }
}
