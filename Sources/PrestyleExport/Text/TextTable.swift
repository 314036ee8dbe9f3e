/// Rows of text cells laid out in aligned columns, for traces and state tables that a person scans down (the
/// CLI's listings use it too).
public struct TextTable: Sendable {
    /// Where a cell sits in its column.
    public enum Alignment: Sendable {
        /// Against the column's left edge: names and calls.
        case left
        /// Against the column's right edge: numbers, so their decimal points line up.
        case right
    }

    /// The first line's cells (a caller may dim it through `decorate`), or nil for none.
    public var header: [String]?
    /// One alignment per column; a row's cells past the last alignment are left out.
    public var alignments: [Alignment]
    /// The body's rows, in order.
    public var rows: [[String]] = []
    /// Spaces between columns.
    public var gap = 2
    /// The widest each column grows, nil for no limit: a longer cell runs past its column on its own row
    /// instead of pushing every other row's next column to the right (one long `trace()` message, say).
    public var maximumWidths: [Int?] = []

    /// An empty table with these columns.
    public init(header: [String]? = nil, alignments: [Alignment]) {
        self.header = header
        self.alignments = alignments
    }

    /// Adds a row at the bottom.
    public mutating func append(_ row: [String]) {
        rows.append(row)
    }

    /// The table's lines, each prefixed with `indent`, trailing spaces removed. `decorate` may wrap a finished
    /// line (for instance in a terminal color) once its width has been measured. Each cell's control
    /// characters are escaped (``TerminalText/escaped(_:)``) before it is measured: a cell is one field.
    public func lines(indent: String = "", decorate: (Int, String) -> String = { $1 }) -> [String] {
        let all = ((header.map { [$0] } ?? []) + rows).map { $0.map(TerminalText.escaped) }
        var widths = [Int](repeating: 0, count: alignments.count)
        for row in all {
            for (column, cell) in row.enumerated() where column < widths.count {
                let limit = column < maximumWidths.count ? maximumWidths[column] ?? Int.max : Int.max
                widths[column] = max(widths[column], min(cell.count, limit))
            }
        }
        return all.enumerated().map { index, row in
            var line = indent
            for (column, cell) in row.enumerated() where column < widths.count {
                let padding = String(repeating: " ", count: max(0, widths[column] - cell.count))
                line += alignments[column] == .left ? cell + padding : padding + cell
                if column < row.count - 1 { line += String(repeating: " ", count: gap) }
            }
            while line.last == " " { line.removeLast() }
            // Rows are numbered from 0 after the header, which gets -1.
            return decorate(header == nil ? index : index - 1, line)
        }
    }
}
