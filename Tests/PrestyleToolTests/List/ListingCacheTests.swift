import Foundation
import Prestyle
import Testing

@testable import PrestyleTool

#if canImport(Glibc)
    import Glibc
#else
    import Darwin
#endif

/// `prestyle list` with a ``ListingCache``: the same listing, byte for byte, whether a style's lines come
/// from the cache or from loading it; and an entry is never used past a change to anything it was made from.
@Suite("list's cache")
struct ListingCacheTests {
    /// A workspace's tool with a cache in a folder of its own, whose clock runs `ahead` seconds ahead, so the
    /// files the test has just written count as settled (the cache keeps nothing changed in the last 2 s).
    private struct Cached {
        let workspace: Workspace
        var cache: ListingCache

        init(_ workspace: Workspace, ahead: Double = 60) {
            self.workspace = workspace
            cache = ListingCache(folder: workspace.path("cache"))
            cache.clock = { FileIdentity.now() + ahead }
        }

        func list(jobs: Int = 1) -> ToolResult { workspace.tool.list(jobs: jobs, cache: cache) }

        /// What the cache file holds for the workspace's tool, by name.
        func entries() throws -> [String: ListingCache.Entry] {
            cache.entries(for: ListingCache.key(for: try workspace.tool.makeRegistry()))
        }
    }

    /// Writes `text` over the file at `path` in place (same inode), then puts its modification time back to
    /// what it was: an edit a stat of size and modification time alone would not see.
    private static func overwriteKeepingTimes(_ path: String, with text: String) throws {
        var before = stat()
        #expect(stat(path, &before) == 0)
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
        #if canImport(Glibc)
            var times = [before.st_atim, before.st_mtim]
        #else
            var times = [before.st_atimespec, before.st_mtimespec]
        #endif
        #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
        var after = stat()
        #expect(stat(path, &after) == 0)
        #expect(after.st_size == before.st_size && after.st_ino == before.st_ino)
        #if canImport(Glibc)
            #expect(after.st_mtim.tv_sec == before.st_mtim.tv_sec && after.st_mtim.tv_nsec == before.st_mtim.tv_nsec)
        #else
            #expect(after.st_mtimespec.tv_sec == before.st_mtimespec.tv_sec
                && after.st_mtimespec.tv_nsec == before.st_mtimespec.tv_nsec)
        #endif
    }

    /// The lines a listing prints for the style `name`.
    private static func block(_ name: String, in output: String) -> String {
        output.components(separatedBy: "\n\n").first { $0.hasPrefix(name + "  ") } ?? ""
    }

    @Test func aCachedListingIsTheFreshListingByteForByte() throws {
        let workspace = try Workspace()
        try workspace.write("flags", "return style { summary = \"Flags\", options = { on = true, size = 2.5 } }")
        try workspace.copy(fixture: "misspelt")
        let cached = Cached(workspace)
        let fresh = workspace.tool.list(jobs: 1)
        let first = cached.list()
        let second = cached.list()
        #expect(first == fresh)
        #expect(second == fresh)
        let styles = fresh.output.components(separatedBy: "\n\n").count - 1
        #expect(try cached.entries().count == styles, "every style that loads is kept")
        #expect(cached.list(jobs: 3) == fresh, "and on several workers, the bundled styles cached or not")
    }

    @Test func anEntryThatStandsIsPrintedWithoutLoadingTheStyle() throws {
        let workspace = try Workspace()
        try workspace.write("flags", "return style { summary = \"Flags\" }")
        let cached = Cached(workspace)
        _ = cached.list()
        var entries = try cached.entries()
        var flags = try #require(entries["flags"])
        flags.lines[1] = "  from the cache"
        entries["flags"] = flags
        let key = ListingCache.key(for: try workspace.tool.makeRegistry())
        #expect(cached.cache.store(Array(entries.values), for: key))
        #expect(cached.list().output.contains("flags.lua\n  from the cache\n"))
    }

    @Test func editingAStyleWithinTheSameSecondAtTheSameSizeIsSeen() throws {
        let workspace = try Workspace()
        let path = try workspace.write("flags", "return style { summary = \"aaaa\" }")
        let cached = Cached(workspace)
        #expect(cached.list().output.contains("  aaaa\n"))
        #expect(try cached.entries()["flags"] != nil)
        try Self.overwriteKeepingTimes(path, with: "return style { summary = \"bbbb\" }")
        let listing = cached.list()
        #expect(listing.output.contains("  bbbb\n"), "the status-change time moved: \(listing.output.prefix(200))")
        #expect(listing == workspace.tool.list(jobs: 1))
    }

    @Test func editingAFileAStyleUsesIsSeen() throws {
        let workspace = try Workspace()
        let base = try workspace.write("base", "return style { summary = \"base\", options = { size = 11 } }")
        try workspace.write("child", """
            local base = use("base")
            return style { summary = "child", options = merge(base.options, { more = true }) }
            """)
        let cached = Cached(workspace)
        #expect(Self.block("child", in: cached.list().output).contains(" 11 "))
        #expect(try cached.entries()["child"]?.stamps.map(\.path).contains(base) == true)
        try Self.overwriteKeepingTimes(base, with: "return style { summary = \"base\", options = { size = 22 } }")
        let listing = cached.list()
        #expect(Self.block("child", in: listing.output).contains(" 22 "), "\(listing.output)")
        #expect(listing == workspace.tool.list(jobs: 1))
    }

    @Test func aStyleAddedWhereUseLooksFirstIsSeen() throws {
        let workspace = try Workspace()
        let elsewhere = try Workspace()
        try elsewhere.write("base", "return style { summary = \"far\", options = { size = 11 } }")
        try workspace.write("child", "return style { summary = \"child\", options = use(\"base\").options }")
        let folders = [workspace.folder.path, elsewhere.folder.path]
        let tool = Tool { try StyleRegistry(searchPaths: folders, configuration: .isolated) }
        var cache = ListingCache(folder: workspace.path("cache"))
        cache.clock = { FileIdentity.now() + 60 }
        #expect(Self.block("child", in: tool.list(jobs: 1, cache: cache).output).contains(" 11 "))
        try workspace.write("base", "return style { summary = \"near\", options = { size = 22 } }")
        let listing = tool.list(jobs: 1, cache: cache)
        #expect(Self.block("child", in: listing.output).contains(" 22 "), "\(listing.output)")
        #expect(listing == tool.list(jobs: 1))
    }

    @Test func aDamagedCacheFileIsIgnoredAndWrittenAnew() throws {
        let workspace = try Workspace()
        try workspace.write("flags", "return style { summary = \"Flags\" }")
        let cached = Cached(workspace)
        let fresh = cached.list()
        let key = ListingCache.key(for: try workspace.tool.makeRegistry())
        let file = cached.cache.file(for: key)
        let whole = try #require(FileManager.default.contents(atPath: file))
        var flipped = whole
        flipped[whole.count / 2] ^= 0x01
        for damaged in [Data(whole.prefix(whole.count / 2)), flipped, Data("not a cache".utf8), Data()] {
            try damaged.write(to: URL(fileURLWithPath: file))
            #expect(cached.cache.entries(for: key).isEmpty)
            #expect(cached.list() == fresh)
            #expect(try cached.entries()["flags"] != nil, "written anew")
        }
    }

    @Test func aCacheFileWrittenByAnotherProgramOrForAnotherPlaceIsNotUsed() throws {
        let workspace = try Workspace()
        try workspace.write("flags", "return style { summary = \"Flags\" }")
        let cached = Cached(workspace)
        _ = cached.list()
        let key = ListingCache.key(for: try workspace.tool.makeRegistry())
        #expect(!cached.cache.entries(for: key).isEmpty)
        var rebuilt = key
        rebuilt.program += " rebuilt"
        #expect(cached.cache.file(for: rebuilt) == cached.cache.file(for: key), "a rebuilt program replaces the file")
        #expect(cached.cache.entries(for: rebuilt).isEmpty, "the file names the program that wrote it")
        var elsewhere = key
        elsewhere.place += "\nsomewhere else"
        let copy = try #require(FileManager.default.contents(atPath: cached.cache.file(for: key)))
        try copy.write(to: URL(fileURLWithPath: cached.cache.file(for: elsewhere)))
        #expect(cached.cache.entries(for: elsewhere).isEmpty, "the file names its place, and it is not this one")
    }

    @Test func stylesThatDoNotLoadOrChangedJustNowAreNotKept() throws {
        let workspace = try Workspace()
        try workspace.copy(fixture: "broken")
        try workspace.write("flags", "return style { summary = \"Flags\" }")
        let cached = Cached(workspace)
        let listing = cached.list()
        #expect(listing.status == .failure)
        #expect(listing == workspace.tool.list(jobs: 1))
        #expect(try cached.entries()["broken"] == nil)
        #expect(try cached.entries()["flags"] != nil)

        let now = Cached(try Workspace(), ahead: 0)
        try now.workspace.write("fresh", "return style { summary = \"Fresh\" }")
        _ = now.list()
        #expect(try now.entries()["fresh"] == nil, "written a moment ago: not settled")
    }

    @Test func concurrentWritersLeaveOneWholeFile() throws {
        let workspace = try Workspace()
        let cache = ListingCache(folder: workspace.path("cache"))
        let key = ListingCache.Key(place: "a place", program: "a program")
        let identity = try #require(FileIdentity(of: workspace.folder.path))
        let writers = 8
        let sets = (0..<writers).map { writer in
            (0..<200).map { index in
                ListingCache.Entry(name: "s\(index)", source: "w\(writer)", lines: [String(repeating: "\(writer)", count: 80)],
                                   stamps: [(workspace.folder.path, identity)])
            }
        }
        let torn = Locked(0)
        DispatchQueue.concurrentPerform(iterations: writers * 2) { index in
            if index < writers {
                for _ in 0..<5 { cache.store(sets[index], for: key) }
            } else {
                for _ in 0..<20 {
                    let entries = cache.entries(for: key)
                    let writersSeen = Set(entries.values.map(\.source))
                    if !entries.isEmpty, entries.count != 200 || writersSeen.count != 1 { torn.add(1) }
                }
            }
        }
        #expect(torn.value == 0)
        let final = cache.entries(for: key)
        #expect(final.count == 200 && Set(final.values.map(\.source)).count == 1)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: cache.folder).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
    }

    @Test func theUserCacheIsXDGCacheHomeElseHome() {
        #expect(ListingCache.user(environment: ["XDG_CACHE_HOME": "/x/cache", "HOME": "/home/u"])?.folder == "/x/cache/prestyle")
        #expect(ListingCache.user(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/home/u"])?.folder == "/home/u/.cache/prestyle")
        #expect(ListingCache.user(environment: ["HOME": "/home/u"])?.folder == "/home/u/.cache/prestyle")
        #expect(ListingCache.user(environment: [:])?.folder == nil)
    }
}

/// A counter several threads add to.
private final class Locked: @unchecked Sendable {
    private let lock = NSLock()
    private var count: Int

    init(_ count: Int) { self.count = count }

    func add(_ amount: Int) { lock.withLock { count += amount } }

    var value: Int { lock.withLock { count } }
}
