import Foundation
import PresentationKit
import Prestyle
import PrestyleExport
import PrestyleStage
import Testing

@testable import PrestyleTool

/// The one place errors become statuses: the caller's mistakes are 2, a broken style or an unwritable file 1.
@Suite("Tool errors")
struct ToolErrorTests {
    @Test(arguments: StyleError.Code.allCases)
    func styleErrorsAboutNamesPathsAndOptionsAreUsageErrorsAndTheRestStyleErrors(_ code: StyleError.Code) {
        let usage: Set<StyleError.Code> = [.unknownStyle, .fileNotFound, .badOption, .unknownOption]
        let error = ToolError(StyleError(code, "message", file: "Styles/x.lua", line: 3))
        #expect(error.status == (usage.contains(code) ? .usage : .failure))
        #expect(error.message == "Styles/x.lua:3: message")
        #expect(error.file == "Styles/x.lua")
    }

    @Test func closeNamesFollowTheMessageAfterASemicolonNotInASecondPairOfParentheses() {
        let error = ToolError(StyleError(
            .unknownOption, "style 'bouncy' has no option 'dimm' (it declares dim, inset)", file: "Styles/bouncy.lua",
            suggestions: ["dim", "inset"]))
        #expect(error.message == "Styles/bouncy.lua: style 'bouncy' has no option 'dimm' (it declares dim, inset); "
            + "did you mean 'dim' or 'inset'?")
    }

    @Test func deviceRecorderAndExportErrorsAreUsageErrors() {
        #expect(ToolError(UnknownDeviceError(name: "x", suggestions: [], knownSlugs: ["a"])).status == .usage)
        #expect(ToolError(RecorderError("fps")).status == .usage)
        #expect(ToolError(ExportError("phase")).status == .usage)
    }

    @Test func anyOtherErrorIsAFailure() {
        #expect(ToolError(CocoaError(.fileReadNoSuchFile)).status == .failure)
        #expect(ToolError(URLError(.badURL)).status == .failure)
    }

    @Test func theWorseStatusWins() {
        #expect(ToolStatus.success.combined(with: .failure) == .failure)
        #expect(ToolStatus.usage.combined(with: .failure) == .usage)
        #expect(ToolStatus.success.combined(with: .success) == .success)
    }
}
