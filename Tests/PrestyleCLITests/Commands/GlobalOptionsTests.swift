import ArgumentParser
import Foundation
import TestSupport
import Testing

@testable import PrestyleCLI

/// The options of the whole command: `--verbose` (anywhere before a lone `--`) turns logging to standard error
/// on at debug, and without it a command prints exactly what it prints with no logging; `--jobs` of `check`
/// and `list` is a number of workers, 1 or more.
@Suite("global options: --verbose and --jobs")
struct GlobalOptionsTests {
    @Test func verboseIsTakenOutWhereverItIsBeforeALoneDoubleDash() {
        var arguments = ["check", "--verbose", "bouncy", "--", "--verbose"]
        #expect(PrestyleCommand.takeVerbose(from: &arguments))
        #expect(arguments == ["check", "bouncy", "--", "--verbose"])
        var after = ["apply", "--", "--verbose"]
        #expect(!PrestyleCommand.takeVerbose(from: &after))
        #expect(after == ["apply", "--", "--verbose"])
        var none = ["list"]
        #expect(!PrestyleCommand.takeVerbose(from: &none))
    }

    @Test func verboseLogsToStandardErrorAndItsAbsenceLogsNothing() throws {
        let prestyle = try PrestyleBinary.locate()
        let quiet = try prestyle.run(["check", "bouncy"])
        let verbose = try prestyle.run(["--verbose", "check", "bouncy"])
        #expect(quiet.status == 0 && verbose.status == 0)
        #expect(quiet.stderr.isEmpty, "\(quiet.stderr)")
        #expect(verbose.stdout == quiet.stdout, "logging never touches standard output")
        #expect(verbose.stderr.contains(" debug prestyle: ") && verbose.stderr.contains("loaded style 'bouncy'"), "\(verbose.stderr)")
    }

    @Test(arguments: [["check", "--jobs", "0"], ["list", "--jobs", "-1"]])
    func jobsBelowOneAreAUsageError(arguments: [String]) {
        #expect(throws: (any Error).self) { try PrestyleCommand.parseAsRoot(arguments) }
        do {
            _ = try PrestyleCommand.parseAsRoot(arguments)
        } catch {
            #expect(PrestyleCommand.exitStatus(for: error) == 2)
        }
    }

    @Test func jobsReachTheCommands() throws {
        let check = try #require(try PrestyleCommand.parseAsRoot(["check", "--jobs", "3", "cool"]) as? CheckCommand)
        #expect(check.jobs == 3 && check.styles == ["cool"])
        let list = try #require(try PrestyleCommand.parseAsRoot(["list", "--jobs", "1"]) as? ListCommand)
        #expect(list.jobs == 1)
    }
}
