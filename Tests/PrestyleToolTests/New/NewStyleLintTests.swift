import Foundation
import TestSupport
import Testing

@testable import PrestyleTool

/// The file `prestyle new` writes passes luacheck under `Styles/.luacheckrc`, and the configuration still
/// reports a real mistake. Runs the `luacheck` on the PATH; without one the tests are skipped, unless
/// `PRESTYLE_REQUIRE_LUACHECK=1` (as `make test` sets) makes that a failure.
@Suite("new, linted", .enabled(if: Luacheck.shouldRun))
struct NewStyleLintTests {
    @Test func theNewStylePassesLuacheck() throws {
        let workspace = try Workspace()
        _ = workspace.tool.newStyle(NewStyleRequest(name: "mine", directory: workspace.folder.path))
        let result = try Luacheck.run(on: workspace.path("mine.lua"))
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("0 warnings / 0 errors"))
    }

    @Test func aMisspeltGlobalInTheNewStyleIsReported() throws {
        let workspace = try Workspace()
        _ = workspace.tool.newStyle(NewStyleRequest(name: "mine", directory: workspace.folder.path))
        let path = workspace.path("mine.lua")
        let text = try #require(workspace.read("mine.lua"))
        #expect(text.contains("animate {"))
        try text.replacingOccurrences(of: "animate {", with: "animat {").write(toFile: path, atomically: true, encoding: .utf8)
        let result = try Luacheck.run(on: path)
        #expect(result.status != 0)
        #expect(result.output.contains("accessing undefined variable 'animat'"), "\(result.output)")
    }
}
