import Foundation
import Testing

/// When standard output cannot take what `prestyle` writes, the command ends with status 1 and says why on
/// standard error — it never traps (Foundation's `FileHandle.write(_:)` would, with a stack trace).
@Suite("prestyle, when standard output fails")
struct StandardOutputEndToEndTests {
    @Test func aFullDiskEndsWithStatus1AndOneLineOnStandardError() throws {
        // /dev/full takes no byte: every write fails with ENOSPC, as on a full disk.
        try #require(FileManager.default.fileExists(atPath: "/dev/full"))
        let binary = try PrestyleBinary.locate()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("prestyle-full-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let errorsURL = folder.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: errorsURL.path, contents: nil)
        let process = Process()
        process.executableURL = binary.url
        process.arguments = ["apply", "cool", "--format", "json"]
        process.currentDirectoryURL = PrestyleBinary.package
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
        process.standardError = try FileHandle(forWritingTo: errorsURL)
        try process.run()
        process.waitUntilExit()
        let errors = try String(contentsOf: errorsURL, encoding: .utf8)
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 1)
        #expect(errors == "Error: cannot write to standard output: No space left on device\n")
    }
}
