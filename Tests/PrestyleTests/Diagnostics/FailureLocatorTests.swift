import LuaKit
@testable import Prestyle
import TestSupport
import Testing

/// A failed hook is reported at a line of the style: the error's own position, else the innermost Lua frame
/// of its stack (LuaKit's recorded frames, not its traceback text) outside the prelude, else the hook's definition.
@Suite struct FailureLocatorTests {
    private let locator = FailureLocator(style: "Styles/card.lua", hook: HookLocation(file: "Styles/card.lua", line: 4, returnLine: nil))

    @Test func anErrorInThePreludeIsPlacedAtTheInnermostStyleFrame() {
        let error = LuaError(kind: .instructionBudget, message: "instruction budget exceeded", chunkName: Prelude.chunkName,
                             line: 40, frames: [
                                 LuaStackFrame(level: 1, source: "[C]", line: nil, kind: .c),
                                 LuaStackFrame(level: 2, source: Prelude.chunkName, line: 40, kind: .lua),
                                 LuaStackFrame(level: 3, source: "...les/card.lua", line: 7, name: "frameOfPresentedView",
                                               nameKind: "method", kind: .lua),
                                 LuaStackFrame(level: 4, source: "Styles/card.lua", line: 2, kind: .main),
                             ])
        #expect(locator.position(of: error) == ("Styles/card.lua", 7))
    }

    @Test func theErrorsOwnPositionComesFirst() {
        let error = LuaError(kind: .runtime, message: "x", chunkName: "Styles/card.lua", line: 9,
                             frames: [LuaStackFrame(level: 1, source: "Styles/card.lua", line: 12, kind: .lua)])
        #expect(locator.position(of: error) == ("Styles/card.lua", 9))
    }

    @Test func theTracebackTextIsNotReadForAPosition() {
        // Only the recorded frames count: text that merely looks like a traceback (a message may quote one)
        // places nothing, and the hook's definition stands in.
        let error = LuaError(kind: .runtime, message: "x", chunkName: Prelude.chunkName, line: 40,
                             traceback: "stack traceback:\n\tStyles/card.lua:12: in function <Styles/card.lua:4>")
        #expect(locator.position(of: error) == ("Styles/card.lua", 4))
    }

    @Test func aHookThatSpendsItsBudgetInSelfsLookupsIsReportedAtItsOwnLine() throws {
        // The budget runs out in the style's loop or in the prelude's lookup it calls, wherever the count
        // falls: either way the report names the loop's line, not the hook's definition (line 3).
        let styles = TemporaryStyles()
        let path = styles.write("spender", """
            return style {
              presentation = {
                frameOfPresentedView = function(self)
                  while true do local _ = self.container end
                end,
              },
            }
            """)
        let registry = try styles.registry()
        let scene = StyleScene(try registry.transitioningDelegate(for: "spender"))
        scene.present()
        let report = try #require(scene.diagnostics.first { $0.code == "styleHookBudget" })
        #expect((report.file, report.line) == (path, 4), "\(report)")
    }
}
