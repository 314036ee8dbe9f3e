import Foundation
import TestSupport
import Testing

@testable import PrestyleTool

/// `prestyle list --jobs N`: many styles are loaded by N registries, a run of names each, and the listing is
/// the one a single registry prints — the order, every style's lines, a broken one and its status.
@Suite("list on many workers")
struct ParallelListTests {
    @Test func theListingIsTheSameOnOneWorkerAndOnMany() throws {
        let workspace = try Workspace()
        let sources = try ["bouncy", "cool", "fade", "alert", "sheet"].map {
            try String(contentsOfFile: PackageRoot.styles + "/\($0).lua", encoding: .utf8)
        }
        for index in 0..<(Tool.stylesWorthAWorker * 3) {
            try workspace.write("copy\(1000 + index)", sources[index % sources.count])
        }
        try workspace.copy(fixture: "broken")
        try workspace.copy(fixture: "misspelt")
        let serial = workspace.tool.list(jobs: 1)
        #expect(serial.status == .failure, "the broken style fails the listing")
        #expect(serial.output.contains("\ncopy1000  "), "\(serial.output.prefix(300))")
        for jobs in [2, 5] {
            #expect(workspace.tool.list(jobs: jobs) == serial, "--jobs \(jobs)")
        }
    }
}
