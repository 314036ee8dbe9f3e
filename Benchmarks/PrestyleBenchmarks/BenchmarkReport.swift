import PrestyleExport

/// The whole measurement and its table: first the check that both sides record the same run, then each case
/// timed (``Comparison``), what sampling costs, and the memory report.
struct BenchmarkReport {
    let text: String

    /// - Throws: ``BenchmarkFailure`` when the Swift mirror and the Lua style no longer record the same run.
    init(
        scene: BouncyScene, cases: [BenchmarkCase], memory: MemoryReport, export: ExportAndListing, growth: Growth
    ) throws {
        let swiftRecording = try BouncyScene.record(scene.swiftStage(), fps: 60)
        let luaRecording = try BouncyScene.record(try scene.luaStage(), fps: 60)
        if let difference = RecordingDifference(swiftRecording, luaRecording) {
            throw BenchmarkFailure("the Swift mirror no longer does what \(scene.style.source) does: \(difference)")
        }
        var lines = ["\(scene.style.source) vs the same presentation in Swift (\(Comparison.rounds) alternating rounds each)", ""]
        lines.append(Self.pad("", Self.nameWidth) + "  ------ fastest -------   ------- median -------")
        lines.append(Self.pad("case", Self.nameWidth) + "   Swift     Lua   ratio    Swift     Lua   ratio")
        var timings: [String: Comparison] = [:]
        var checksum = 0.0
        for item in cases {
            let timing = try Comparison(operations: item.operations, swift: item.swift, lua: item.lua)
            timings[item.key] = timing
            checksum += timing.checksum
            lines.append(
                Self.pad(item.name, Self.nameWidth) + Self.time(timing.swiftFastest / item.unit, width: 8)
                    + Self.time(timing.luaFastest / item.unit, width: 8) + Self.ratio(timing.fastestRatio)
                    + Self.time(timing.swiftMedian / item.unit, width: 9) + Self.time(timing.luaMedian / item.unit, width: 8)
                    + Self.ratio(timing.medianRatio))
        }
        if let full = timings["run60"], let sparse = timings["run1"] {
            let frames = luaRecording.phases.reduce(0) { $0 + $1.frames.count }
            let events = luaRecording.phases.reduce(0) { $0 + $1.events.count }
            let swiftSampling = (full.swiftFastest - sparse.swiftFastest) / 1e6
            let luaSampling = (full.luaFastest - sparse.luaFastest) / 1e6
            lines += [
                "",
                "A run is \(events) events, and \(frames) frames at 60 fps. Sampling the frames (60 fps less 1 fps, fastest)",
                "costs \(Self.format(swiftSampling, decimals: 2)) ms in Swift and \(Self.format(luaSampling, decimals: 2)) ms "
                    + "with Lua: the style's cost is in its hooks and its delegate.",
            ]
            if let delegate = timings["delegate"] {
                let extra = (sparse.luaFastest - sparse.swiftFastest) / 1e6
                let lookup = (delegate.luaFastest - delegate.swiftFastest) / 1e6
                lines.append(
                    "Of the \(Self.format(extra, decimals: 2)) ms more a run takes with Lua, making the delegate (the registry's "
                        + "lookup) is \(Self.format(lookup, decimals: 2)) ms")
                lines.append("and the style's hooks and animators are \(Self.format(extra - lookup, decimals: 2)) ms.")
            }
        }
        lines += ["", "Memory of the registry's Lua state (StyleRegistry.memoryInUse after a full collection)", ""]
        lines.append(Self.pad("a registry that has loaded nothing", Self.nameWidth) + Self.kibibytes(memory.empty))
        for (name, bytes) in memory.perStyle {
            lines.append(Self.pad("  + \(name).lua loaded alone", Self.nameWidth) + Self.kibibytes(bytes))
        }
        lines.append(Self.pad("a registry with all \(memory.perStyle.count) styles loaded", Self.nameWidth) + Self.kibibytes(memory.all))
        lines.append(Self.pad("  the same before its collection", Self.nameWidth) + Self.kibibytes(memory.allBeforeCollection))
        lines += IssueTable.lines(timings: timings, export: export, memory: memory, growth: growth)
        if checksum.isNaN { lines.append("\(checksum)") }
        text = lines.map { $0 + "\n" }.joined()
    }

    static let nameWidth = 48

    /// A number right-aligned in `width` columns: whole from 100 up, else with `decimals` decimals.
    static func format(_ value: Double, width: Int = 0, decimals: Int = 1) -> String {
        let places = abs(value) >= 100 ? 0 : decimals
        var scale = 1
        for _ in 0..<places { scale *= 10 }
        let scaled = Int((abs(value) * Double(scale)).rounded())
        var text = (value < 0 && scaled > 0 ? "-" : "") + String(scaled / scale)
        if places > 0 {
            let fraction = String(scaled % scale)
            text += "." + String(repeating: "0", count: places - fraction.count) + fraction
        }
        return String(repeating: " ", count: max(0, width - text.count)) + text
    }

    /// A time in the row's unit: two decimals below 10, so that a millisecond run shows its differences.
    static func time(_ value: Double, width: Int) -> String { format(value, width: width, decimals: value < 10 ? 2 : 1) }

    static func ratio(_ value: Double) -> String { format(value, width: 7, decimals: 2) + "x" }

    static func kibibytes(_ bytes: Int) -> String { format(Double(bytes) / 1024, width: 8) + " KiB" }

    static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
