import PresentationKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A box drawing of the screen at one moment, for a terminal: the screen scaled to a character grid (a
/// character cell counts as twice as tall as it is wide), framed with double lines, each visible view's outline
/// drawn back to front with its name on its top edge.
///
///     ╔══════════════════════════════╗
///     ║┌leopard─┬─presenting────────┐║
///     ║│        │  ┌presented─────┐ │║
///
/// The controllers' content views are left out. An opaque view blanks what lies behind it; a translucent one
/// only adds its outline. Where an outline meets one behind it the lines join (`┬`, `┤`, `┼`), so a layout
/// reads as one drawing. Views that coincide on the grid (a view filling the clipping view it is in, too) share
/// one outline whose label joins their names with "+".
///
/// A transformed view is drawn from its recorded transform (and its ancestors'), as the screen shows it: a
/// scaled view (card's receding presenter at 0.93, zoom's content at 0.2) as its smaller rectangle, a
/// rotated one as its turned outline, its edges drawn `╱`, `╲`, `─` or `│` by their slope on the screen. Its
/// name says how its own transform changes it: `shot ×0.93`, `card ×0.5,1` (x and y differ), `tile ↻30°`
/// (clockwise on the screen, as UIKit's positive angles turn), when there is room for it after the name. A
/// translation only moves a view, so it says nothing.
///
/// Names are written after every outline is drawn, each on the part of its view's top edge that still shows —
/// so a view in front never leaves a stray piece of the name of one behind it — cut short only when no part is
/// long enough.
struct LayoutSketch {
    /// The most columns the screen may take.
    var maxColumns = 64
    /// The most rows the screen may take.
    var maxRows = 32

    /// A view's outline on the grid, inclusive cell coordinates.
    private struct Box {
        var label: String
        /// The label with what each view's transform does to it after its name (`shot ×0.93+dim`), written
        /// instead of the label when there is room.
        var noted: String
        let left: Int, top: Int, right: Int, bottom: Int
        let clip: (left: Int, top: Int, right: Int, bottom: Int)
        let isOpaque: Bool
        /// A rotated or skewed view's outline: its four corners in grid units (a cell is 1 × 1), in order
        /// around it; nil for an upright rectangle.
        var corners: [Point]? = nil

        /// Whether the two draw the same outline: the same cells, cut the same way by their clips (a view that
        /// fills the clipping view it is in draws its parent's outline), both upright.
        func covers(_ other: Box) -> Bool {
            left == other.left && top == other.top && right == other.right && bottom == other.bottom
                && shown == other.shown && corners == nil && other.corners == nil
        }

        /// The part of the outline its clip leaves.
        private var shown: [Int] {
            [max(left, clip.left), max(top, clip.top), min(right, clip.right), min(bottom, clip.bottom)]
        }

        func isInClip(_ row: Int, _ column: Int) -> Bool {
            row >= clip.top && row <= clip.bottom && column >= clip.left && column <= clip.right
        }

        /// The first row that shows (the top edge unless it is cut off) and the columns that show.
        var shownRows: ClosedRange<Int>? {
            let first = max(top, clip.top), last = min(bottom, clip.bottom)
            return first <= last ? first...last : nil
        }

        var shownColumns: ClosedRange<Int>? {
            let first = max(left, clip.left), last = min(right, clip.right)
            return first <= last ? first...last : nil
        }

        /// The lines of its outline through a cell on it.
        func lines(_ row: Int, _ column: Int) -> Lines {
            var lines: Lines = []
            if row == top || row == bottom {
                if column > left { lines.insert(.left) }
                if column < right { lines.insert(.right) }
            }
            if column == left || column == right {
                if row > top { lines.insert(.up) }
                if row < bottom { lines.insert(.down) }
            }
            return lines
        }
    }

    /// The directions lines leave a cell in.
    private struct Lines: OptionSet {
        let rawValue: UInt8
        static let up = Lines(rawValue: 1), down = Lines(rawValue: 2), left = Lines(rawValue: 4), right = Lines(rawValue: 8)
        static let all: [(Lines, row: Int, column: Int)] = [(.up, -1, 0), (.down, 1, 0), (.left, 0, -1), (.right, 0, 1)]

        var opposite: Lines {
            Lines(rawValue: (rawValue & 0b0101) << 1 | (rawValue & 0b1010) >> 1)
        }
    }

    /// A cell of the grid: empty, or on an outline — the lines of the frontmost box drawn there, the lines of
    /// outlines behind it, and that box.
    private struct Cell {
        var isEdge = false
        var own: Lines = []
        var behind: Lines = []
        var owner: Int?
        /// The character of a turned outline's edge through the cell, which joins nothing.
        var slant: Character?
    }

    /// The drawing's lines, then a line naming the listed views that do not show and why.
    func lines(of frame: Recording.Frame, screen: Size) -> [String] {
        guard screen.width > 0, screen.height > 0, screen.isFinite else { return ["(no screen to draw)"] }
        let scale = min(Double(maxColumns) / screen.width, 2 * Double(maxRows) / screen.height)
        let columns = max(1, Int((screen.width * scale).rounded()))
        let rows = max(1, Int((screen.height * scale / 2).rounded()))
        let (boxes, unseen) = LayoutSketch.boxes(of: frame, screen: screen, columns: columns, rows: rows)

        var cells = [[Cell]](repeating: [Cell](repeating: Cell(), count: columns), count: rows)
        for index in boxes.indices { LayoutSketch.draw(boxes, index, on: &cells) }
        var grid = cells.indices.map { row in
            cells[row].indices.map { LayoutSketch.character(cells, row, $0) }
        }
        for index in boxes.indices { LayoutSketch.writeLabel(of: boxes, index, cells: cells, on: &grid) }

        var lines = ["╔" + String(repeating: "═", count: columns) + "╗"]
        lines += grid.map { "║" + String($0) + "║" }
        lines.append("╚" + String(repeating: "═", count: columns) + "╝")
        if !unseen.isEmpty { lines.append("not shown: " + unseen.joined(separator: ", ")) }
        return lines
    }

    /// The outlines to draw, back to front, and the listed views that do not show, with the reason.
    private static func boxes(of frame: Recording.Frame, screen: Size, columns: Int, rows: Int)
        -> (boxes: [Box], unseen: [String])
    {
        let cellWidth = screen.width / Double(columns), cellHeight = screen.height / Double(rows)
        let screenRect = Rect(origin: .zero, size: screen)
        var boxes: [Box] = []
        var unseen: [String] = []
        // The controllers' own content is the app's business, not the style's: the drawing shows the layout a
        // style controls — the controllers' views and the chrome.
        for view in ScreenLayout(frame).views where view.role != .window && view.role != .content {
            let visible = view.visibleRect.intersection(screenRect)
            guard view.isVisible, !visible.isNull, visible.width > 0 || visible.height > 0 else {
                if view.role.isListed { unseen.append("\(TerminalText.escaped(view.state.name)) (\(reason(view, screenRect)))") }
                continue
            }
            // The container normally fills the screen, where it would only repeat the device's outline.
            if view.role == .container, view.screenRect == screenRect { continue }
            let cells = cells(view.screenRect, cellWidth, cellHeight)
            let clipRect = (view.clip ?? screenRect).intersection(screenRect)
            let clipCells = self.cells(clipRect, cellWidth, cellHeight)
            var box = Box(
                label: TerminalText.escaped(view.state.name),
                noted: TerminalText.escaped(view.state.name) + LayoutSketch.note(view.state.transform),
                left: cells.left, top: cells.top, right: cells.right, bottom: cells.bottom,
                clip: (max(0, clipCells.left), max(0, clipCells.top),
                       min(columns - 1, clipCells.right), min(rows - 1, clipCells.bottom)),
                isOpaque: view.isOpaque)
            if LayoutSketch.isTurned(view.toScreen) {
                let b = view.state.bounds
                box.corners = [Point(x: b.minX, y: b.minY), Point(x: b.maxX, y: b.minY), Point(x: b.maxX, y: b.maxY),
                               Point(x: b.minX, y: b.maxY)]
                    .map { $0.applying(view.toScreen) }
                    .map { Point(x: $0.x / cellWidth, y: $0.y / cellHeight) }
            }
            if let index = boxes.lastIndex(where: { $0.covers(box) }) {
                box.label = boxes[index].label + "+" + box.label
                box.noted = boxes[index].noted + "+" + box.noted
                boxes.remove(at: index)
            }
            boxes.append(box)
        }
        return (boxes, unseen)
    }

    /// Whether a transform turns a view off the upright: a rotation or a skew, beyond rounding noise.
    private static func isTurned(_ transform: AffineTransform) -> Bool {
        let scale = max(abs(transform.a), abs(transform.b), abs(transform.c), abs(transform.d))
        return abs(transform.b) > scale * 1e-6 || abs(transform.c) > scale * 1e-6
    }

    /// What a view's own transform does to it, for its name: ` ×0.93` for a uniform scale, ` ×0.5,1` for
    /// differing x and y, ` ↻30°` (` ↺30°`) for a rotation clockwise (counterclockwise) on the screen; empty
    /// for the identity or a translation. Scales to 2 decimals, angles to whole degrees; a flip shows as a
    /// negative scale.
    static func note(_ transform: AffineTransform) -> String {
        let t = transform
        let angle: Double = atan2(t.b, t.a) * 180 / Double.pi
        let sx: Double = (t.a * t.a + t.b * t.b).squareRoot()
        let sign: Double = t.determinant < 0 ? -1 : 1
        let sy: Double = sign * (t.c * t.c + t.d * t.d).squareRoot()
        func n(_ value: Double) -> String { ExportNumber.text(value, decimals: 2) }
        var note = ""
        if n(sx) != "1" || n(sy) != "1" { note += n(sx) == n(sy) ? " ×" + n(sx) : " ×" + n(sx) + "," + n(sy) }
        let degrees = Int(angle.rounded())
        if degrees != 0 { note += degrees > 0 ? " ↻\(degrees)°" : " ↺\(-degrees)°" }
        return note
    }

    private static func reason(_ view: ScreenLayout.PlacedView, _ screen: Rect) -> String {
        if view.isHiddenInTree { return "hidden" }
        if view.opacity <= 0 { return "alpha 0" }
        if view.clip.map({ !$0.intersects(view.screenRect) }) == true { return "clipped" }
        if view.screenRect.width == 0 || view.screenRect.height == 0 { return "zero size" }
        return "off screen"
    }

    /// The inclusive cells a rectangle covers; at least one cell in each direction.
    private static func cells(_ rect: Rect, _ cellWidth: Double, _ cellHeight: Double)
        -> (left: Int, top: Int, right: Int, bottom: Int)
    {
        func cell(_ value: Double, _ size: Double) -> Int {
            let position = value / size
            guard position.isFinite else { return value < 0 ? Int.min / 4 : Int.max / 4 }
            return Int(max(-1e6, min(1e6, position.rounded())))
        }
        let left = cell(rect.minX, cellWidth), top = cell(rect.minY, cellHeight)
        let right = max(left, cell(rect.maxX, cellWidth) - 1)
        let bottom = max(top, cell(rect.maxY, cellHeight) - 1)
        return (left, top, right, bottom)
    }

    /// Draws box `index` over what is there: an opaque box empties its inside; its outline keeps a note of the
    /// lines it covers, which join it where they still show next to it.
    private static func draw(_ boxes: [Box], _ index: Int, on cells: inout [[Cell]]) {
        let box = boxes[index]
        guard let rows = box.shownRows, let columns = box.shownColumns else { return }
        if let corners = box.corners {
            drawTurned(box, corners, index, rows: rows, columns: columns, on: &cells)
            return
        }
        for row in rows {
            for column in columns {
                let onEdge = row == box.top || row == box.bottom || column == box.left || column == box.right
                if onEdge {
                    var cell = cells[row][column]
                    cell.behind.formUnion(cell.own)
                    // A line that a clipping ancestor cuts ends at the cut; one that leaves the screen runs on.
                    let lines = box.lines(row, column)
                    cell.own = []
                    for (line, rowStep, columnStep) in Lines.all where lines.contains(line) {
                        let next = (row + rowStep, column + columnStep)
                        let onGrid = cells.indices.contains(next.0) && cells[next.0].indices.contains(next.1)
                        if !onGrid || box.isInClip(next.0, next.1) { cell.own.insert(line) }
                    }
                    cell.isEdge = true
                    cell.owner = index
                    cell.slant = nil
                    cells[row][column] = cell
                } else if box.isOpaque {
                    cells[row][column] = Cell(owner: index)
                }
            }
        }
    }

    /// Draws a turned box: an opaque one empties the cells whose middles lie inside its outline, then each
    /// edge marks the cells it crosses with the character of its slope as the screen shows it (a cell is twice
    /// as tall as it is wide): `─` under 22°, `│` over 68°, else `╲` or `╱`. The outline joins no other line.
    private static func drawTurned(
        _ box: Box, _ corners: [Point], _ index: Int, rows: ClosedRange<Int>, columns: ClosedRange<Int>,
        on cells: inout [[Cell]]
    ) {
        if box.isOpaque {
            for row in rows {
                for column in columns where contains(corners, Point(x: Double(column) + 0.5, y: Double(row) + 0.5)) {
                    cells[row][column] = Cell(owner: index)
                }
            }
        }
        for (start, end) in zip(corners, corners.dropFirst() + corners.prefix(1)) {
            let dx = end.x - start.x, dy = end.y - start.y
            let slope = abs(2 * dy) / max(abs(dx), 1e-9)
            let glyph: Character = slope < 0.4 ? "─" : slope > 2.5 ? "│" : (dx > 0) == (dy > 0) ? "╲" : "╱"
            let steps = max(1, Int((max(abs(dx), abs(dy)) * 4).rounded(.up)))
            for step in 0...steps {
                let fraction = Double(step) / Double(steps)
                let x = start.x + dx * fraction, y = start.y + dy * fraction
                guard x.isFinite, y.isFinite else { continue }
                let column = min(columns.upperBound, max(columns.lowerBound, Int(x.rounded(.down))))
                let row = min(rows.upperBound, max(rows.lowerBound, Int(y.rounded(.down))))
                var cell = cells[row][column]
                cell.behind.formUnion(cell.own)
                cell.own = []
                cell.isEdge = true
                cell.owner = index
                cell.slant = glyph
                cells[row][column] = cell
            }
        }
    }

    /// Whether a point lies inside a convex outline given in order around it (either way round).
    private static func contains(_ corners: [Point], _ point: Point) -> Bool {
        var sign = 0.0
        for (start, end) in zip(corners, corners.dropFirst() + corners.prefix(1)) {
            let cross = (end.x - start.x) * (point.y - start.y) - (end.y - start.y) * (point.x - start.x)
            if cross == 0 { continue }
            if sign == 0 { sign = cross } else if (sign > 0) != (cross > 0) { return false }
        }
        return true
    }

    /// A cell's character: its own lines, joined by the lines behind it that run on into a neighbour.
    private static func character(_ cells: [[Cell]], _ row: Int, _ column: Int) -> Character {
        let cell = cells[row][column]
        guard cell.isEdge else { return " " }
        if let slant = cell.slant { return slant }
        var lines = cell.own
        for (line, rowStep, columnStep) in Lines.all where cell.behind.contains(line) {
            let next = (row + rowStep, column + columnStep)
            guard cells.indices.contains(next.0), cells[next.0].indices.contains(next.1) else { continue }
            let neighbour = cells[next.0][next.1]
            if neighbour.own.union(neighbour.behind).contains(line.opposite) { lines.insert(line) }
        }
        return glyph(lines)
    }

    /// Whether a box's name may cover a cell of its label row: its own outline, or — when its top edge is cut
    /// off — an empty cell of its inside that no box in front of it blanked.
    private static func isFree(_ cell: Cell, for index: Int, onTopEdge: Bool) -> Bool {
        cell.owner == index || (!onTopEdge && !cell.isEdge && (cell.owner ?? -1) < index)
    }

    private static func glyph(_ lines: Lines) -> Character {
        let up = lines.contains(.up), down = lines.contains(.down)
        let left = lines.contains(.left), right = lines.contains(.right)
        switch (up, down, left, right) {
        case (false, false, false, false): return "□"
        case (false, false, true, false): return "╴"
        case (false, false, false, true): return "╶"
        case (true, false, false, false): return "╵"
        case (false, true, false, false): return "╷"
        case (false, false, true, true): return "─"
        case (true, true, false, false): return "│"
        case (false, true, false, true): return "┌"
        case (false, true, true, false): return "┐"
        case (true, false, false, true): return "└"
        case (true, false, true, false): return "┘"
        case (true, true, false, true): return "├"
        case (true, true, true, false): return "┤"
        case (false, true, true, true): return "┬"
        case (true, false, true, true): return "┴"
        case (true, true, true, true): return "┼"
        }
    }

    /// Writes a box's name on its top edge (or its first row that shows): in the first stretch of that row the
    /// box still owns that holds the whole name, else in the longest, cut short. A stretch that starts beside
    /// another outline leaves one line before the name, so the name does not read as that outline's.
    private static func writeLabel(of boxes: [Box], _ index: Int, cells: [[Cell]], on grid: inout [[Character]]) {
        let box = boxes[index]
        guard let rows = box.shownRows, let columns = box.shownColumns else { return }
        if let corners = box.corners {
            writeTurnedLabel(of: box, corners, index, rows: rows, columns: columns, cells: cells, on: &grid)
            return
        }
        let row = rows.lowerBound
        var stretches: [ClosedRange<Int>] = []
        var start: Int?
        for column in columns.lowerBound...(columns.upperBound + 1) {
            let free = column <= columns.upperBound && column != box.left && column != box.right
                && LayoutSketch.isFree(cells[row][column], for: index, onTopEdge: row == box.top)
            if free, start == nil { start = column }
            if !free, let first = start {
                let margin = first > columns.lowerBound && first != box.left + 1 ? 1 : 0
                if first + margin <= column - 1 { stretches.append((first + margin)...(column - 1)) }
                start = nil
            }
        }
        let text = stretches.contains { $0.count >= box.noted.count } ? box.noted : box.label
        let length = text.count
        guard let stretch = stretches.first(where: { $0.count >= length }) ?? stretches.max(by: { $0.count < $1.count })
        else { return }
        for (offset, character) in text.prefix(stretch.count).enumerated() {
            grid[row][stretch.lowerBound + offset] = character
        }
    }

    /// Writes a turned box's name (and its note, if there is room for both) inside its outline, where nothing in
    /// front of it was drawn: on the first row with room for the whole name, else on the roomiest row, cut short.
    private static func writeTurnedLabel(
        of box: Box, _ corners: [Point], _ index: Int, rows: ClosedRange<Int>, columns: ClosedRange<Int>,
        cells: [[Cell]], on grid: inout [[Character]]
    ) {
        var best: (row: Int, stretch: ClosedRange<Int>)?
        let needed = box.noted.count
        for row in rows {
            var start: Int?
            for column in columns.lowerBound...(columns.upperBound + 1) {
                let free = column <= columns.upperBound && !cells[row][column].isEdge
                    && (cells[row][column].owner ?? -1) <= index
                    && contains(corners, Point(x: Double(column) + 0.5, y: Double(row) + 0.5))
                if free, start == nil { start = column }
                guard !free, let first = start else { continue }
                start = nil
                let stretch = first...(column - 1)
                if best.map({ stretch.count > $0.stretch.count }) ?? true { best = (row, stretch) }
                if stretch.count >= needed { break }
            }
            if let best, best.stretch.count >= needed { break }
        }
        guard let (row, stretch) = best else { return }
        let text = stretch.count >= box.noted.count ? box.noted : box.label
        for (offset, character) in text.prefix(stretch.count).enumerated() {
            grid[row][stretch.lowerBound + offset] = character
        }
    }
}
