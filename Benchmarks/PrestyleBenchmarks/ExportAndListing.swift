import Foundation
import PresentationKit
import Prestyle
import PrestyleExport
import PrestyleStage
import PrestyleTool

/// The measures that have no Swift twin: writing a run as JSON, listing a folder of styles, and
/// `prestyle check` of the bundled styles on one worker and on two.
struct ExportAndListing {
    /// Bytes of `prestyle apply cool --format json`'s document.
    var jsonBytes: Int
    /// Nanoseconds to write it, fastest round.
    var jsonNanoseconds: Double
    /// Styles in the listed folder.
    var listedStyles: Int
    /// Nanoseconds for `prestyle list --no-cache` of them all (``PrestyleTool/Tool/list(jobs:cache:)`` without
    /// a cache: new registries, one per worker, loading them on every active processor), fastest round.
    var listNanoseconds: Double
    /// Nanoseconds for `prestyle list` of them all with an empty cache (``PrestyleTool/ListingCache``): every
    /// style loaded as without one, then each style's identity taken and the cache file written. Fastest round.
    var listFillingNanoseconds: Double
    /// Nanoseconds for `prestyle list` of them all, unchanged since the listing that filled the cache: the
    /// cache file read and every style's file `stat`ed instead of loaded. Fastest round.
    var listCachedNanoseconds: Double
    /// Nanoseconds for one new registry to list them all (``StyleRegistry/styles``), fastest round.
    var listOneRegistryNanoseconds: Double

    /// Styles `prestyle check` checked.
    var checkedStyles: Int
    /// Workers of the parallel check: two, or the active processors when fewer.
    var checkWorkers: Int
    /// Nanoseconds for `prestyle check` of every bundled style on one worker, fastest round.
    var checkOneWorkerNanoseconds: Double
    /// The same on ``checkWorkers`` workers (``PrestyleTool/Batch``), fastest round.
    var checkWorkersNanoseconds: Double

    /// How many times faster the check is on ``checkWorkers`` workers than on one.
    var checkScaling: Double { checkOneWorkerNanoseconds / checkWorkersNanoseconds }

    /// Megabytes (10⁶ bytes) of JSON written per second.
    var jsonMegabytesPerSecond: Double { Double(jsonBytes) / jsonNanoseconds * 1e3 }

    /// - Parameters:
    ///   - stylesFolder: The package's `Styles/`: `cool` for the export; copies of its styles for the listing.
    ///   - listedStyles: How many styles the listed folder holds.
    init(stylesFolder: String, listedStyles: Int = 1000) throws {
        (jsonBytes, jsonNanoseconds) = try Self.timeJSONExport(stylesFolder)
        self.listedStyles = listedStyles
        let folder = try Self.folderOfStyles(listedStyles, copiedFrom: stylesFolder)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        listOneRegistryNanoseconds = try Timing.fastest(rounds: 3, operations: 1) { _ in
            let styles = try StyleRegistry(searchPaths: [folder], configuration: .isolated).styles
            guard styles.count == listedStyles, styles.allSatisfy({ $0.loadError == nil }) else {
                throw BenchmarkFailure("the listed folder should hold \(listedStyles) good styles")
            }
            return Double(styles.count)
        }
        let tool = Tool { try StyleRegistry(searchPaths: [folder], configuration: .isolated) }
        var uncached = ToolResult(output: "")
        listNanoseconds = try Timing.fastest(rounds: 3, operations: 1) { _ in
            uncached = tool.list()
            guard uncached.status == .success, uncached.output.hasPrefix("\(listedStyles) styles ") else {
                throw BenchmarkFailure("prestyle list should list \(listedStyles) good styles")
            }
            return Double(uncached.output.utf8.count)
        }
        (listFillingNanoseconds, listCachedNanoseconds) = try Self.timeCachedListing(tool, settling: folder, expected: uncached)
        (checkedStyles, checkWorkers, checkOneWorkerNanoseconds, checkWorkersNanoseconds) = try Self.timeCheck(stylesFolder)
    }

    /// Bytes of `prestyle apply cool --format json`'s document and nanoseconds to write it, fastest round.
    static func timeJSONExport(_ stylesFolder: String) throws -> (bytes: Int, nanoseconds: Double) {
        let registry = try StyleRegistry(searchPaths: [stylesFolder], configuration: .isolated)
        let delegate = try registry.transitioningDelegate(for: "cool")
        let style = try registry.style(named: "cool")
        let stage = Stage(
            style: Stage.Style(name: style.name, source: style.source), transitioningDelegate: delegate,
            makeInteractionController: delegate.makeInteractionController)
        let recording = try Recorder.record(stage: stage)
        let bytes = try recording.jsonBytes().count
        let nanoseconds = try Timing.fastest(rounds: 9, operations: 5) { n in
            var total = 0
            for _ in 0..<n { total += try recording.jsonBytes().count }
            return Double(total)
        }
        return (bytes, nanoseconds)
    }

    /// `prestyle check` of every style in `stylesFolder` (each on 10 devices in both orientations) with one job
    /// and with two, in alternating rounds so that load from elsewhere hits both alike; the fastest of each.
    /// The two reports must be equal, or the measure is of different work.
    private static func timeCheck(_ stylesFolder: String, rounds: Int = 3) throws -> (Int, Int, Double, Double) {
        let tool = Tool { try StyleRegistry(searchPaths: [stylesFolder], configuration: .isolated) }
        let workers = min(2, Batch.activeProcessors)
        var best = (one: Double.infinity, many: Double.infinity)
        var reports: (one: ToolResult?, many: ToolResult?)
        for _ in 0..<rounds {
            let one = ContinuousClock().measure { reports.one = tool.check([], jobs: 1) }
            let many = ContinuousClock().measure { reports.many = tool.check([], jobs: workers) }
            best = (min(best.one, Timing.nanoseconds(one)), min(best.many, Timing.nanoseconds(many)))
        }
        guard let report = reports.one, report == reports.many, report.status == .success else {
            throw BenchmarkFailure("prestyle check printed different reports on 1 and \(workers) workers, or failed")
        }
        let checked = StyleRegistry.styleFiles(inFolder: stylesFolder).count
        return (checked, workers, best.one, best.many)
    }

    /// `prestyle list` with a cache: filling an empty one (a new folder each round), then with the cache full.
    /// Each listing must be the uncached one byte for byte, or the measure is of different work.
    ///
    /// The cache keeps only files that last changed ``PrestyleTool/ListingCache``'s 2 s before the listing
    /// began (so that an edit within one tick of the file system's clock is never missed): the copies just
    /// written are first left to settle, as a user's styles have.
    private static func timeCachedListing(_ tool: Tool, settling folder: String, expected: ToolResult) throws -> (Double, Double) {
        let written = (try? FileManager.default.attributesOfItem(atPath: folder)[.modificationDate] as? Date) ?? Date()
        Thread.sleep(until: written.addingTimeInterval(2.5))
        let caches = FileManager.default.temporaryDirectory.appendingPathComponent("prestyle-bench-cache-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: caches) }
        var round = 0
        var cache = ListingCache(folder: caches)
        func listed(_ listing: ToolResult) throws -> Double {
            guard listing == expected else { throw BenchmarkFailure("prestyle list printed another listing with a cache") }
            return Double(listing.output.utf8.count)
        }
        let filling = try Timing.fastest(rounds: 3, operations: 1) { _ in
            round += 1
            cache = ListingCache(folder: caches + "/\(round)")
            return try listed(tool.list(cache: cache))
        }
        let cached = try Timing.fastest(rounds: 5, operations: 1) { _ in try listed(tool.list(cache: cache)) }
        return (filling, cached)
    }

    /// A new temporary folder of `count` styles, copies of the bundled ones that stand alone (no `use()`).
    private static func folderOfStyles(_ count: Int, copiedFrom source: String) throws -> String {
        let files = StyleRegistry.styleFiles(inFolder: source).compactMap { path in
            (try? String(contentsOfFile: path, encoding: .utf8)).flatMap { $0.contains("use(") ? nil : $0 }
        }
        guard !files.isEmpty else { throw BenchmarkFailure("no standalone style in \(source)") }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("prestyle-bench-list-\(getpid())").path
        try? FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for index in 0..<count {
            let name = "style" + String(index + 10_000).dropFirst()
            try files[index % files.count].write(toFile: folder + "/\(name).lua", atomically: false, encoding: .utf8)
        }
        return folder
    }
}
