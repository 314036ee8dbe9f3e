import Foundation
import Testing

@testable import PrestyleTool

/// `prestyle new NAME`: a commented style file that works as written, never written over by accident.
@Suite("new")
struct NewStyleTests {
    @Test func theNewStylePassesCheckAndRuns() throws {
        let workspace = try Workspace()
        let result = workspace.tool.newStyle(NewStyleRequest(name: "sheet", directory: workspace.folder.path))
        let path = workspace.path("sheet.lua")
        #expect(result.status == .success)
        #expect(result.output == "created \(path)\ncreated \(workspace.path(".luarc.json")) "
                + "(the Lua language server's settings: completion and type checks in VS Code and Neovim)\nsee it:   prestyle apply \(path) --watch\ncheck it: prestyle check \(path)\n")
        let check = workspace.tool.check([path])
        #expect(check.status == .success, "\(check.output)")
        #expect(check.output.hasPrefix("ok "))
        #expect(check.output.contains("no diagnostics"))
        let run = workspace.tool.apply(ApplyRequest(style: "sheet", assignments: ["height=0.5"]))
        #expect(run.status == .success)
        #expect(run.output.contains("options  dim = 0.4, duration = 0.5, height = 0.5, radius = 16"))
        #expect(run.output.contains("    dim "))
    }

    @Test func theFileIsCommentedAndNamesTheStyle() throws {
        let workspace = try Workspace()
        _ = workspace.tool.newStyle(NewStyleRequest(name: "drawer", directory: workspace.folder.path))
        let text = try #require(workspace.read("drawer.lua"))
        #expect(text.hasPrefix("-- Styles/drawer.lua — "))
        #expect(text.contains("prestyle apply drawer"))
        #expect(text.split(separator: "\n").filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("--") }.count >= 15)
    }

    @Test func anExistingFileIsLeftAloneUnlessForced() throws {
        let workspace = try Workspace()
        let path = try workspace.write("sheet", "-- mine")
        let refused = workspace.tool.newStyle(NewStyleRequest(name: "sheet", directory: workspace.folder.path))
        #expect(refused.status == .usage)
        #expect(refused.errors == "Error: \(path) already exists; pass --force to replace it, or choose another name\n")
        #expect(workspace.read("sheet.lua") == "-- mine")
        let forced = workspace.tool.newStyle(NewStyleRequest(name: "sheet", directory: workspace.folder.path, force: true))
        #expect(forced.status == .success)
        #expect(workspace.read("sheet.lua")?.hasPrefix("-- Styles/sheet.lua") == true)
    }

    @Test(arguments: ["9lives", "my style", "../escape", "", "dots.in.name", "ünïcode"])
    func aNameThatCannotNameAStyleIsAUsageError(_ name: String) throws {
        let workspace = try Workspace()
        let result = workspace.tool.newStyle(NewStyleRequest(name: name, directory: workspace.folder.path))
        #expect(result.status == .usage)
        #expect(result.errors.hasPrefix("Error: \(name.debugDescription) cannot name a style"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.folder.path).isEmpty)
    }

    @Test func aNameTooLongSaysSoRatherThanBlamingItsLetters() throws {
        let name = "a" + String(repeating: "b", count: 64)
        let result = try Workspace().tool.newStyle(NewStyleRequest(name: name, directory: "unused"))
        #expect(result.status == .usage)
        #expect(result.errors == "Error: a style's name is at most 64 characters, and \"\(name)\" has 65\n")
    }

    @Test func theCommandsToRunNextCanBePastedWhateverTheFolder() throws {
        let workspace = try Workspace()
        let folder = workspace.path("my styles/it's")
        let result = workspace.tool.newStyle(NewStyleRequest(name: "card", directory: folder))
        #expect(result.status == .success, "\(result.errors)")
        let quoted = "'" + folder.replacingOccurrences(of: "'", with: #"'\''"#) + "/card.lua'"
        #expect(result.output.contains("see it:   prestyle apply \(quoted) --watch\n"), "\(result.output)")
        #expect(result.output.contains("check it: prestyle check \(quoted)\n"))
    }

    @Test func anOutputFileMustCarryTheStylesName() throws {
        let workspace = try Workspace()
        let mismatch = workspace.tool.newStyle(NewStyleRequest(name: "sheet", output: workspace.path("other.lua")))
        #expect(mismatch.status == .usage)
        #expect(mismatch.errors.contains("a style's file name is its name"))
        let both = workspace.tool.newStyle(NewStyleRequest(name: "sheet", directory: "x", output: workspace.path("sheet.lua")))
        #expect(both.errors == "Error: give --output or --directory, not both\n")
        let good = workspace.tool.newStyle(NewStyleRequest(name: "sheet.lua", output: workspace.path("deep/sheet.lua")))
        #expect(good.status == .success)
        #expect(workspace.read("deep/sheet.lua") != nil)
    }
}
