import Foundation
import Prestyle
import TestSupport
import Testing

@testable import PrestyleTool

/// `prestyle new` and `prestyle init` set a folder of styles up for the Lua language server (`.luarc.json`)
/// and luacheck (`.luacheckrc`), pointing at the style API that comes with prestyle, never replacing a file.
@Suite("editor set-up")
struct EditorSetupTests {
    static var api: String { CanonicalPath.of(PackageRoot.styles) }

    @Test func theLanguageServerSettingsPointAtTheStyleAPIAndDisableTheRemovedLibraries() throws {
        let text = EditorSetup.languageServerConfiguration(api: Self.api)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(json["$schema"] as? String == "https://raw.githubusercontent.com/LuaLS/vscode-lua/master/setting/schema.json")
        let runtime = try #require(json["runtime"] as? [String: Any])
        #expect(runtime["version"] as? String == "Lua 5.4")
        #expect(runtime["builtin"] as? [String: String] == ["io": "disable", "os": "disable", "package": "disable", "debug": "disable"])
        let workspace = try #require(json["workspace"] as? [String: Any])
        let library = try #require(workspace["library"] as? [String])
        #expect(library == [Self.api + "/prestyle.meta.lua"])
        #expect(FileManager.default.fileExists(atPath: library[0]))
        #expect(workspace["checkThirdParty"] as? Bool == false)
        #expect((json["diagnostics"] as? [String: Any])?["globals"] as? [String] == [])
        // Only keys LuaLS's schema knows (runtime.*, workspace.*, diagnostics.*), in its nested form.
        #expect(Set(json.keys) == ["$schema", "runtime", "workspace", "diagnostics"])
    }

    @Test func theSandboxesRemovedLibrariesAreTheOnesDisabled() throws {
        // Styles/README.md's sandbox section names what a style lacks; every LuaLS library among them is off.
        let guide = try String(contentsOfFile: PackageRoot.styles + "/README.md", encoding: .utf8)
        let removed = try #require(guide.range(of: "no `io`, `os`, `debug`, `package`, `require`, `dofile`, `loadfile` or `collectgarbage`"))
        #expect(!removed.isEmpty)
        #expect(Set(EditorSetup.removedLibraries) == ["io", "os", "debug", "package"])
    }

    @Test func newWritesTheSettingsBesideTheStyleOnlyWhenNoneExist() throws {
        let workspace = try Workspace()
        let first = workspace.tool.newStyle(NewStyleRequest(name: "sheet", directory: workspace.folder.path))
        #expect(first.status == .success)
        #expect(first.output.contains("created \(workspace.path(".luarc.json"))"))
        let written = try #require(workspace.read(".luarc.json"))
        #expect(written == EditorSetup.languageServerConfiguration(api: try #require(EditorSetup.apiFolder)))
        try "{}".write(toFile: workspace.path(".luarc.json"), atomically: true, encoding: .utf8)
        let second = workspace.tool.newStyle(NewStyleRequest(name: "drawer", directory: workspace.folder.path))
        #expect(second.status == .success)
        #expect(!second.output.contains(".luarc.json"))
        #expect(workspace.read(".luarc.json") == "{}")
    }

    @Test func initSetsAFolderUpWithAFirstStyleAndKeepsWhatExists() throws {
        let workspace = try Workspace()
        let folder = workspace.path("Styles")
        let result = workspace.tool.initStyles(InitRequest(folder: folder, style: "sheet"))
        #expect(result.status == .success, "\(result)")
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.prefix(3) == [
            "created \(folder)/.luarc.json (the Lua language server's settings: completion and type checks in VS Code and Neovim)",
            "created \(folder)/.luacheckrc (luacheck's settings: run luacheck . in the folder)",
            "created \(folder)/sheet.lua (a first style)",
        ])
        #expect(workspace.tool.check([folder]).status == .success)
        let again = workspace.tool.initStyles(InitRequest(folder: folder, style: "sheet"))
        #expect(again.status == .success)
        #expect(again.output.hasPrefix("kept \(folder)/.luarc.json (it exists)\nkept \(folder)/.luacheckrc (it exists)\nkept \(folder)/sheet.lua (it exists)\n"))
    }

    @Test func initRefusesABadStyleNameBeforeWritingAnything() throws {
        let workspace = try Workspace()
        let folder = workspace.path("Styles")
        let result = workspace.tool.initStyles(InitRequest(folder: folder, style: "9 lives"))
        #expect(result.status == .usage)
        #expect(!FileManager.default.fileExists(atPath: folder))
        try "".write(toFile: workspace.path("file"), atomically: true, encoding: .utf8)
        #expect(workspace.tool.initStyles(InitRequest(folder: workspace.path("file"))).status == .usage)
    }

    /// luacheck, run in the folder `init` set up, knows the style API and reports what the sandbox removes.
    @Test func luacheckInTheSetUpFolderUsesTheBundledSettings() throws {
        let workspace = try Workspace()
        let folder = workspace.path("Styles")
        #expect(workspace.tool.initStyles(InitRequest(folder: folder, style: "sheet")).status == .success)
        let clean = try Self.luacheck(in: folder)
        #expect(clean.status == 0, "\(clean.output)")
        try "return style { summary = io.read() }\n".write(toFile: folder + "/reader.lua", atomically: true, encoding: .utf8)
        let flagged = try Self.luacheck(in: folder)
        #expect(flagged.status != 0)
        #expect(flagged.output.contains("accessing undefined variable 'io'"), "\(flagged.output)")
    }

    static func luacheck(in folder: String) throws -> Command.Output {
        try Command(named: "luacheck", ["--no-color", "."], in: URL(fileURLWithPath: folder), mergingStandardError: true).run()
    }
}
