import BrowserTesting
import Foundation
import TestSupport
import Testing

/// `prestyle list` keeps its cache where the XDG base directory specification puts caches, lists the same
/// with it, and `--no-cache` neither reads nor writes one.
@Suite("list's cache, end to end")
struct ListCacheEndToEndTests {
    let prestyle: PrestyleBinary

    init() throws {
        prestyle = try PrestyleBinary.locate()
    }

    /// The cache files in `home`'s `prestyle` folder.
    private func cacheFiles(in home: URL) -> [String] {
        let files = try? FileManager.default.contentsOfDirectory(atPath: home.appendingPathComponent("prestyle").path)
        return (files ?? []).filter { $0.hasPrefix("list-") && $0.hasSuffix(".cache") }
    }

    @Test func listKeepsItsCacheInXDGCacheHomeAndListsTheSame() throws {
        let home = try TemporaryFolder()
        let first = try prestyle.run(["list"], environment: ["XDG_CACHE_HOME": home.url.path])
        #expect(first.status == 0, "\(first)")
        #expect(cacheFiles(in: home.url).count == 1, "the bundled styles last changed long before the listing")
        let second = try prestyle.run(["list"], environment: ["XDG_CACHE_HOME": home.url.path])
        #expect(second.stdout == first.stdout)
        let uncached = try prestyle.run(["list", "--no-cache"])
        #expect(uncached.stdout == first.stdout)
    }

    @Test func noCacheNeitherReadsNorWritesTheCache() throws {
        let home = try TemporaryFolder()
        let run = try prestyle.run(["list", "--no-cache"], environment: ["XDG_CACHE_HOME": home.url.path])
        #expect(run.status == 0, "\(run)")
        #expect(!FileManager.default.fileExists(atPath: home.url.appendingPathComponent("prestyle").path))
        _ = try prestyle.run(["list"], environment: ["XDG_CACHE_HOME": home.url.path])
        let file = try #require(cacheFiles(in: home.url).first)
        let path = home.url.appendingPathComponent("prestyle/" + file).path
        try Data("damaged".utf8).write(to: URL(fileURLWithPath: path))
        let again = try prestyle.run(["list", "--no-cache"], environment: ["XDG_CACHE_HOME": home.url.path])
        #expect(again.stdout == run.stdout)
        #expect(FileManager.default.contents(atPath: path) == Data("damaged".utf8), "not rewritten: not read")
    }
}
