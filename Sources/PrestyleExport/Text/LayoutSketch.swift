import PresentationKit

/// A box drawing of the screen at one moment, for a terminal: the screen scaled to a character grid (a
/// character cell counts as twice as tall as it is wide), framed with double lines, each visible view's outline
/// drawn back to front with its name on its top edge.
///
///     ╔══════════════════════════════╗
///     ║┌presenting+dim──────────────┐║
///     ║│ ┌presented──────────────┐  │║
///
/// The controllers' content views are left out. An opaque view blanks what lies behind it; a translucent one only adds its outline. A transformed view is
/// drawn as the bounding box of its transformed bounds; views that coincide on the grid share one outline whose
/// label joins their names with "+".
struct LayoutSketch {
    /// The most columns the screen may take.
    var maxColumns = 64
    /// The most rows the screen may take.
    var maxRows = 32

    /// A view's outline on the grid, inclusive cell coordinates.
    private struct Box {
        var label: String
        let left: Int, top: Int, right: Int, bottom: Int
        let clip: (left: Int, top: Int, right: Int, bottom: Int)
        let isOpaque: Bool

        func covers(_ other: Box) -> Bool {
            left == other.left && top == other.top && right == other.right && bottom == other.bottom
                && clip == other.clip
        }
    }

    /// The drawing's lines, then a line naming the listed views that do not show and why.
    func lines(of frame: Recording.Frame, screen: Size) -> [String] {
        guard screen.width > 0, screen.height > 0, screen.isFinite else { return ["(no screen to draw)"] }
        let scale = min(Double(maxColumns) / screen.width, 2 * Double(maxRows) / screen.height)
        let columns = max(1, Int((screen.width * scale).rounded()))
        let rows = max(1, Int((screen.height * scale / 2).rounded()))
        let cellWidth = screen.width / Double(columns), cellHeight = screen.height / Double(rows)
        let screenRect = Rect(origin: .zero, size: screen)

        var boxes: [Box] = []
        var unseen: [String] = []
        // The controllers' own content is the app's business, not the style's: the drawing shows the layout a
        // style controls — the controllers' views and the chrome.
        for view in ScreenLayout(frame).views where view.role != .window && view.role != .content {
            let visible = view.visibleRect.intersection(screenRect)
            guard view.isVisible, !visible.isNull, visible.width > 0 || visible.height > 0 else {
                if view.role.isListed { unseen.append("\(view.state.name) (\(LayoutSketch.reason(view, screenRect)))") }
                continue
            }
            // The container normally fills the screen, where it would only repeat the device's outline.
            if view.role == .container, view.screenRect == screenRect { continue }
            let cells = LayoutSketch.cells(view.screenRect, cellWidth, cellHeight)
            let clipRect = (view.clip ?? screenRect).intersection(screenRect)
            let clipCells = LayoutSketch.cells(clipRect, cellWidth, cellHeight)
            var box = Box(
                label: view.state.name, left: cells.left, top: cells.top, right: cells.right, bottom: cells.bottom,
                clip: (max(0, clipCells.left), max(0, clipCells.top),
                       min(columns - 1, clipCells.right), min(rows - 1, clipCells.bottom)),
                isOpaque: view.isOpaque)
            if let index = boxes.lastIndex(where: { $0.covers(box) }) {
                box.label = boxes[index].label + "+" + box.label
                boxes.remove(at: index)
            }
            boxes.append(box)
        }

        var grid = [[Character]](repeating: [Character](repeating: " ", count: columns), count: rows)
        for box in boxes { LayoutSketch.draw(box, on: &grid) }
        var lines = ["╔" + String(repeating: "═", count: columns) + "╗"]
        lines += grid.map { "║" + String($0) + "║" }
        lines.append("╚" + String(repeating: "═", count: columns) + "╝")
        if !unseen.isEmpty { lines.append("not shown: " + unseen.joined(separator: ", ")) }
        return lines
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

    private static func draw(_ box: Box, on grid: inout [[Character]]) {
        func inClip(_ row: Int, _ column: Int) -> Bool {
            row >= box.clip.top && row <= box.clip.bottom && column >= box.clip.left && column <= box.clip.right
        }
        func put(_ character: Character, _ row: Int, _ column: Int) {
            if inClip(row, column) { grid[row][column] = character }
        }
        let firstRow = max(box.top, box.clip.top), lastRow = min(box.bottom, box.clip.bottom)
        let firstColumn = max(box.left, box.clip.left), lastColumn = min(box.right, box.clip.right)
        guard firstRow <= lastRow, firstColumn <= lastColumn else { return }
        let rowRange = firstRow...lastRow, columnRange = firstColumn...lastColumn
        if box.isOpaque {
            for row in rowRange where row > box.top && row < box.bottom {
                for column in columnRange where column > box.left && column < box.right { put(" ", row, column) }
            }
        }
        for row in rowRange {
            for column in columnRange {
                let onTop = row == box.top, onBottom = row == box.bottom
                let onLeft = column == box.left, onRight = column == box.right
                guard onTop || onBottom || onLeft || onRight else { continue }
                put(LayoutSketch.edge(onTop, onBottom, onLeft, onRight), row, column)
            }
        }
        // The label goes on the top edge, or on the first row that shows when the top edge is cut off.
        let labelStart = max(box.left + 1, firstColumn), labelEnd = min(box.right - 1, lastColumn)
        guard labelStart <= labelEnd else { return }
        for (offset, character) in box.label.prefix(labelEnd - labelStart + 1).enumerated() {
            put(character, firstRow, labelStart + offset)
        }
    }

    private static func edge(_ top: Bool, _ bottom: Bool, _ left: Bool, _ right: Bool) -> Character {
        switch (top, bottom, left, right) {
        case (true, true, true, true): "□"
        case (true, true, true, false): "╶"
        case (true, true, false, true): "╴"
        case (true, true, false, false): "─"
        case (true, false, true, true): "╷"
        case (false, true, true, true): "╵"
        case (false, false, true, true): "│"
        case (true, false, true, false): "┌"
        case (true, false, false, true): "┐"
        case (false, true, true, false): "└"
        case (false, true, false, true): "┘"
        case (true, false, false, false), (false, true, false, false): "─"
        default: "│"
        }
    }
}
