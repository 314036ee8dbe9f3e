/// The two hook traces of a phase lined up: calls both runs made, in order, and those only one made — a
/// longest-common-subsequence diff on (call, target), the times kept from each side.
struct TraceDiff {
    enum Line: Equatable {
        case both(Recording.Event, Recording.Event)
        case onlyFirst(Recording.Event)
        case onlySecond(Recording.Event)
    }

    let lines: [Line]

    init(_ first: [Recording.Event], _ second: [Recording.Event]) {
        func same(_ a: Recording.Event, _ b: Recording.Event) -> Bool { a.call == b.call && a.target == b.target }
        let n = first.count, m = second.count
        // common[i][j]: the longest common run of first[i...] and second[j...].
        var common = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                common[i][j] = same(first[i], second[j])
                    ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var lines: [Line] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, same(first[i], second[j]) {
                lines.append(.both(first[i], second[j]))
                i += 1
                j += 1
            } else if j == m || (i < n && common[i + 1][j] >= common[i][j + 1]) {
                lines.append(.onlyFirst(first[i]))
                i += 1
            } else {
                lines.append(.onlySecond(second[j]))
                j += 1
            }
        }
        self.lines = lines
    }

    var commonCount: Int { lines.filter { if case .both = $0 { true } else { false } }.count }
    var onlyFirstCount: Int { lines.filter { if case .onlyFirst = $0 { true } else { false } }.count }
    var onlySecondCount: Int { lines.filter { if case .onlySecond = $0 { true } else { false } }.count }
}
