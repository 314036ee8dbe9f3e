import PrestyleTool

/// Issue 13's table, each measure against its target, and the growth series: the lines the benchmark ends with.
enum IssueTable {
    /// - Parameters:
    ///   - timings: The compared cases by key (`hook`, `delegate`, `run60`, `cycles`), fastest rounds.
    ///   - export: The JSON writer's and the listing's measures.
    ///   - growth: The growth series.
    static func lines(timings: [String: Comparison], export: ExportAndListing, growth: Growth) -> [String] {
        typealias R = BenchmarkReport
        var lines = ["", "Issue 13's measures against their targets (fastest round; Swift is the same work in Swift)", ""]
        lines.append(R.pad("measure", R.nameWidth) + R.pad("Swift", 12) + R.pad("now", 14) + R.pad("target", 14) + "met")
        func row(_ name: String, swift: String, now: String, target: String, met: Bool) {
            lines.append(R.pad(name, R.nameWidth) + R.pad(swift, 12) + R.pad(now, 14) + R.pad(target, 14) + (met ? "yes" : "no"))
        }
        if let hook = timings["hook"] {
            row("frameOfPresentedView by bouncy.lua", swift: R.format(hook.swiftFastest) + " ns",
                now: R.format(hook.luaFastest) + " ns", target: "<= 300 ns", met: hook.luaFastest <= 300)
        }
        if let delegate = timings["delegate"] {
            row("transitioning delegate for a run", swift: R.format(delegate.swiftFastest / 1e3, decimals: 2) + " µs",
                now: R.format(delegate.luaFastest / 1e3) + " µs", target: "<= 5 µs", met: delegate.luaFastest <= 5e3)
        }
        if let run = timings["run60"] {
            row("recorded run at 60 fps, Lua / Swift", swift: "1x", now: R.format(run.fastestRatio, decimals: 2) + "x",
                target: "<= 1.10x", met: run.fastestRatio <= 1.10)
        }
        if let cycles = timings["cycles"] {
            let swift = 1e9 / cycles.swiftFastest, lua = 1e9 / cycles.luaFastest
            row("unrecorded cycles per second, bouncy", swift: R.format(swift, decimals: 0), now: R.format(lua, decimals: 0),
                target: ">= 5000", met: lua >= 5000)
        }
        let kilobytes = R.format(Double(export.jsonBytes) / 1e3, decimals: 0)
        row("JSON export of cool's run (\(kilobytes) KB)", swift: "-", now: R.format(export.jsonMegabytesPerSecond) + " MB/s",
            target: ">= 100 MB/s", met: export.jsonMegabytesPerSecond >= 100)
        row("prestyle list over \(export.listedStyles) styles, cached", swift: "-",
            now: R.format(export.listCachedNanoseconds / 1e6) + " ms", target: "<= 100 ms", met: export.listCachedNanoseconds <= 100e6)
        row("prestyle list over \(export.listedStyles) styles, first", swift: "-",
            now: R.format(export.listFillingNanoseconds / 1e6) + " ms", target: "<= 100 ms", met: export.listFillingNanoseconds <= 100e6)
        lines.append("  (on \(Batch.activeProcessors) workers; cached: unchanged since the listing before; first: an empty cache,")
        lines.append("  every style loaded and kept; --no-cache " + R.format(export.listNanoseconds / 1e6)
            + " ms; one registry alone " + R.format(export.listOneRegistryNanoseconds / 1e6) + " ms)")
        row("prestyle check on \(export.checkWorkers) cores vs 1", swift: "-",
            now: R.format(export.checkScaling, decimals: 2) + "x", target: ">= 1.7x", met: export.checkScaling >= 1.7)
        lines.append("  (\(export.checkedStyles) styles × 20 runs: " + R.format(export.checkOneWorkerNanoseconds / 1e6, decimals: 0)
            + " ms on 1 worker, " + R.format(export.checkWorkersNanoseconds / 1e6, decimals: 0) + " ms on \(export.checkWorkers))")

        lines += [""] + growth.lines
        return lines
    }
}
