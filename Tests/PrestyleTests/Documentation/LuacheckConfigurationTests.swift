import Foundation
import Testing

/// `Styles/.luacheckrc` tells luacheck the style API, read from `prestyle.meta.lua` (which
/// ``APIDocumentationTests`` checks against the globals a style really sees): a file using every global and
/// every `transform` member passes, and a misspelt global or member, a write to an API global, or a library the
/// sandbox leaves out is reported. Runs the `luacheck` on the PATH; without one the tests are skipped, unless
/// `PRESTYLE_REQUIRE_LUACHECK=1` (as `make test` sets) makes that a failure.
@Suite(.enabled(if: LuacheckRunner.shouldRun, "no luacheck on the PATH (make test installs it)"))
struct LuacheckConfigurationTests {
    @Test func everyGlobalAndTransformMemberAStyleSeesIsDeclared() throws {
        let members = APIDocumentationTests.meta.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("function transform.") else { return nil }
            return String(line.dropFirst("function ".count).prefix { $0 != "(" })
        }
        let names = APIDocumentationTests.annotatedGlobals.sorted() + members + ["transform.identity"]
        let result = try LuacheckRunner.lint("local used = { \(names.joined(separator: ", ")) }\nreturn used\n")
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("0 warnings / 0 errors"), "\(result.output)")
    }

    @Test func aMisspeltNameAWriteToTheAPIAndTheFileSystemAreReported() throws {
        let result = try LuacheckRunner.lint("""
            local frame = rekt(0, 0, 10, 10)
            local t = transform.scael(2)
            view = nil
            local f = io.open("x")
            return style { summary = tostring(frame) .. tostring(t) .. tostring(f) }
            """)
        #expect(result.status != 0)
        #expect(result.output.contains("accessing undefined variable 'rekt'"), "\(result.output)")
        #expect(result.output.contains("accessing undefined field 'scael' of global 'transform'"), "\(result.output)")
        #expect(result.output.contains("setting read-only global variable 'view'"), "\(result.output)")
        #expect(result.output.contains("accessing undefined variable 'io'"), "\(result.output)")
    }

    @Test func theHooksConventionalArgumentsMayGoUnusedButNoOthers() throws {
        let result = try LuacheckRunner.lint("""
            return style {
              presentation = {
                presentationWillBegin = function(self, coordinator) end,
                dismissalDidEnd = function(self, completed) end,
                sizeForChild = function(self, child, parentSize) return size(1, 1) end,
                frameOfPresentedView = function(self, forgotten) return rect(0, 0, 1, 1) end,
              },
            }
            """)
        #expect(result.output.contains("unused argument 'forgotten'"), "\(result.output)")
        #expect(result.output.contains("1 warning / 0 errors"), "\(result.output)")
    }
}

/// The luacheck on the PATH, run on a style file with the bundled configuration.
enum LuacheckRunner {
    static var executable: String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return folders.map { $0 + "/luacheck" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static var shouldRun: Bool {
        ProcessInfo.processInfo.environment["PRESTYLE_REQUIRE_LUACHECK"] == "1" || executable != nil
    }

    /// luacheck's plain report on `source` (saved as a style file of its own) under the bundled configuration.
    static func lint(_ source: String) throws -> (status: Int32, output: String) {
        let executable = try #require(executable, "luacheck is not on the PATH (Debian: apt-get install lua-check)")
        let styles = TemporaryStyles()
        _ = styles.write("linted", source)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--config", TestPaths.styles + "/.luacheckrc", "--no-color", styles.folder + "/linted.lua"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
