extension TextSummary {
    /// A gesture phase's finger: every touch sample, four to a line — its time, its phase and where it was in
    /// the window (`0.017 moved (196.5, 666.5)`).
    func touches(_ samples: [Recording.TouchSample], indent: String) -> [String] {
        let described = samples.map { sample in
            "\(ExportNumber.fixed(sample.t, decimals: 3)) \(sample.phase) "
                + "(\(ExportNumber.text(sample.x, decimals: 2)), \(ExportNumber.text(sample.y, decimals: 2)))"
        }
        let width = (described.map(\.count).max() ?? 0) + 2
        var lines = [indent + style.bold("finger") + " (\(samples.count) touch samples: t, phase, window point)"]
        for start in stride(from: 0, to: described.count, by: 4) {
            let row = described[start..<Swift.min(start + 4, described.count)]
            let text = row.enumerated().map { index, item in
                index == row.count - 1 ? item : item.padding(toLength: width, withPad: " ", startingAt: 0)
            }.joined()
            lines.append(indent + "  " + text)
        }
        return lines
    }
}
