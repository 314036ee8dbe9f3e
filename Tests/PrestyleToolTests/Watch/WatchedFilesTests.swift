import Foundation
import Testing

@testable import PrestyleTool

/// What a look at the watched files counts as a save.
@Suite struct WatchedFilesTests {
    @Test func aMissingFileOrALookThatCouldNotBeMadeIsNotASaveButNewContentIs() throws {
        let workspace = try Workspace()
        let path = try workspace.write("card", "-- one")
        let watched = WatchedFiles(files: [path])
        let before = watched.snapshot()
        #expect(before[path] == .bytes(Data("-- one".utf8)))
        try FileManager.default.removeItem(atPath: path)
        #expect(watched.changes(since: before).changed.isEmpty)
        #expect(watched.changes(since: before).missing == [path])
        try "-- two".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(watched.changes(since: before).changed == [path])
        #expect(watched.changes(since: [path: .unknown]).changed == [path])
    }
}
