import Foundation
import Prestyle
import Testing

@testable import PrestyleTool

/// `apply`, `check` and `list` refuse a style file over the registry's size cap, naming the file and the cap,
/// without reading it (the file is sparse: 1.5 GB of size, no bytes on disk).
@Suite struct StyleFileSizeToolTests {
    static func hugeStyle(in workspace: Workspace) throws -> String {
        let path = workspace.path("huge.lua")
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 1_500_000_000)
        try handle.close()
        return path
    }

    static let refusal = "the style file is 1500000000 bytes, over the 1048576-byte (1 MiB) limit for style files; it was not read"

    @Test func applyRefusesAnOversizedFileWithStatus1() throws {
        let workspace = try Workspace()
        let path = try Self.hugeStyle(in: workspace)
        let result = workspace.tool.apply(ApplyRequest(style: path))
        #expect(result.status == .failure)
        #expect(result.errors.contains("\(path): \(Self.refusal)"))
    }

    @Test func checkReportsAnOversizedFileAsNotLoadingAndChecksTheRest() throws {
        let workspace = try Workspace()
        let path = try Self.hugeStyle(in: workspace)
        let result = workspace.tool.check([path, "bouncy"])
        #expect(result.status == .failure)
        #expect(result.output.contains("  \(path): error: \(Self.refusal)"))
        #expect(result.output.split(separator: "\n").contains { $0.hasPrefix("ok ") && $0.contains("bouncy") })
    }

    @Test func listShowsAnOversizedFileAsNotLoading() throws {
        let workspace = try Workspace()
        let path = try Self.hugeStyle(in: workspace)
        let result = workspace.tool.list()
        #expect(result.status == .failure)
        #expect(result.output.contains("huge  \(path)\n  does not load: \(path): \(Self.refusal)"))
    }
}
