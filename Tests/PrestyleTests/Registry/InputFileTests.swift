import Foundation
import Testing

@testable import Prestyle

#if canImport(Glibc)
    import Glibc
#else
    import Darwin
#endif

/// The one reader of the files the tool is handed: a regular file within the cap is read whole; anything
/// else is refused at once, with what it is.
@Suite struct InputFileTests {
    private let folder: String

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("prestyle-input-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    private func cleanUp() { try? FileManager.default.removeItem(atPath: folder) }

    @Test func aRegularFileWithinTheCapIsReadWhole() throws {
        defer { cleanUp() }
        let path = folder + "/a.lua"
        try "return 1".write(toFile: path, atomically: false, encoding: .utf8)
        #expect(InputFile.bytes(atPath: path, cap: 8) == .success(Array("return 1".utf8)))
        #expect(InputFile.bytes(atPath: path, cap: 7) == .failure(.tooLarge(size: 8, cap: 7)))
        #expect(InputFile.refusal(atPath: path) == nil)
    }

    /// Without O_NONBLOCK the open waits for a writer that never comes; the test would hang, not fail, so
    /// the pipe is read by a second thread and a writer is opened only if it is still waiting after a minute.
    @Test func aNamedPipeIsRefusedWithoutWaitingForAWriter() throws {
        defer { cleanUp() }
        let path = folder + "/x.lua"
        try #require(mkfifo(path, 0o644) == 0)
        let done = DispatchSemaphore(value: 0)
        let outcome = Outcome()
        Thread.detachNewThread {
            outcome.set(InputFile.bytes(atPath: path, cap: 1 << 20))
            done.signal()
        }
        if done.wait(timeout: .now() + 60) != .success {
            let writer = open(path, O_WRONLY | O_NONBLOCK)
            if writer >= 0 { close(writer) }
            Issue.record("reading a named pipe waited for a writer")
            done.wait()
        }
        #expect(outcome.get() == .failure(.notRegular(.namedPipe)))
        #expect(InputFile.refusal(atPath: path) == .notRegular(.namedPipe))
    }

    @Test func aFolderAndADeviceAreRefusedForWhatTheyAre() {
        defer { cleanUp() }
        #expect(InputFile.bytes(atPath: folder, cap: 1 << 20) == .failure(.notRegular(.folder)))
        #expect(InputFile.bytes(atPath: "/dev/zero", cap: 1 << 20) == .failure(.notRegular(.characterDevice)))
    }

    @Test func symbolicLinksIntoALoopOrToNothingAreRefusedAsSuch() throws {
        defer { cleanUp() }
        try FileManager.default.createSymbolicLink(atPath: folder + "/loop.lua", withDestinationPath: "loop.lua")
        try FileManager.default.createSymbolicLink(atPath: folder + "/gone.lua", withDestinationPath: "nowhere.lua")
        #expect(InputFile.bytes(atPath: folder + "/loop.lua", cap: 64) == .failure(.symbolicLinkLoop))
        #expect(InputFile.bytes(atPath: folder + "/gone.lua", cap: 64) == .failure(.danglingSymbolicLink))
        #expect(InputFile.bytes(atPath: folder + "/absent.lua", cap: 64) == .failure(.missing))
        #expect(InputFile.isEntryOtherThanFolder(folder + "/loop.lua"))
        #expect(InputFile.isEntryOtherThanFolder(folder + "/gone.lua"))
        #expect(!InputFile.isEntryOtherThanFolder(folder))
        #expect(!InputFile.isEntryOtherThanFolder(folder + "/absent.lua"))
    }

    @Test func aRefusalReadsAfterTheFilesName() {
        #expect("x.lua \(InputFile.Refusal.notRegular(.namedPipe))" == "x.lua is a named pipe (FIFO), not a regular file; it was not read")
        #expect("\(InputFile.Refusal.unreadable(reason: "Permission denied"))" == "cannot be read: permission denied")
    }

    private final class Outcome: @unchecked Sendable {
        private let lock = NSLock()
        private var value: Result<[UInt8], InputFile.Refusal>?
        func set(_ result: Result<[UInt8], InputFile.Refusal>) { lock.withLock { value = result } }
        func get() -> Result<[UInt8], InputFile.Refusal>? { lock.withLock { value } }
    }
}
