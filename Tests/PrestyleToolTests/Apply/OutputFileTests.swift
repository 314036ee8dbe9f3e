import Foundation
import Testing

@testable import PrestyleTool

/// `--output` writes into what the path names, as a shell's `>` does, and never over a folder or the style.
@Suite("apply: the output file")
struct OutputFileTests {
    @Test func aSymbolicLinkStaysALinkAndItsTargetGetsTheDocument() throws {
        let workspace = try Workspace()
        // The target need not exist yet: a link to a file not made is followed too.
        try FileManager.default.createSymbolicLink(atPath: workspace.path("latest.json"), withDestinationPath: "runs/1.json")
        let result = workspace.tool.apply(ApplyRequest(style: "cool", output: workspace.path("latest.json")))
        #expect(result.status == .success, "\(result.errors)")
        let link = try FileManager.default.destinationOfSymbolicLink(atPath: workspace.path("latest.json"))
        #expect(link == "runs/1.json")
        let written = try String(contentsOfFile: workspace.path("runs/1.json"), encoding: .utf8)
        #expect(written.hasPrefix("{\n  \"format\": \"prestyle-run\""))
    }

    @Test func anExistingFileKeepsItsPermissions() throws {
        let workspace = try Workspace()
        let path = workspace.path("private.html")
        #expect(FileManager.default.createFile(atPath: path, contents: Data("old".utf8), attributes: [.posixPermissions: 0o600]))
        let result = workspace.tool.apply(ApplyRequest(style: "cool", output: path))
        #expect(result.status == .success, "\(result.errors)")
        let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(permissions == 0o600)
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("<html"))
    }

    @Test func aNamedPipeIsWrittenInPlaceNotReplaced() throws {
        let workspace = try Workspace()
        let path = workspace.path("run.json")
        #expect(mkfifo(path, 0o644) == 0)
        // A reader on the pipe, as `prestyle apply cool -o pipe.json & jq . pipe.json` would have, on a thread
        // of its own (the write blocks until it opens the pipe). It reads to the end: a reader that left
        // early would end this process with SIGPIPE.
        let reader = PipeReader(path: path)
        Thread.detachNewThread { reader.readToEnd() }
        let result = workspace.tool.apply(ApplyRequest(style: "cool", output: path))
        #expect(result.status == .success, "\(result.errors)")
        #expect(reader.waitForTotal() > 1000)
        var status = stat()
        #expect(lstat(path, &status) == 0)
        #expect(status.st_mode & S_IFMT == S_IFIFO, "still a pipe")
    }

    @Test func theStyleFileItselfIsNeverWrittenOver() throws {
        let workspace = try Workspace()
        let style = try workspace.copy(fixture: "card")
        let before = try String(contentsOfFile: style, encoding: .utf8)
        // With --format (.lua names no format, which is refused first).
        let result = workspace.tool.apply(ApplyRequest(style: style, format: .text, output: style))
        #expect(result.status == .usage)
        #expect(result.errors.hasPrefix("Error: --output \(style) is the style file"))
        let unnamed = workspace.tool.apply(ApplyRequest(style: style, output: style))
        #expect(unnamed.status == .usage)
        #expect(try String(contentsOfFile: style, encoding: .utf8) == before)
    }

    @Test func aFolderOrAnEmptyNameIsAUsageErrorSayingSo() throws {
        let workspace = try Workspace()
        let folder = workspace.path("out")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let intoFolder = workspace.tool.apply(ApplyRequest(style: "cool", output: folder))
        #expect(intoFolder.status == .usage)
        #expect(intoFolder.errors == "Error: cannot write \(folder): it is a folder; name a file\n")
        let unnamed = workspace.tool.apply(ApplyRequest(style: "cool", output: ""))
        #expect(unnamed.errors == "Error: --output needs a file name\n")
    }

    @Test func aWriteTheSystemRefusesSaysWhyInItsOwnWords() throws {
        // A file that exists and is read-only for everyone, root included: Linux's /proc/version; on macOS a file
        // of the sealed, read-only system volume.
        #if os(Linux)
        let refused = "/proc/version"
        #else
        let refused = "/System/Library/CoreServices/SystemVersion.plist"
        #endif
        try #require(FileManager.default.fileExists(atPath: refused))
        let result = try Workspace().tool.apply(ApplyRequest(style: "cool", format: .json, output: refused))
        #expect(result.status == .failure)
        #expect(result.errors.hasPrefix("Error: cannot write \(refused): "))
        #expect(!result.errors.contains("NSCocoaErrorDomain"), "\(result.errors)")
    }
}

/// Reads a named pipe to its end on another thread and tells how many bytes came.
private final class PipeReader: @unchecked Sendable {
    private let path: String
    private let done = DispatchSemaphore(value: 0)
    private var total = -1

    init(path: String) {
        self.path = path
    }

    func readToEnd() {
        defer { done.signal() }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        var count = 0
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let read = buffer.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if read < 0, errno == EINTR { continue }
            guard read > 0 else { break }
            count += read
        }
        total = count
    }

    /// The bytes read, once the writer has closed the pipe (the semaphore orders the read of `total`).
    func waitForTotal() -> Int {
        done.wait()
        return total
    }
}
