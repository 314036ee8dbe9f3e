import Foundation
import TestSupport
import Testing

@testable import PrestyleTool

/// `prestyle check --jobs N`: the styles are checked on N workers, and the report is the one a single worker
/// prints, line for line — verdicts, findings, duplicates left out, names that name nothing, the summary.
@Suite("check on many workers")
struct ParallelCheckTests {
    @Test func theReportIsTheSameOnOneWorkerAndOnMany() throws {
        let workspace = try Workspace()
        let broken = try workspace.copy(fixture: "broken")
        let faulty = try workspace.copy(fixture: "faulty")
        let misspelt = try workspace.copy(fixture: "misspelt")
        let references = ["bouncy", broken, "cool", faulty, "nosuch", "cool.lua", misspelt, "alert", "bouncy"]
        let serial = workspace.tool.check(references, jobs: 1)
        #expect(serial.status == .usage)
        #expect(serial.output.contains("bouncy") && serial.output.contains(" 26 runs"), "\(serial.output)")
        for jobs in [2, 4] {
            let parallel = workspace.tool.check(references, jobs: jobs)
            #expect(parallel == serial, "--jobs \(jobs) printed:\n\(parallel.output)\n--- one worker printed:\n\(serial.output)")
        }
    }

    @Test func aFileNamedByPathIsWhatItsNameMeansOnEveryWorker() throws {
        let workspace = try Workspace()
        let original = try String(contentsOfFile: PackageRoot.styles + "/cool.lua", encoding: .utf8)
        let elsewhere = try workspace.write("cool", original.replacingOccurrences(of: "summary = \"", with: "summary = \"Mine: "))
        let serial = workspace.tool.check([elsewhere, "bouncy", "cool"], jobs: 1)
        let parallel = workspace.tool.check([elsewhere, "bouncy", "cool"], jobs: 3)
        #expect(parallel == serial)
        // `cool` means the file named before it, so it is the same file and checked once.
        #expect(serial.output.split(separator: "\n").filter { $0.contains(" cool ") }.count == 1, "\(serial.output)")
    }
}
