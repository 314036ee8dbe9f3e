import Foundation
import TestSupport
import Testing

/// When standard output cannot take what `prestyle` writes, the command ends with status 1 and says why on
/// standard error — it never traps (Foundation's `FileHandle.write(_:)` would, with a stack trace).
@Suite("prestyle, when standard output fails")
struct StandardOutputEndToEndTests {
    @Test func aFullDiskEndsWithStatus1AndOneLineOnStandardError() throws {
        // /dev/full takes no byte: every write fails with ENOSPC, as on a full disk.
        try #require(FileManager.default.fileExists(atPath: "/dev/full"))
        var command = try PrestyleBinary.locate().command(["apply", "cool", "--format", "json"])
        command.standardOutput = URL(fileURLWithPath: "/dev/full")
        let run = try command.run()
        #expect(!run.endedBySignal)
        #expect(run.status == 1)
        #expect(run.stderr == "Error: cannot write to standard output: No space left on device\n")
    }
}
