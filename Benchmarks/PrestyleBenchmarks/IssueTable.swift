import PrestyleTool

/// The targets' table — every measure beside its Swift twin (where it has one), the ratio and the target —
/// then the earlier targets that still stand, and the growth series: the lines the benchmark ends with.
enum IssueTable {
    /// - Parameters:
    ///   - timings: The compared cases by key (`hook`, `delegate`, `run60`, `cycles`), fastest rounds.
    ///   - export: The JSON writer's, the listing's and the check's measures.
    ///   - memory: The registry's memory, for the memory per loaded style.
    ///   - growth: The growth series.
    static func lines(timings: [String: Comparison], export: ExportAndListing, memory: MemoryReport, growth: Growth) -> [String] {
        typealias R = BenchmarkReport
        var lines = ["", "The targets (fastest round of one run; Swift is the same work in Swift)", ""]
        lines.append(R.pad("measure", R.nameWidth) + R.pad("Swift", 11) + R.pad("Lua style", 11) + R.pad("ratio", 9)
            + R.pad("target", 12) + "met")
        func row(_ name: String, swift: String, lua: String, ratio: String, target: String, met: Bool) {
            lines.append(R.pad(name, R.nameWidth) + R.pad(swift, 11) + R.pad(lua, 11) + R.pad(ratio, 9) + R.pad(target, 12)
                + (met ? "yes" : "no"))
        }
        func compared(_ key: String, _ name: String, unit: Double, suffix: String, decimals: Int, most: Double) {
            guard let timing = timings[key] else { return }
            row(name, swift: R.format(timing.swiftFastest / unit, decimals: decimals) + suffix,
                lua: R.format(timing.luaFastest / unit, decimals: decimals) + suffix,
                ratio: R.format(timing.fastestRatio, decimals: 2) + "x", target: "<= " + R.format(most, decimals: 2) + "x",
                met: timing.fastestRatio <= most)
        }
        compared("hook", "frameOfPresentedView, one call", unit: 1, suffix: " ns", decimals: 1, most: 15)
        compared("delegate", "transitioning delegate for a run", unit: 1e3, suffix: " µs", decimals: 2, most: 20)
        compared("run60", "recorded run, present + dismiss, 60 fps", unit: 1e6, suffix: " ms", decimals: 2, most: 1.05)
        compared("cycles", "unrecorded present + dismiss, one cycle", unit: 1e3, suffix: " µs", decimals: 1, most: 1.5)
        row("prestyle list, \(export.listedStyles) styles, first", swift: "-",
            lua: R.format(export.listFillingNanoseconds / 1e6) + " ms", ratio: "-", target: "<= 100 ms",
            met: export.listFillingNanoseconds <= 100e6)
        row("prestyle check, \(export.checkWorkers) workers vs 1", swift: "-",
            lua: R.format(export.checkScaling, decimals: 2) + "x", ratio: "-", target: ">= 1.80x", met: export.checkScaling >= 1.8)
        let perStyle = memory.perLoadedStyle / 1024
        row("memory per loaded style", swift: "-", lua: R.format(perStyle) + " KiB", ratio: "-", target: "<= 30 KiB",
            met: perStyle <= 30)
        lines.append("  (list: an empty cache, every style loaded and kept, on \(Batch.activeProcessors) workers; --no-cache "
            + R.format(export.listNanoseconds / 1e6) + " ms; one registry alone " + R.format(export.listOneRegistryNanoseconds / 1e6)
            + " ms)")
        lines.append("  (check: \(export.checkedStyles) styles: " + R.format(export.checkOneWorkerNanoseconds / 1e6, decimals: 0)
            + " ms on 1 worker, " + R.format(export.checkWorkersNanoseconds / 1e6, decimals: 0) + " ms on \(export.checkWorkers))")
        lines.append("  (memory: a registry with all \(memory.perStyle.count) bundled styles loaded, less one that has loaded nothing,")
        lines.append("  divided by \(memory.perStyle.count); each after a full collection)")

        lines += ["", "Earlier targets that still stand", ""]
        lines.append(R.pad("measure", R.nameWidth) + R.pad("Swift", 11) + R.pad("now", 20) + R.pad("target", 12) + "met")
        func earlier(_ name: String, swift: String, now: String, target: String, met: Bool) {
            lines.append(R.pad(name, R.nameWidth) + R.pad(swift, 11) + R.pad(now, 20) + R.pad(target, 12) + (met ? "yes" : "no"))
        }
        if let cycles = timings["cycles"] {
            let swift = 1e9 / cycles.swiftFastest, lua = 1e9 / cycles.luaFastest
            earlier("unrecorded cycles per second, bouncy", swift: R.format(swift, decimals: 0), now: R.format(lua, decimals: 0),
                    target: ">= 5000", met: lua >= 5000)
        }
        let kilobytes = R.format(Double(export.jsonBytes) / 1e3, decimals: 0)
        earlier("JSON export of cool's run (\(kilobytes) KB)", swift: "-", now: R.format(export.jsonMegabytesPerSecond) + " MB/s",
                target: ">= 100 MB/s", met: export.jsonMegabytesPerSecond >= 100)
        earlier("prestyle list, \(export.listedStyles) styles, cached", swift: "-",
                now: R.format(export.listCachedNanoseconds / 1e6) + " ms", target: "<= 100 ms", met: export.listCachedNanoseconds <= 100e6)

        lines += [""] + growth.lines
        return lines
    }
}
