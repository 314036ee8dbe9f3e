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

    @Test func anErrorRaisedWithFullMemoryStillComesOutWithoutCrashing() throws {
        // The handler runs when memory is exhausted: making the frames' tables may fail part way, which
        // leaves fewer frames (or the memory error itself), never a crash or a Lua error across Swift.
        let state = try LuaState(configuration: .init(memoryLimit: 2 << 20))
        let source = """
            local hoard = {}
            local ok = pcall(function()
              local i = 0
              while true do i = i + 1; hoard[i] = {} end
            end)
            local function fail() error({}) end
            fail()
            """
        for _ in 0..<3 {
            let error = try #require(throws: LuaError.self) { try state.run(source, chunkName: "full.lua") }
            #expect(error.kind == .memory || error.kind == .runtime, "\(error)")
            #expect(error.frames.count <= 4)
            #expect(error.frames.allSatisfy { $0.level >= 1 })
        }
        #expect(try state.run("return 1 + 1", chunkName: "after.lua") == [.integer(2)])
    }
}
