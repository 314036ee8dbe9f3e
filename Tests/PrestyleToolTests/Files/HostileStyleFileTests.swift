import Foundation
import Prestyle
import Testing

@testable import PrestyleTool

#if canImport(Glibc)
    import Glibc
#else
    import Darwin
#endif

/// A style folder is input: it may hold a named pipe called `x.lua` (a tarball can carry one), a symbolic link
/// into a loop or to nothing. Every command finishes, and says which file it would not read and why; the other
/// styles are listed, checked and run as before.
///
/// Each command runs on a thread of its own with a generous bound, so a regression (an open that waits for a
/// writer) fails the test instead of hanging the suite; the test then opens the pipe for writing, which lets
/// the stuck open return.
@Suite("hostile files in a style folder")
struct HostileStyleFileTests {
    /// A folder with a good style (`card`), a named pipe `x.lua` and a style that `use()`s it, and a tool
    /// whose registry searches that folder only.
    private final class Folder: @unchecked Sendable {
        let workspace: Workspace
        let pipe: String

        init() throws {
            workspace = try Workspace()
            try workspace.copy(fixture: "card")
            pipe = workspace.path("x.lua")
            try #require(mkfifo(pipe, 0o644) == 0)
            try workspace.write("user", "local x = use(\"x\")\nreturn x\n")
        }

        var tool: Tool {
            let folder = workspace.folder.path
            return Tool { try StyleRegistry(searchPaths: [folder], configuration: .isolated) }
        }

        /// Runs `body` on its own thread; nil when it has not finished within `seconds` (the pipe is then
        /// opened for writing, so that a reader stuck on it goes on).
        func promptly(within seconds: Double = 120, _ body: @escaping @Sendable () -> ToolResult) -> ToolResult? {
            let done = DispatchSemaphore(value: 0)
            let box = ResultBox()
            Thread.detachNewThread {
                box.set(body())
                done.signal()
            }
            guard done.wait(timeout: .now() + seconds) == .success else {
                let writer = open(pipe, O_WRONLY | O_NONBLOCK)
                if writer >= 0 { close(writer) }
                return nil
            }
            return box.get()
        }
    }

    private final class ResultBox: @unchecked Sendable {
        private let lock = NSLock()
        private var value: ToolResult?
        func set(_ result: ToolResult) { lock.withLock { value = result } }
        func get() -> ToolResult? { lock.withLock { value } }
    }

    private static let pipeRefusal = "x.lua: the style file is a named pipe (FIFO), not a regular file; it was not read"

    @Test func listReportsANamedPipeAndListsTheOtherStyles() throws {
        let folder = try Folder()
        let tool = folder.tool
        let result = try #require(folder.promptly { tool.list(jobs: 1) }, "prestyle list did not finish")
        #expect(result.output.contains(Self.pipeRefusal))
        #expect(result.output.contains("use(\"x\"): "))
        #expect(result.output.contains("card  "))
    }

    /// The verdict check's report gives the style ("ok", "error"…), whatever the column's width.
    static func verdict(of style: String, in report: String) -> String? {
        for line in report.split(separator: "\n") {
            let words = line.split(separator: " ")
            if words.count >= 2, words[1] == style { return String(words[0]) }
        }
        return nil
    }

    /// Whether check's report has the style's line with the verdict "ok".
    static func passes(_ style: String, in report: String) -> Bool { verdict(of: style, in: report) == "ok" }

    @Test func checkReportsANamedPipeAndChecksTheOtherStyles() throws {
        let folder = try Folder()
        let tool = folder.tool
        let path = folder.workspace.folder.path
        let result = try #require(folder.promptly { tool.check([path], jobs: 1) }, "prestyle check did not finish")
        let text = result.output + result.errors
        #expect(text.contains(Self.pipeRefusal))
        #expect(Self.passes("card", in: text))
        #expect(result.status != .success)
    }

    @Test func applyRefusesANamedPipeByName() throws {
        let folder = try Folder()
        let tool = folder.tool
        let pipe = folder.pipe
        let result = try #require(folder.promptly { tool.apply(ApplyRequest(style: pipe)) }, "prestyle apply did not finish")
        #expect(result.errors.contains(Self.pipeRefusal))
        #expect(result.status != .success)
    }

    @Test func aStyleThatUsesANamedPipeFailsNamingIt() throws {
        let folder = try Folder()
        let tool = folder.tool
        let result = try #require(folder.promptly { tool.apply(ApplyRequest(style: "user")) }, "apply of a user of x did not finish")
        #expect(result.errors.contains("use(\"x\"): "))
        #expect(result.errors.contains(Self.pipeRefusal))
    }

    @Test func galleryLeavesOutANamedPipeWithItsReason() throws {
        let folder = try Folder()
        let tool = folder.tool
        let result = try #require(folder.promptly { tool.gallery(GalleryRequest()) }, "prestyle gallery did not finish")
        #expect((result.output + result.errors).contains(Self.pipeRefusal))
        #expect(result.output.contains("<html") || result.output.contains("card"))
    }

    @Test func aSymbolicLinkLoopAndADanglingLinkAreListedWithTheirReasons() throws {
        let workspace = try Workspace()
        try workspace.copy(fixture: "card")
        try FileManager.default.createSymbolicLink(atPath: workspace.path("loop.lua"), withDestinationPath: "loop.lua")
        try FileManager.default.createSymbolicLink(atPath: workspace.path("gone.lua"), withDestinationPath: "nowhere.lua")
        let folder = workspace.folder.path
        let tool = Tool { try StyleRegistry(searchPaths: [folder], configuration: .isolated) }
        let listing = tool.list(jobs: 1)
        #expect(listing.output.contains("loop.lua: the style file is a symbolic link that leads back to itself (a loop)"))
        #expect(listing.output.contains("gone.lua: the style file is a symbolic link to a file that is not there"))
        #expect(listing.output.contains("card  "))
        let check = tool.check([folder], jobs: 1)
        #expect(Self.passes("card", in: check.output + check.errors))
        // A refused file is a broken style (status 1), not a name that finds nothing (status 2).
        #expect((check.output + check.errors).contains("loop.lua: error: the style file is a symbolic link that leads back to itself"))
        #expect(Self.verdict(of: "loop", in: check.output) == "error")
        #expect(Self.verdict(of: "gone", in: check.output) == "error")
        #expect(check.status == .failure)
    }

    /// Root reads any file whatever its mode, so this needs an ordinary user.
    @Test(.enabled(if: geteuid() != 0, "root reads a file whatever its permissions"))
    func anUnreadableFileIsListedWithTheSystemsReason() throws {
        let workspace = try Workspace()
        try workspace.copy(fixture: "card")
        let locked = try workspace.write("locked", "return style { summary = \"x\" }")
        try #require(chmod(locked, 0) == 0)
        let folder = workspace.folder.path
        let tool = Tool { try StyleRegistry(searchPaths: [folder], configuration: .isolated) }
        let listing = tool.list(jobs: 1)
        #expect(listing.output.contains("locked.lua: the style file cannot be read: permission denied"))
        #expect(listing.output.contains("card  "))
    }
}
