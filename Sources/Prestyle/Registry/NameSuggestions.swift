/// Close matches for a misspelt name, by edit distance: how the registry suggests `bouncy` for `bouncey` and
/// `frameOfPresentedView` for `frameOfPresentedVeiw`.
enum NameSuggestions {
    /// The candidates within a small edit distance of `name` (case-insensitive), closest first, at most
    /// `limit` of them. The distance allowed grows with the name: a third of its length, at least 1, at most 4
    /// (so short names only match near-identical ones).
    ///
    /// Names whose lengths differ by more than the distance allowed are never compared (they cannot be that
    /// close): a script's name of megabytes costs nothing.
    ///
    /// UIKit's spelling of a candidate comes first, however far it is: `frameOfPresentedViewInContainerView`
    /// suggests `frameOfPresentedView` (``UIKitNames``).
    static func closest(to name: String, among candidates: [String], limit: Int = 3) -> [String] {
        let uikit = UIKitNames.counterparts(of: name, among: candidates)
        guard uikit.isEmpty else { return Array(uikit.prefix(limit)) }
        let length = name.count
        let allowed = Swift.min(4, Swift.max(1, length / 3))
        let comparable = candidates.filter { Swift.abs($0.count - length) <= allowed }
        guard !comparable.isEmpty else { return [] }
        let target = Array(name.lowercased())
        let scored = comparable.compactMap { candidate -> (String, Int)? in
            guard candidate != name else { return nil }
            let lowered = Array(candidate.lowercased())
            if lowered == target { return (candidate, 0) }
            let distance = editDistance(target, lowered)
            return distance <= allowed ? (candidate, distance) : nil
        }
        return scored.sorted { ($0.1, $0.0) < ($1.1, $1.0) }.prefix(limit).map(\.0)
    }

    /// The Damerau–Levenshtein distance (optimal string alignment): insertions, deletions, substitutions and
    /// swaps of neighbours each cost 1, so `Veiw` is one edit from `View`.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousRow = [Int](repeating: 0, count: b.count + 1)
        var row = Array(0...b.count)
        for i in 1...a.count {
            let beforeRow = previousRow
            previousRow = row
            row = [Int](repeating: 0, count: b.count + 1)
            row[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                row[j] = Swift.min(previousRow[j] + 1, row[j - 1] + 1, previousRow[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    row[j] = Swift.min(row[j], beforeRow[j - 2] + 1)
                }
            }
        }
        return row[b.count]
    }
}
