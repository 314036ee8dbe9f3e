import Foundation
import Prestyle
import PrestyleExport
import Testing

@testable import PrestyleTool

/// What a hostile style says — its summary, trace lines, view names, option values, error messages, even its
/// file's name — reaches the terminal with its control characters escaped, in every command's output.
@Suite struct TerminalInjectionTests {
    /// Retitles the terminal, returns to the line's start, erases it and writes a fake line.
    static let evil = #"\27]0;owned\7\r\27[2Kok     fake  all good\n\0\127\194\155"#

    static let hostileStyle = """
        return style {
          summary = "hostile\(evil)",
          options = { note = "x\(evil)" },
          presentation = {
            presentationWillBegin = function(self)
              trace("hello\(evil)")
              self.container:add(view { name = "shade\(evil)", frame = self.container.bounds:inset(40), alpha = 0.5 })
            end,
          },
        }
        """

    static func hasControl(_ text: String) -> Bool {
        text.unicodeScalars.contains { TerminalText.isControl($0) && $0 != "\n" }
    }

    @Test func applysTextSummaryAndNotesEscapeTheStylesText() throws {
        let workspace = try Workspace()
        let path = try workspace.write("hostile", Self.hostileStyle)
        let result = workspace.tool.apply(ApplyRequest(style: path))
        #expect(!Self.hasControl(result.output) && !Self.hasControl(result.errors))
        #expect(result.output.contains("hello\\u{1B}]0;owned\\u{7}\\r\\u{1B}[2Kok     fake  all good\\n\\u{0}\\u{7F}\\u{9B}"))
        #expect(result.output.contains("shade\\u{1B}]0;owned"))
    }

    @Test func listEscapesTheSummaryAndTheOptionsDefault() throws {
        let workspace = try Workspace()
        try workspace.write("hostile", Self.hostileStyle)
        let result = workspace.tool.list()
        #expect(!Self.hasControl(result.output) && !Self.hasControl(result.errors))
        #expect(result.output.contains("  hostile\\u{1B}]0;owned\\u{7}\\r"))
        #expect(!result.output.split(separator: "\n").contains { $0.hasPrefix("ok     fake") })
    }

    @Test func anErrorMessageAtLoadIsEscapedInCheckListAndApply() throws {
        let workspace = try Workspace()
        let path = try workspace.write("loud", "error(\"boom\(Self.evil)\")")
        let check = workspace.tool.check([path])
        let list = workspace.tool.list()
        let apply = workspace.tool.apply(ApplyRequest(style: path))
        for text in [check.output, list.output, apply.errors] {
            #expect(!Self.hasControl(text))
            #expect(text.contains("boom\\u{1B}]0;owned\\u{7}\\r\\u{1B}[2Kok"))
        }
    }

    @Test func aFileNameWithControlCharactersIsEscapedToo() throws {
        let workspace = try Workspace()
        let path = try workspace.write("evil\u{1B}]0;t\u{07}", "return style { summary = \"fine\" }")
        let result = workspace.tool.check([path])
        #expect(!Self.hasControl(result.output))
        #expect(result.output.contains("evil\\u{1B}]0;t\\u{7}"))
    }
}
