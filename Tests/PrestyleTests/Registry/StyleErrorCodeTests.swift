import Foundation
import Prestyle
import TestSupport
import Testing

/// Every way a style fails to load has its own ``StyleError/Code``, carried from where the failure is made
/// (LuaKit's error kind, the registry's checks), so that a tool branches on the code and nothing reads the
/// message: a script whose message imitates another failure keeps the code of what really happened.
@Suite struct StyleErrorCodeTests {
    private func loadError(_ source: String, configuration: StyleRegistry.Configuration = .testing) throws -> StyleError {
        let styles = TemporaryStyles()
        styles.write("broken", source)
        let registry = try StyleRegistry(searchPaths: [styles.folder], configuration: configuration)
        return try #require(throws: StyleError.self) { try registry.style(named: "broken") }
    }

    @Test func aFileThatRunsPastTheTimeLimitWhileLoadingHasTheTimeLimitsCode() throws {
        var configuration = StyleRegistry.Configuration.testing
        configuration.timeLimit = 0.05
        configuration.instructionBudget = 1 << 40
        let error = try loadError("local s = string.rep('a', 1 << 20)\nwhile not (s < s) do end\nreturn style {}",
                                  configuration: configuration)
        #expect(error.code == .timeLimit, "\(error)")
        #expect(error.message.contains("time limit exceeded"), "\(error)")
        #expect(!error.message.contains("instruction budget"), "\(error)")
    }

    @Test func aFileThatRunsOutOfMemoryWhileLoadingHasTheMemoryCode() throws {
        let error = try loadError("local s = string.rep('x', 1e9)\nreturn style {}")
        #expect(error.code == .memory, "\(error)")
        #expect(error.message.hasPrefix("the file used too much memory while loading: not enough memory"), "\(error)")
        #expect(error.file?.hasSuffix("/broken.lua") == true)
    }

    @Test func aUsedStyleThatLoopsStopsTheFileUsingItWithTheBudgetsCode() throws {
        let styles = TemporaryStyles()
        styles.write("loops", "while true do end\nreturn style {}")
        styles.write("user", "local base = use('loops')\nreturn style {}")
        let registry = try styles.registry()
        let error = try #require(throws: StyleError.self) { try registry.style(named: "user") }
        #expect(error.code == .instructionBudget, "\(error)")
    }

    @Test(arguments: [
        "error('the file ran too long while loading (instruction budget exceeded: an endless loop?)')",
        "error('time limit exceeded: more than 2 seconds in one call from the host')",
        "error('not enough memory')",
        "error('use() cycle: broken → broken (styles cannot use each other in a circle)')",
    ])
    func aMessageThatImitatesAnotherFailureKeepsTheLoadCode(_ line: String) throws {
        let error = try loadError(line + "\nreturn style {}")
        #expect(error.code == .load, "\(error)")
        #expect(error.line == 1)
    }

    @Test func anInvalidConfigurationHasTheConfigurationCode() {
        var configuration = StyleRegistry.Configuration.testing
        configuration.instructionBudget = 0
        let error = #expect(throws: StyleError.self) { try StyleRegistry(configuration: configuration) }
        #expect(error?.code == .configuration)
    }
}
