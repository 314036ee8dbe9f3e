import LuaKit
import Testing

@testable import Prestyle

/// The line finding behind diagnostics: comments are ignored, and a word counts only where no identifier
/// character touches it — ASCII or not, since a letter of any script can be part of a Lua identifier's
/// neighbour in a string or a comment-free line.
@Suite("Source text")
struct SourceTextTests {
    @Test func codeStopsAtTheFirstCommentDashPair() {
        #expect(SourceText.code(of: "x = 1 -- note") == "x = 1 ")
        #expect(SourceText.code(of: "-- whole line") == "")
        #expect(SourceText.code(of: "a - b - c") == "a - b - c")
        #expect(SourceText.code(of: "é = \"ü\" --[[ x ]]") == "é = \"ü\" ")
        #expect(SourceText.code(of: "") == "")
    }

    @Test func aWordCountsOnlyWithoutIdentifierCharactersAroundIt() {
        #expect(SourceText.containsWord("return", in: "  return frame"))
        #expect(SourceText.containsWord("return", in: "return"))
        #expect(SourceText.containsWord("return", in: "if x then return end"))
        #expect(!SourceText.containsWord("return", in: "local returned = 1"))
        #expect(!SourceText.containsWord("return", in: "noreturn()"))
        #expect(!SourceText.containsWord("return", in: "_return"))
        #expect(SourceText.containsWord("return", in: "returns(); return x"), "a later match still counts")
        #expect(!SourceText.containsWord("return", in: "éreturn"), "a non-ASCII letter is an identifier character")
        #expect(SourceText.containsWord("return", in: "«return»"), "non-ASCII punctuation is not")
        #expect(!SourceText.containsWord("return", in: "retur"))
    }

    @Test func theReturnLineOfAFunctionIsItsOnlyReturn() {
        let source = SourceText(file: "s.lua", text: "f = function()\n  local x = 1 -- return later\n  return x\nend\n")
        let location = LuaSourceLocation(chunkName: "s.lua", line: 1, lastLine: 4)
        #expect(source.returnLine(of: location) == 3)
    }
}
