/// Timing of one side alone, for the measures that have no Swift twin (the JSON writer, the listing) and for
/// the growth series: the fastest of a few rounds, after one untimed round.
enum Timing {
    /// Nanoseconds per operation, fastest of `rounds` rounds of `operations` each.
    ///
    /// - Parameter body: Runs `n` operations and returns a value the optimizer cannot drop (NaN is printed).
    static func fastest(rounds: Int = 5, operations: Int, _ body: (Int) throws -> Double) rethrows -> Double {
        var checksum = try body(operations)
        var best = Double.infinity
        for _ in 0..<rounds {
            var result = 0.0
            let elapsed = try ContinuousClock().measure { result = try body(operations) }
            checksum += result
            best = min(best, nanoseconds(elapsed) / Double(operations))
        }
        if checksum.isNaN { print(checksum) }
        return best
    }

    static func nanoseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
    }
}
