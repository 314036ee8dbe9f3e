import Foundation
import Prestyle
import TestSupport
import Testing

@testable import PrestyleTool

/// `prestyle list`: every style found, with its source, summary, hooks and options — name, default, type.
@Suite("list")
struct ListTests {
    @Test func eachStyleShowsItsSourceSummaryHooksAndOptions() throws {
        let workspace = try Workspace()
        try workspace.write("flags", """
            return style { summary = "Options of every kind", options = { label = "hi", on = true, size = 2.5 } }
            """)
        let result = workspace.tool.list()
        #expect(result.status == .success)
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0].contains(" styles (searched \(workspace.folder.path), \(PackageRoot.styles)"))
        let bouncy = try #require(lines.firstIndex(of: "bouncy  \(Paths.shownStyle("bouncy"))"))
        #expect(lines[bouncy + 1] == "  Inset card that drops in from the top on a spring")
        #expect(lines[bouncy + 2].hasPrefix("  hooks: presentationWillBegin, frameOfPresentedView,"))
        #expect(lines[bouncy + 2].hasSuffix(" · animators: animator · uses: dimmed"))
        #expect(lines[bouncy + 3] == "  option    default  type")
        #expect(lines[bouncy + 4] == "  damping   0.6      number")
        let flags = try #require(lines.firstIndex(of: "flags  \(workspace.folder.path)/flags.lua"))
        #expect(lines[flags + 2] == "  hooks: none (UIKit's defaults) · animators: none")
        #expect(Array(lines[(flags + 3)...(flags + 6)]) == [
            "  option  default  type", "  label   \"hi\"     string", "  on      true     boolean", "  size    2.5      number",
        ])
    }

    @Test func aStyleThatDoesNotLoadIsListedWithItsErrorAndStatus1() throws {
        let workspace = try Workspace()
        let path = try workspace.copy(fixture: "broken")
        let result = workspace.tool.list()
        #expect(result.status == .failure)
        #expect(result.output.contains("broken  \(path)\n  does not load: \(path):4: "))
    }

    @Test func noStylesAtAllSaysWhereItLooked() throws {
        let workspace = try Workspace()
        let tool = Tool { [folder = workspace.folder.path] in try StyleRegistry(searchPaths: [folder], configuration: .isolated) }
        let result = tool.list()
        #expect(result.status == .success)
        #expect(result.output.hasPrefix("no styles found in \(workspace.folder.path) (prestyle new NAME makes one"))
    }
}
