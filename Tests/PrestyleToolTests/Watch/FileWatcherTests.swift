import Foundation
import TestSupport
import Testing

@testable import PrestyleTool

/// The watcher behind `prestyle apply --watch` (and the preview) wakes on a save of a followed file — written
/// in place or renamed over it, as editors do — and not on other files in its folder. The events are queued by
/// the kernel, so a save made before the wait is seen by it: no second thread and no timing involved.
@Suite struct FileWatcherTests {
    #if os(Linux)
    @Test func onLinuxTheWatcherUsesInotify() {
        #expect(FileWatcher().mechanism == .inotify)
    }
    #elseif canImport(Darwin)
    @Test func onMacOSTheWatcherUsesKqueue() {
        #expect(FileWatcher().mechanism == .kqueue)
    }
    #endif

    @Test func aSaveWrittenInPlaceWakesTheWatcher() throws {
        let workspace = try Workspace()
        let path = try workspace.write("card", "-- one")
        let watcher = FileWatcher()
        try #require(watcher.mechanism != .polling)
        watcher.follow([path])
        let handle = try #require(FileHandle(forWritingAtPath: path))
        handle.write(Data("-- two".utf8))
        try handle.close()
        #expect(watcher.wait(atMost: 60))
    }

    @Test func aSaveRenamedOverTheFileWakesTheWatcher() throws {
        let workspace = try Workspace()
        let path = try workspace.write("card", "-- one")
        let watcher = FileWatcher()
        try #require(watcher.mechanism != .polling)
        watcher.follow([path])
        try "-- two".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(watcher.wait(atMost: 60))
        // Renamed again: the new file is followed too, since the folder is watched, not the old file.
        try "-- three".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(watcher.wait(atMost: 60))
    }

    @Test func anotherFileInTheFolderLeavesItWaiting() throws {
        let workspace = try Workspace()
        let path = try workspace.write("card", "-- one")
        let watcher = FileWatcher()
        watcher.follow([path])
        _ = try workspace.write("other", "-- not followed")
        #expect(!watcher.wait(atMost: 0))
    }

    @Test func aFileAddedToTheFollowedOnesIsWatchedFromThen() throws {
        let workspace = try Workspace()
        let first = try workspace.write("card", "-- one")
        let other = try TemporaryFolder(prefix: "prestyle-watch")
        let second = other.path("base.lua")
        try "-- base".write(toFile: second, atomically: true, encoding: .utf8)
        let watcher = FileWatcher()
        try #require(watcher.mechanism != .polling)
        watcher.follow([first])
        watcher.follow([first, second])
        try "-- base, changed".write(toFile: second, atomically: true, encoding: .utf8)
        #expect(watcher.wait(atMost: 60))
    }

    @Test func pollingOnlyWaits() throws {
        let workspace = try Workspace()
        let path = try workspace.write("card", "-- one")
        let watcher = FileWatcher(polling: true)
        #expect(watcher.mechanism == .polling)
        watcher.follow([path])
        try "-- two".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(!watcher.wait(atMost: 0))
    }

    @Test func aDeletedFileWakesTheWatcherAndSoDoesItsRecreation() throws {
        let workspace = try Workspace()
        let path = try workspace.write("card", "-- one")
        let watcher = FileWatcher()
        try #require(watcher.mechanism != .polling)
        watcher.follow([path])
        try FileManager.default.removeItem(atPath: path)
        #expect(watcher.wait(atMost: 60))
        try "-- two".write(toFile: path, atomically: false, encoding: .utf8)
        #expect(watcher.wait(atMost: 60))
    }

    /// The folder goes (its watch with it) and comes back: the watcher says so both times, and follows saves
    /// in the new folder — no event is lost to a watch on a folder that no longer exists.
    @Test func aFolderRemovedAndRecreatedIsWatchedAgain() throws {
        let parent = try TemporaryFolder(prefix: "prestyle-watch")
        let folder = parent.url.appendingPathComponent("Styles")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("card.lua").path
        try "-- one".write(toFile: path, atomically: true, encoding: .utf8)
        let watcher = FileWatcher()
        try #require(watcher.mechanism != .polling)
        watcher.follow([path])
        #expect(watcher.unwatchedFolders.isEmpty)
        try FileManager.default.removeItem(at: folder)
        #expect(watcher.wait(atMost: 60))
        #expect(watcher.unwatchedFolders.count == 1)
        // Still gone: the wait times out and says nothing woke it.
        #expect(!watcher.wait(atMost: 0))
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "-- two".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(watcher.wait(atMost: 60))
        #expect(watcher.unwatchedFolders.isEmpty)
        try "-- three".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(watcher.wait(atMost: 60))
    }
}
