import Foundation
import PrestyleExport
import Testing

@testable import PrestyleTool

/// How `apply` fails: a usage error (status 2) or a style error (status 1), each as one line on standard error
/// — `Error: …`, never a stack trace — with nothing on standard output.
@Suite("apply: errors")
struct ApplyErrorTests {
    private func expectOneLineError(
        _ result: ToolResult, status: ToolStatus, _ message: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(result.status == status, sourceLocation: sourceLocation)
        #expect(result.output == "", sourceLocation: sourceLocation)
        #expect(result.errors == "Error: \(message)\n", sourceLocation: sourceLocation)
    }

    @Test func anUnknownStyleIsAUsageErrorSuggestingCloseNames() throws {
        let result = try Workspace().tool.apply(ApplyRequest(style: "bouncey"))
        #expect(result.status == .usage)
        #expect(result.errors.hasPrefix("Error: no style named 'bouncey'"))
        #expect(result.errors.hasSuffix("); did you mean 'bouncy'?\n"))
        #expect(!result.errors.contains(") ("), "one group of parentheses, not two in a row")
        #expect(result.errors.filter { $0 == "\n" }.count == 1)
    }

    @Test func aMissingFileIsAUsageError() throws {
        let workspace = try Workspace()
        let path = workspace.path("nowhere/fancy.lua")
        let result = workspace.tool.apply(ApplyRequest(style: path))
        #expect(result.status == .usage)
        #expect(result.errors.hasPrefix("Error: no style file at \(path)"))
        #expect(result.errors.filter { $0 == "\n" }.count == 1)
    }

    @Test func anUnknownDeviceIsAUsageErrorSuggestingThePreset() throws {
        let result = try Workspace().tool.apply(ApplyRequest(style: "cool", settings: RunSettings(screen: .preset("ipad-pro11"))))
        expectOneLineError(result, status: .usage, "unknown device 'ipad-pro11'; did you mean 'ipad-pro-11' or 'ipad-pro-13'? "
            + "(prestyle devices lists them; --size WxH makes any other screen)")
    }

    @Test func aBadSetValueIsAUsageErrorNamingTheOptionAndItsKind() throws {
        let result = try Workspace().tool.apply(ApplyRequest(style: "bouncy", assignments: ["inset=wide"]))
        expectOneLineError(result, status: .usage, "bad value for option 'inset' of style 'bouncy': expected a number, got \"wide\"")
    }

    @Test func anUnknownOptionIsAUsageErrorListingTheStylesOptions() throws {
        let result = try Workspace().tool.apply(ApplyRequest(style: "bouncy", assignments: ["insett=3"]))
        #expect(result.status == .usage)
        #expect(result.errors.contains("style 'bouncy' has no option 'insett'"))
        #expect(result.errors.hasSuffix("); did you mean 'inset'?\n"))
        #expect(!result.errors.contains(") ("), "one group of parentheses, not two in a row")
    }

    @Test func aSetWithoutAnEqualsSignIsAUsageError() throws {
        let result = try Workspace().tool.apply(ApplyRequest(style: "bouncy", assignments: ["inset"]))
        expectOneLineError(result, status: .usage, "'inset' is not an option assignment: write key=value, e.g. damping=0.6")
    }

    @Test func optionsThatMakeNoRunAreUsageErrors() throws {
        let workspace = try Workspace()
        expectOneLineError(workspace.tool.apply(ApplyRequest(style: "cool", settings: RunSettings(fps: 0))), status: .usage,
                           "fps must be more than 0 and at most 240, not 0")
        let unknownPhase = workspace.tool.apply(ApplyRequest(style: "cool", settings: RunSettings(moment: Moment(phase: "rotate", time: 0))))
        expectOneLineError(unknownPhase, status: .usage,
                           "the moment to capture names phase \"rotate\", which this run does not have (its phases: present, dismiss)")
    }

    @Test func aStyleThatDoesNotLoadIsAStyleErrorAtItsFileAndLine() throws {
        let workspace = try Workspace()
        let path = try workspace.copy(fixture: "broken")
        let result = workspace.tool.apply(ApplyRequest(style: path))
        #expect(result.status == .failure)
        #expect(result.output == "")
        #expect(result.errors.hasPrefix("Error: \(path):4: "))
        #expect(result.errors.filter { $0 == "\n" }.count == 1)
    }

    @Test func aStyleThatFailsWhileRunningStillShowsTheRunWithItsDiagnosticsAndStatus1() throws {
        let workspace = try Workspace()
        let path = try workspace.copy(fixture: "faulty")
        let result = workspace.tool.apply(ApplyRequest(style: path))
        #expect(result.status == .failure)
        #expect(result.output.contains("phase present · "))
        #expect(result.output.contains("\(path):7: error: "))
        #expect(result.output.contains("[frameOfPresentedView]"))
        // A document on standard output keeps its diagnostics to itself and repeats them on standard error.
        let json = workspace.tool.apply(ApplyRequest(style: path, format: .json))
        #expect(json.status == .failure)
        #expect(try Recording(json: json.output).diagnostics.contains { $0.line == 7 && $0.severity == .error })
        #expect(json.errors.contains("\(path):7: error: "))
    }

    @Test func warningsDoNotChangeTheStatus() throws {
        let workspace = try Workspace()
        let result = workspace.tool.apply(ApplyRequest(style: try workspace.copy(fixture: "misspelt")))
        #expect(result.status == .success)
        #expect(result.output.contains("warning: "))
        #expect(result.output.contains("frameOfPresentedView"))
    }
}
