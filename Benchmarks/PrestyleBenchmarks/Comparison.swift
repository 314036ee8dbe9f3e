/// One case timed both ways — the presentation written in Swift and the Lua style — in alternating rounds, so
/// that a burst of load from elsewhere on a shared machine hits both sides (and each side goes first half the
/// time): each side keeps its fastest round (the least disturbed) and its median round, per operation.
struct Comparison {
    var swiftFastest: Double
    var swiftMedian: Double
    var luaFastest: Double
    var luaMedian: Double
    /// The sum of what the measured closures returned: printed when it is NaN, so the optimizer keeps the work.
    var checksum: Double

    var fastestRatio: Double { luaFastest / swiftFastest }
    var medianRatio: Double { luaMedian / swiftMedian }

    /// Rounds per side.
    static let rounds = 15

    /// Times the two sides, after one untimed round of each (caches, the Lua collector, lazily made objects).
    ///
    /// - Parameters:
    ///   - operations: How many operations one round runs.
    ///   - swift: Runs `n` operations the Swift way and returns a value the optimizer cannot drop.
    ///   - lua: The same with the Lua style.
    init(operations: Int, swift: (Int) throws -> Double, lua: (Int) throws -> Double) rethrows {
        checksum = try swift(operations) + lua(operations)
        var swiftTimes: [Double] = []
        var luaTimes: [Double] = []
        for round in 0..<Self.rounds {
            for isLua in round.isMultiple(of: 2) ? [false, true] : [true, false] {
                var result = 0.0
                let elapsed = try ContinuousClock().measure { result = try (isLua ? lua : swift)(operations) }
                checksum += result
                let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
                if isLua { luaTimes.append(nanoseconds / Double(operations)) } else {
                    swiftTimes.append(nanoseconds / Double(operations))
                }
            }
        }
        swiftFastest = swiftTimes.min()!
        swiftMedian = Self.median(swiftTimes)
        luaFastest = luaTimes.min()!
        luaMedian = Self.median(luaTimes)
    }

    private static func median(_ values: [Double]) -> Double {
        values.sorted()[values.count / 2]
    }
}
