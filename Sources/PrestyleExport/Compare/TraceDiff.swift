import Foundation

/// The two hook traces of a phase lined up: calls both runs made, in order, and those only one made — a
/// longest-common-subsequence diff on (call, target), the times kept from each side.
///
/// Targets name the style that received a call (`bouncy.presentation(presented)`, `Style(cool)`), so two
/// styles would share no hook call at all. Given the two styles' names, each side's name counts as the same
/// placeholder, ``styleMark``: `bouncy.animator` and `cool.animator` are the same target, `‹style›.animator`
/// (a call only one run made keeps its own target).
struct TraceDiff {
    /// What a style's name becomes in targets the two runs share.
    static let styleMark = "‹style›"

    enum Line: Equatable {
        case both(Recording.Event, Recording.Event)
        case onlyFirst(Recording.Event)
        case onlySecond(Recording.Event)
    }

    let lines: [Line]

    init(_ first: [Recording.Event], _ second: [Recording.Event], styles: (String, String)? = nil) {
        // Lines both runs share show the placeholder; a line of one run shows its own target.
        let (ownFirst, ownSecond) = (first, second)
        let first = styles.map { names in first.map { TraceDiff.neutral($0, style: names.0) } } ?? first
        let second = styles.map { names in second.map { TraceDiff.neutral($0, style: names.1) } } ?? second
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
                lines.append(.onlyFirst(ownFirst[i]))
                i += 1
            } else {
                lines.append(.onlySecond(ownSecond[j]))
                j += 1
            }
        }
        self.lines = lines
    }

    var commonCount: Int { lines.filter { if case .both = $0 { true } else { false } }.count }
    var onlyFirstCount: Int { lines.filter { if case .onlyFirst = $0 { true } else { false } }.count }
    var onlySecondCount: Int { lines.filter { if case .onlySecond = $0 { true } else { false } }.count }

    /// The event with `style` in its target, as a whole word, replaced by ``styleMark``.
    static func neutral(_ event: Recording.Event, style: String) -> Recording.Event {
        guard !style.isEmpty else { return event }
        let word = "(?<![A-Za-z0-9_-])" + NSRegularExpression.escapedPattern(for: style) + "(?![A-Za-z0-9_-])"
        var event = event
        event.target = event.target.replacingOccurrences(of: word, with: styleMark, options: .regularExpression)
        return event
    }
}
