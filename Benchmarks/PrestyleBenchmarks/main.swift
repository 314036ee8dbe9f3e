// prestyle-bench: what a Lua style costs against the same presentation written in Swift, measured in one
// run (`make bench`).
//
// The style is Styles/bouncy.lua, loaded by the registry; the Swift side is its mirror in this folder
// (SwiftBouncy*.swift), hook for hook. Before timing anything the two record a whole run each and the
// recordings must be equal — every event, every sampled frame — so that both sides do the same work.
// Cases: one call of frameOfPresentedViewInContainerView on a finished presentation; making the delegate
// for one run; a whole recorded run (present + dismiss, a new delegate and stage each time) sampled at
// 60 fps, and at 1 fps, where the events and hooks remain and almost no sampling. Then the memory the
// registry's Lua state holds for each bundled style. Then the targets' table, every measure against its target
// (the JSON export of `prestyle apply cool`, `prestyle list` over 1,000 styles and `prestyle check` on one
// worker and on two have no Swift twin), and
// how the engine's costs grow with chrome views, stack depth, rotated controllers, sampled frames and listed
// styles that use() a base kept in another folder.
//
// `prestyle-bench one CASE SIDE N` runs only one side (swift, lua) of one case (hook, delegate, run60,
// cycles, run1), N operations, and prints nothing else: for `perf record` and valgrind. `prestyle-bench growth`
// prints only the growth series; `prestyle-bench grow KEY SIZE N` runs one of them (chrome, depth, rotation,
// frames, use) N times at SIZE, untimed, for the same tools. `prestyle-bench json` prints only the JSON export's
// speed, to compare a change to the writer without the whole run.
import Prestyle

#if canImport(Glibc)
    import Glibc
#else
    import Darwin
#endif

let stylesFolder = BundledStyles.folder

func makeRegistry() throws -> StyleRegistry {
    try StyleRegistry(searchPaths: [stylesFolder], configuration: .isolated)
}

do {
    let arguments = CommandLine.arguments
    if arguments.count == 2, arguments[1] == "growth" {
        print(try Growth().lines.joined(separator: "\n"))
        exit(0)
    }
    if arguments.count == 2, arguments[1] == "json" {
        let (bytes, nanoseconds) = try ExportAndListing.timeJSONExport(stylesFolder)
        print("JSON export of cool's run: \(bytes) bytes in \(BenchmarkReport.format(nanoseconds / 1e3)) µs, "
            + "\(BenchmarkReport.format(Double(bytes) / nanoseconds * 1e3)) MB/s")
        exit(0)
    }
    if arguments.count == 5, arguments[1] == "grow" {
        guard let size = Int(arguments[3]), let n = Int(arguments[4]) else {
            throw BenchmarkFailure("usage: prestyle-bench grow KEY SIZE N")
        }
        let value = try Growth.run(key: arguments[2], size: size, operations: n)
        if value.isNaN { print(value) }
        exit(0)
    }
    let scene = try BouncyScene(registry: try makeRegistry())
    let cases = try BenchmarkCase.all(on: scene)
    if arguments.count == 5, arguments[1] == "one" {
        guard let chosen = cases.first(where: { $0.key == arguments[2] }), ["swift", "lua"].contains(arguments[3]),
            let n = Int(arguments[4])
        else {
            throw BenchmarkFailure("usage: prestyle-bench one CASE SIDE N, with CASE one of "
                + "\(cases.map(\.key).joined(separator: ", ")) and SIDE swift or lua")
        }
        let value = try (arguments[3] == "lua" ? chosen.lua : chosen.swift)(n)
        if value.isNaN { print(value) }
        exit(0)
    }
    let report = try BenchmarkReport(
        scene: scene, cases: cases, memory: try MemoryReport(makeRegistry: makeRegistry),
        export: try ExportAndListing(stylesFolder: stylesFolder), growth: try Growth())
    print(report.text, terminator: "")
} catch {
    var message = "prestyle-bench: \(error)\n"
    message.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
    exit(1)
}
