import BrowserTesting
import Foundation
import TestSupport
import Testing

/// `prestyle check`'s CI side, `init`, and the shells' style-name completion, run as a user (or a CI job, or
/// a shell's completion script) runs them.
@Suite("check reports, init and completion, end to end")
struct CheckReportEndToEndTests {
    let prestyle: PrestyleBinary

    init() throws {
        prestyle = try PrestyleBinary.locate()
    }

    @Test func anOutputFileWhoseExtensionNamesNoFormatExitsTwoAndWritesNothing() throws {
        let folder = try TemporaryFolder()
        let run = try prestyle.run(["check", "bouncy", "--output", folder.url.appendingPathComponent("x.png").path])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("Error: --output "))
        #expect(run.stderr.contains("the extension names no report format; use .txt (text), .json (json) or .xml (junit)"))
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("x.png").path))
    }

    @Test func junitToAFileValidatesAndTheLogStillShowsEachStyle() throws {
        let folder = try TemporaryFolder()
        let report = folder.url.appendingPathComponent("out/check.xml").path
        let faulty = ApplyEndToEndTests.fixture("faulty")
        let run = try prestyle.run(["check", "bouncy", faulty, "--output", report])
        #expect(run.status == 1, "\(run)")
        #expect(run.stdout.hasPrefix("ok     bouncy  Styles/bouncy.lua · 26 runs · no diagnostics\nerror  faulty  "))
        #expect(run.stdout.hasSuffix("JUnit report: \(report)\n"))
        let schema = PackageRoot.url("Tests/PrestyleToolTests/Fixtures/junit.xsd").path
        let validation = try Command(named: "xmllint", ["--noout", "--schema", schema, report], mergingStandardError: true).run()
        #expect(validation.status == 0, "\(validation.output)")
    }

    @Test func githubAnnotationsNameTheStyleFileAndLine() throws {
        let faulty = ApplyEndToEndTests.fixture("faulty")
        let run = try prestyle.run(["check", faulty, "--format", "github"])
        #expect(run.status == 1)
        #expect(run.stdout.contains("\n::error file=\(faulty),line=7,title=prestyle check faulty [frameOfPresentedView]::inset takes "))
    }

    @Test func quietPrintsNothingWhenAllPass() throws {
        let run = try prestyle.run(["check", "bouncy", "cool", "--quiet"])
        #expect(run.status == 0)
        #expect(run.stdout.isEmpty && run.stderr.isEmpty)
    }

    @Test func initSetsUpAFolderThatCheckAndLuacheckAccept() throws {
        let folder = try TemporaryFolder()
        let run = try prestyle.run(["init", "--style", "sheet"], in: folder.url)
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.hasPrefix("created Styles/.luarc.json "))
        for name in [".luarc.json", ".luacheckrc", "sheet.lua"] {
            #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Styles/\(name)").path))
        }
        #expect(try prestyle.run(["check", "Styles"], in: folder.url).status == 0)
    }

    /// The scripts argument-parser generates call `prestyle ---completion SUBCOMMAND -- positional@0 …` for a
    /// STYLE argument; that call lists the style names starting with the word typed.
    @Test(arguments: ["bash", "zsh", "fish"])
    func theCompletionScriptsAskTheBinaryForStyleNames(shell: String) throws {
        let script = try prestyle.run(["--generate-completion-script", shell]).stdout
        for command in ["apply", "check", "compare", "gallery", "preview"] {
            #expect(script.contains("---completion \(command) -- positional@0"), "\(shell) \(command)")
        }
        let folder = try TemporaryFolder()
        let run = try prestyle.run(["---completion", "check", "--", "positional@0", "2", "2", "prestyle", "check", "bo"], in: folder.url)
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.split(separator: "\n") == ["bottom-half", "bouncy"])
    }
}
