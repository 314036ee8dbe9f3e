import Foundation
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

/// The luacheck on the PATH, run with the bundled styles' configuration.
enum Luacheck {
    static let requiredVariable = "PRESTYLE_REQUIRE_LUACHECK"

    static var executable: String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return folders.map { $0 + "/luacheck" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static var shouldRun: Bool {
        ProcessInfo.processInfo.environment[requiredVariable] == "1" || executable != nil
    }

    /// luacheck's plain report on `path` (one warning a line, no colours) and its exit status.
    static func run(on path: String) throws -> (status: Int32, output: String) {
        let executable = try #require(executable, "luacheck is not on the PATH (Debian: apt-get install lua-check)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--config", Paths.styles + "/.luacheckrc", "--no-color", "--codes", path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
