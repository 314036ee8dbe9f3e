import Foundation
import Testing

@testable import PrestyleTool

/// `prestyle check` streams: each style's lines go out as soon as it and those before it are done, in the
/// order asked, the same whatever the number of workers — and the streamed text and what is returned after
/// it are, together, the whole report.
@Suite("check streaming")
struct CheckStreamingTests {
    static let styles = ["alert", "bouncy", "cool", "fade", "zoom"]

    @Test(arguments: [1, 2, 3])
    func eachStylesLinesAreEmittedAloneInTheOrderAsked(jobs: Int) throws {
        let workspace = try Workspace()
        var chunks: [String] = []
        let result = workspace.tool.check(CheckRequest(Self.styles, jobs: jobs)) { chunks.append($0) }
        #expect(result.status == .success)
        #expect(chunks.count == Self.styles.count)
        for (chunk, name) in zip(chunks, Self.styles) {
            #expect(chunk.hasPrefix("ok     \(name) "), "\(chunk)")
            #expect(chunk.hasSuffix("no diagnostics\n"))
        }
        #expect(result.output.hasPrefix("\nchecked 5 styles on 11 devices"))
        #expect(chunks.joined() + result.output == workspace.tool.check(Self.styles, jobs: 1).output)
    }

    /// The first style's line is out before the last style is checked: the tool's registries are made with
    /// the style list growing, and the last style is only written once the first line has been emitted — a
    /// report printed at the end would find it missing.
    @Test func theFirstLineIsEmittedBeforeTheLastStyleIsLoaded() throws {
        let workspace = try Workspace()
        let first = try workspace.write("first", Self.minimalStyle)
        let last = workspace.path("last.lua")
        var emitted: [String] = []
        let result = workspace.tool.check(CheckRequest([first, "bouncy", last], jobs: 1)) { chunk in
            emitted.append(chunk)
            if emitted.count == 1 { _ = try? Self.minimalStyle.write(toFile: last, atomically: true, encoding: .utf8) }
        }
        #expect(emitted.first?.hasPrefix("ok     first ") == true)
        #expect(emitted.last?.hasPrefix("ok     last ") == true, "\(emitted)")
        #expect(result.status == .success, "\(emitted) \(result)")
    }

    @Test func aMissingFolderIsReportedInItsPlaceAmongTheStyles() throws {
        let workspace = try Workspace()
        let empty = workspace.path("empty")
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        var chunks: [String] = []
        let result = workspace.tool.check(CheckRequest(["bouncy", empty, "cool"], jobs: 2)) { chunks.append($0) }
        #expect(result.status == .usage)
        #expect(chunks.count == 3)
        #expect(chunks[1].hasPrefix("missing  no styles found in \(empty)"))
        #expect(chunks[2].hasPrefix("ok     cool "))
    }

    static let minimalStyle = """
        return style {
          summary = "A style that keeps UIKit's defaults",
        }
        """
}
