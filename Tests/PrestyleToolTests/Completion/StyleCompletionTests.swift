import Foundation
import Testing

@testable import PrestyleTool

/// What a shell offers for a STYLE argument: the style names found (file names, nothing loaded), then `.lua`
/// files and folders.
@Suite("style completion")
struct StyleCompletionTests {
    @Test func namesStartingWithThePrefixComeFromTheSearchPath() throws {
        let workspace = try Workspace()
        try workspace.write("bold", "this file does not load, and its name still completes")
        let candidates = workspace.tool.styleCompletions(for: "bo")
        #expect(candidates.prefix(3) == ["bold", "bottom-half", "bouncy"])
        #expect(!candidates.contains("cool"))
        #expect(workspace.tool.styleCompletions(for: "").starts(with: ["alert", "bold", "bottom-half"]))
    }

    @Test func aPathPrefixCompletesLuaFilesAndFolders() throws {
        let workspace = try Workspace()
        try workspace.write("cape", "")
        try FileManager.default.createDirectory(atPath: workspace.path("collection"), withIntermediateDirectories: true)
        try "".write(toFile: workspace.path("cards.txt"), atomically: true, encoding: .utf8)
        try workspace.write(".cachet", "")
        let folder = workspace.folder.path
        #expect(workspace.tool.styleCompletions(for: folder + "/c") == [folder + "/cape.lua", folder + "/collection/"])
        #expect(workspace.tool.styleCompletions(for: folder + "/.c") == [folder + "/.cachet.lua"])
    }
}
