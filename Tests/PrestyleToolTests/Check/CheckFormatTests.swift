import Foundation
import TestSupport
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

@testable import PrestyleTool

/// `prestyle check --format json|junit|github`, `--quiet` and `--output`: what CI reads.
@Suite("check formats")
struct CheckFormatTests {
    /// bouncy (ok), faulty (an error in every run), misspelt (a warning), broken (does not load).
    static func mixedCheck(_ workspace: Workspace, _ format: CheckFormat, quiet: Bool = false) throws -> (ToolResult, [String: String]) {
        let paths = ["faulty": try workspace.copy(fixture: "faulty"), "misspelt": try workspace.copy(fixture: "misspelt"),
                     "broken": try workspace.copy(fixture: "broken")]
        let result = workspace.tool.check(CheckRequest(["bouncy", paths["faulty"]!, paths["misspelt"]!, paths["broken"]!],
                                                       jobs: 2, format: format, quiet: quiet))
        return (result, paths)
    }

    // MARK: JSON

    @Test func jsonHasEachStyleEachRunAndEachDiagnosticWithItsPlace() throws {
        let workspace = try Workspace()
        let (result, paths) = try Self.mixedCheck(workspace, .json)
        #expect(result.status == .failure)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(document["schema"] as? String == "prestyle-check/1")
        #expect(document["status"] as? Int == 1)
        let totals = try #require(document["totals"] as? [String: Int])
        #expect(totals == ["styles": 4, "ok": 1, "warned": 1, "failed": 2, "missing": 0, "runs": 78, "errors": 2,
                           "warnings": 1, "notes": 0])
        let styles = try #require(document["styles"] as? [[String: Any]])
        #expect(styles.map { $0["name"] as? String } == ["bouncy", "faulty", "misspelt", "broken"])
        #expect(styles.map { $0["status"] as? String } == ["ok", "error", "warning", "error"])

        let faulty = styles[1]
        #expect(faulty["file"] as? String == paths["faulty"])
        let runs = try #require(faulty["runs"] as? [[String: Any]])
        #expect(runs.count == 26)
        #expect(runs[0]["device"] as? String == "iphone-se" && runs[0]["orientation"] as? String == "portrait")
        #expect(runs[1]["orientation"] as? String == "landscape" && runs[0]["scene"] as? String == "present")
        #expect(runs.allSatisfy { $0["status"] as? String == "error" })
        let diagnostic = try #require((faulty["diagnostics"] as? [[String: Any]])?.first)
        #expect(diagnostic["severity"] as? String == "error")
        #expect(diagnostic["file"] as? String == paths["faulty"])
        #expect(diagnostic["line"] as? Int == 7)
        #expect(diagnostic["hook"] as? String == "frameOfPresentedView")
        #expect((diagnostic["code"] as? String)?.isEmpty == false)
        #expect((diagnostic["message"] as? String)?.hasPrefix("inset takes") == true)
        #expect((diagnostic["runs"] as? [String])?.count == 26)
        let runDiagnostic = try #require((runs[0]["diagnostics"] as? [[String: Any]])?.first)
        #expect(runDiagnostic["line"] as? Int == 7 && runDiagnostic["runs"] == nil)

        let broken = styles[3]
        #expect(broken["error"] as? String == "does not load")
        #expect((broken["runs"] as? [Any])?.isEmpty == true)
        let loadProblem = try #require((broken["diagnostics"] as? [[String: Any]])?.first)
        #expect(loadProblem["line"] as? Int == 4 && loadProblem["code"] as? String == "syntax")
        #expect(loadProblem["hook"] is NSNull)
    }

    @Test func jsonIsTheSameWhateverTheNumberOfWorkers() throws {
        let workspace = try Workspace()
        let styles = ["bouncy", "cool", "fade"]
        let one = workspace.tool.check(CheckRequest(styles, jobs: 1, format: .json))
        let three = workspace.tool.check(CheckRequest(styles, jobs: 3, format: .json))
        #expect(one.output == three.output)
    }

    // MARK: JUnit

    @Test func junitHasASuitePerStyleAndACasePerRunWithFailures() throws {
        let workspace = try Workspace()
        let (result, _) = try Self.mixedCheck(workspace, .junit)
        let document = try XMLDocument(data: Data(result.output.utf8))
        let root = try #require(document.rootElement())
        #expect(root.name == "testsuites")
        #expect(root.attribute(forName: "tests")?.stringValue == "79")     // 26 × 3 runs and broken's load
        #expect(root.attribute(forName: "failures")?.stringValue == "26")
        #expect(root.attribute(forName: "errors")?.stringValue == "1")
        #expect(Double(root.attribute(forName: "time")?.stringValue ?? "") != nil)
        let suites = root.elements(forName: "testsuite")
        #expect(suites.map { $0.attribute(forName: "name")?.stringValue } == ["bouncy", "faulty", "misspelt", "broken"])
        for suite in suites {
            let cases = suite.elements(forName: "testcase")
            #expect(suite.attribute(forName: "tests")?.stringValue == "\(cases.count)")
            let failed = cases.filter { !$0.elements(forName: "failure").isEmpty }.count
            #expect(suite.attribute(forName: "failures")?.stringValue == "\(failed)")
            #expect(cases.allSatisfy { Double($0.attribute(forName: "time")?.stringValue ?? "") != nil })
        }
        let faultyCases = suites[1].elements(forName: "testcase")
        #expect(faultyCases.first?.attribute(forName: "name")?.stringValue == "iphone-se portrait")
        #expect(faultyCases.first?.attribute(forName: "classname")?.stringValue == "faulty")
        let failure = try #require(faultyCases.first?.elements(forName: "failure").first)
        #expect(failure.attribute(forName: "message")?.stringValue?.hasPrefix("inset takes") == true)
        #expect(failure.stringValue?.contains("faulty.lua:7: error: ") == true)
        let warned = try #require(suites[2].elements(forName: "testcase").first)
        #expect(warned.elements(forName: "failure").isEmpty)
        #expect(warned.elements(forName: "system-out").first?.stringValue?.contains("warning: 'frameOfPresentedVeiw'") == true)
        let load = try #require(suites[3].elements(forName: "testcase").first)
        #expect(load.attribute(forName: "name")?.stringValue == "load")
        #expect(load.elements(forName: "error").first?.attribute(forName: "type")?.stringValue == "load")
    }

    @Test func junitValidatesAgainstTheJUnitSchema() throws {
        let workspace = try Workspace()
        let hostile = try workspace.write("hostile", """
            return style {
              presentation = {
                frameOfPresentedView = function(self) error("<&\\"'>]]> \\27[31m\\1 % , :") end,
              },
            }
            """)
        let result = workspace.tool.check(CheckRequest(["bouncy", "cool", hostile, workspace.path("none.lua")], format: .junit))
        let report = workspace.path("report.xml")
        try result.output.write(toFile: report, atomically: true, encoding: .utf8)
        let validation = try Self.xmllint(["--noout", "--schema", Paths.fixtures.appendingPathComponent("junit.xsd").path, report])
        #expect(validation.status == 0, "\(validation.output)\n\(result.output)")
        let parsed = try XMLDocument(data: Data(result.output.utf8))
        let message = try #require(parsed.rootElement()?.elements(forName: "testsuite")[2]
            .elements(forName: "testcase").first?.elements(forName: "failure").first?.attribute(forName: "message")?.stringValue)
        #expect(message.contains("<&\"'>]]> \\u{1b}[31m\\u{1} % , :"), "\(message)")
    }

    @Test func xmlEscapingCoversMarkupAndCharactersXMLForbids() {
        #expect(CheckReport.escaped("a<b>&\"c'\n\t\u{1B}\u{0}") == "a&lt;b&gt;&amp;&quot;c&apos;&#10;&#9;\\u{1b}\\u{0}")
    }

    static func xmllint(_ arguments: [String]) throws -> Command.Output {
        try Command(named: "xmllint", arguments, mergingStandardError: true).run()
    }

    // MARK: GitHub

    @Test func githubAnnotatesEachDiagnosticAtItsFileAndLine() throws {
        let workspace = try Workspace()
        let (result, paths) = try Self.mixedCheck(workspace, .github)
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let faulty = paths["faulty"]!.replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
        #expect(lines.contains("::error file=\(faulty),line=7,title=prestyle check faulty [frameOfPresentedView]::"
            + "inset takes (d), (dx, dy), (top, left, bottom, right) or (insets); used UIKit's default (the container's bounds)"))
        #expect(lines.contains { $0.hasPrefix("::warning file=") && $0.contains(",line=6,") && $0.contains("frameOfPresentedVeiw") })
        #expect(lines.contains { $0.hasPrefix("::error file=") && $0.contains("broken.lua,line=4,title=prestyle check broken::") })
        #expect(lines.contains { $0.hasPrefix("ok     bouncy    ") })
        #expect(lines.last(where: { !$0.isEmpty })?.hasSuffix("1 ok, 1 with warnings, 2 with errors") == true)
    }

    @Test func githubEscapesPercentLineBreaksAndPropertySeparators() {
        let command = GitHubCommand(.error, file: "a,b:c%.lua", line: 3, title: "t: x, y", message: "50% done\r\nnext: a, b")
        #expect(command.text == "::error file=a%2Cb%3Ac%25.lua,line=3,title=t%3A x%2C y::50%25 done%0D%0Anext: a, b")
        #expect(GitHubCommand(.note, title: "n", message: "m").text == "::notice title=n::m")
    }

    // MARK: quiet and output

    @Test func quietPrintsNothingWhenEveryStylePasses() throws {
        let workspace = try Workspace()
        for format in [CheckFormat.text, .github] {
            let result = workspace.tool.check(CheckRequest(["bouncy", "cool"], format: format, quiet: true))
            #expect(result.status == .success)
            #expect(result.output.isEmpty && result.errors.isEmpty, "\(format): \(result.output)")
        }
    }

    @Test func quietPrintsOnlyTheFailuresAndTheCount() throws {
        let workspace = try Workspace()
        let (result, _) = try Self.mixedCheck(workspace, .text, quiet: true)
        #expect(result.status == .failure)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.filter { !$0.hasPrefix("  ") && !$0.hasPrefix("checked ") }.map { $0.prefix(14) }
            == ["error  faulty ", "error  broken "])
        #expect(lines.last?.hasSuffix(": 1 ok, 1 with warnings, 2 with errors") == true)
        #expect(!result.output.contains("bouncy") && !result.output.contains("frameOfPresentedVeiw"))
    }

    @Test(arguments: [("report.json", CheckFormat.json), ("report.xml", .junit), ("report.txt", .text)])
    func anOutputFilesExtensionPicksTheFormat(name: String, format: CheckFormat) throws {
        let workspace = try Workspace()
        let path = workspace.path(name)
        let result = workspace.tool.check(CheckRequest(["bouncy"], output: path))
        #expect(result.status == .success)
        let written = try #require(workspace.read(name))
        #expect(written == workspace.tool.check(CheckRequest(["bouncy"], format: format)).output.replacingOccurrences(
            of: #"time="[0-9.]+""#, with: "", options: .regularExpression) || format == .junit)
        if format == .junit { #expect(written.hasPrefix("<?xml ") && written.contains("<testsuite name=\"bouncy\"")) }
        #expect(result.output.hasPrefix("ok     bouncy  "))
        #expect(result.output.hasSuffix("report: \(path)\n"))
    }

    @Test func anOutputFileWhoseExtensionNamesNoFormatIsAUsageError() throws {
        let workspace = try Workspace()
        let result = workspace.tool.check(CheckRequest(["bouncy"], output: workspace.path("report.png")))
        #expect(result.status == .usage)
        #expect(result.errors.hasPrefix("Error: --output \(workspace.path("report.png")): the extension names no report format"))
        #expect(workspace.read("report.png") == nil)
        let given = workspace.tool.check(CheckRequest(["bouncy"], format: .github, output: workspace.path("annotations.log")))
        #expect(given.status == .success)
        #expect(workspace.read("annotations.log")?.hasPrefix("ok     bouncy") == true)
        let conflict = workspace.tool.check(CheckRequest(["bouncy"], format: .json, output: workspace.path("report.xml")))
        #expect(conflict.status == .usage)
        #expect(conflict.errors.contains("names the junit format but --format is json"))
    }

    @Test func quietWithAnOutputFileStillWritesTheWholeReport() throws {
        let workspace = try Workspace()
        let path = workspace.path("check.json")
        let result = workspace.tool.check(CheckRequest(["bouncy"], output: path, quiet: true))
        #expect(result.status == .success && result.output.isEmpty)
        #expect(workspace.read("check.json")?.contains("\"name\" : \"bouncy\"") == true)
    }
}
