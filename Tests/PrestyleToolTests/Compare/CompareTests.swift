import Foundation
import Testing

@testable import PrestyleTool

/// `prestyle compare A B`: one scene, two styles, as text or one HTML page.
@Suite("compare")
struct CompareTests {
    @Test func theTextComparisonShowsBothStylesPhaseByPhase() throws {
        let result = try Workspace().tool.compare(CompareRequest(first: "bouncy", second: "cool.lua"))
        #expect(result.status == .success)
        #expect(result.output.hasPrefix("prestyle compare · A \"bouncy\" vs B \"cool\"\non iPhone 15 · 393×852 pt @3x · portrait"))
        #expect(!result.output.contains("   device "), "the one device of the scene is not said as A's")
        #expect(result.output.contains("phase present · A 0.8"))
        #expect(result.output.contains("phase dismiss · A "))
        #expect(result.output.contains("trace: "))
    }

    @Test func eachSideTakesItsOwnOptions() throws {
        let result = try Workspace().tool.compare(CompareRequest(
            first: "bouncy", second: "bouncy", secondAssignments: ["inset=60"], format: .text))
        #expect(result.output.contains("A  \(Paths.shownStyle("bouncy")) · options damping = 0.6, dim = 0.5, duration = 0.8, inset = 30"))
        #expect(result.output.contains("B  \(Paths.shownStyle("bouncy")) · options damping = 0.6, dim = 0.5, duration = 0.8, inset = 60"))
    }

    @Test func theHTMLComparisonIsOnePageWithTwoPlayers() throws {
        let workspace = try Workspace()
        let path = workspace.path("compare.html")
        let result = workspace.tool.compare(CompareRequest(first: "bouncy", second: "cool", output: path))
        #expect(result.status == .success)
        #expect(result.output.hasPrefix("prestyle compare · "))
        #expect(result.output.hasSuffix("\nHTML comparison: \(path) (file://\(path))\n"))
        let page = try #require(workspace.read("compare.html"))
        #expect(page.components(separatedBy: "data-recording=").count - 1 == 2)
    }

    @Test func onlyTextAndHTMLAreComparisonFormats() throws {
        let result = try Workspace().tool.compare(CompareRequest(first: "bouncy", second: "cool", format: .json))
        #expect(result.status == .usage)
        #expect(result.errors == "Error: compare writes text or html, not json (prestyle apply writes json for one style)\n")
    }

    @Test func eitherStyleFailingIsAStyleErrorAndEitherMissingAUsageError() throws {
        let workspace = try Workspace()
        let faulty = try workspace.copy(fixture: "faulty")
        #expect(workspace.tool.compare(CompareRequest(first: "bouncy", second: faulty)).status == .failure)
        let missing = workspace.tool.compare(CompareRequest(first: "bouncey", second: "cool"))
        #expect(missing.status == .usage)
        #expect(missing.errors.hasPrefix("Error: no style named 'bouncey'"))
    }
}
