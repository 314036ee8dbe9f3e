import PresentationKit

/// One device showing one frame, as an SVG fragment in its own coordinates (points, the bezel's top-left at
/// the origin): a bezel, the screen, the views nested as UIKit nests them — so a parent's transform, opacity
/// and clipping apply to its subviews — and a layer of labels on top that no transform shrinks.
struct SVGDeviceDrawing {
    /// The width of the bezel around the screen.
    static let bezel = 14.0

    let frame: Recording.Frame
    let screen: Size
    /// Prefixes every id, so several drawings can share one document.
    let idPrefix: String
    /// The labels' font size in points of the drawing: larger when the drawing will be shown scaled down.
    var labelSize = 12.0
    /// The screen's safe-area insets, outlined over the views when given (the HTML player's "Safe area" look:
    /// a dashed pink line); nil draws none.
    var safeArea: EdgeInsets? = nil

    /// The drawing's size, bezel included.
    var size: Size {
        Size(width: screen.width + 2 * SVGDeviceDrawing.bezel, height: screen.height + 2 * SVGDeviceDrawing.bezel)
    }

    func markup() -> String {
        let bezel = SVGDeviceDrawing.bezel
        let screenRadius = min(screen.width, screen.height) * 0.09
        let n = Markup.number
        var svg = "<rect class=\"bezel\" width=\"\(n(size.width))\" height=\"\(n(size.height))\" "
            + "rx=\"\(n(screenRadius + bezel))\" fill=\"#1c1c1e\"/>\n"
        svg += "<g class=\"screen\" transform=\"translate(\(n(bezel)) \(n(bezel)))\">\n"
        svg += "<clipPath id=\"\(idPrefix)screen\"><rect width=\"\(n(screen.width))\" height=\"\(n(screen.height))\" "
            + "rx=\"\(n(screenRadius))\"/></clipPath>\n"
        svg += "<rect width=\"\(n(screen.width))\" height=\"\(n(screen.height))\" rx=\"\(n(screenRadius))\" fill=\"#ffffff\"/>\n"
        svg += "<g clip-path=\"url(#\(idPrefix)screen)\">\n"
        var children: [String?: [Int]] = [:]
        let names = Set(frame.views.map(\.name))
        for (index, view) in frame.views.enumerated() {
            // A view whose parent is missing from the frame is drawn at the top level rather than lost.
            children[view.parent.flatMap { names.contains($0) ? $0 : nil }, default: []].append(index)
        }
        var idCount = 0
        let roles = frame.roles()
        for index in children[nil] ?? [] {
            appendView(index, children: children, roles: roles, idCount: &idCount, to: &svg)
        }
        svg += "</g>\n" + safeAreaOutline() + labels() + "</g>\n"
        return svg
    }

    /// The safe area's outline, or nothing when not asked for (or when the insets leave no area).
    private func safeAreaOutline() -> String {
        guard let insets = safeArea else { return "" }
        let width = screen.width - insets.left - insets.right, height = screen.height - insets.top - insets.bottom
        guard width > 0, height > 0, width.isFinite, height.isFinite else { return "" }
        let n = Markup.number
        return "<rect class=\"safe-area\" x=\"\(n(insets.left))\" y=\"\(n(insets.top))\" width=\"\(n(width))\" "
            + "height=\"\(n(height))\" fill=\"none\" stroke=\"#ff2d55\" stroke-opacity=\"0.7\" stroke-width=\"1.5\" "
            + "stroke-dasharray=\"6 4\"/>\n"
    }

    /// Appends a view and its subviews to `svg` (one string for the whole tree: a subtree returned as its own
    /// string and appended would be copied once per level, quadratic in the depth of nesting).
    private func appendView(
        _ index: Int, children: [String?: [Int]], roles: [ViewRole], idCount: inout Int, to svg: inout String
    ) {
        let view = frame.views[index]
        guard !view.isHidden else { return }
        let n = Markup.number
        let name = Markup.escape(view.name)
        svg += "<g data-name=\"\(name)\""
        let toParent = ScreenLayout.toParent(view)
        if !toParent.isIdentity {
            let m = [toParent.a, toParent.b, toParent.c, toParent.d, toParent.tx, toParent.ty].map(n)
            svg += " transform=\"matrix(\(m.joined(separator: " ")))\""
        }
        if view.alpha < 1 { svg += " opacity=\"\(n(max(0, view.alpha)))\"" }
        svg += ">\n"
        let b = view.bounds
        let radius = min(view.cornerRadius, min(abs(b.width), abs(b.height)) / 2)
        let outline = SVGDeviceDrawing.outline(of: b, radius: radius, corners: view.maskedCorners)
        var rect = "<\(outline.tag) class=\"view\" data-name=\"\(name)\" \(outline.geometry)"
        if let shadow = view.shadow {
            idCount += 1
            let id = "\(idPrefix)shadow\(idCount)"
            svg += SVGDeviceDrawing.shadowFilter(shadow, id: id)
            rect += " filter=\"url(#\(id))\""
        }
        if let color = view.color {
            rect += " fill=\"\(String(color.withAlpha(1).hex))\""
            if color.alpha < 1 { rect += " fill-opacity=\"\(n(color.alpha))\"" }
        } else {
            rect += " fill=\"none\""
        }
        if roles[index] != .window && roles[index] != .container {
            rect += " stroke=\"#3a3a3c\" stroke-opacity=\"0.35\" stroke-width=\"1\" vector-effect=\"non-scaling-stroke\""
            if view.color == nil { rect += " stroke-dasharray=\"4 3\"" }
        }
        svg += rect + "/>\n"
        let border = SVGDeviceDrawing.border(
            of: b, radius: radius, corners: view.maskedCorners, width: view.borderWidth, color: view.borderColor)
        let subviews = children[view.name] ?? []
        guard !subviews.isEmpty else {
            svg += border + "</g>\n"
            return
        }
        if view.clipsToBounds {
            idCount += 1
            let id = "\(idPrefix)clip\(idCount)"
            svg += "<clipPath id=\"\(id)\"><\(outline.tag) \(outline.geometry)/></clipPath>\n"
            svg += "<g clip-path=\"url(#\(id))\">\n"
        }
        for child in subviews {
            appendView(child, children: children, roles: roles, idCount: &idCount, to: &svg)
        }
        if view.clipsToBounds { svg += "</g>\n" }
        svg += border + "</g>\n"
    }

    /// Names of the visible presented, presenting and chrome views at their top-left corners, kept on screen
    /// and stepped down when two would sit on each other.
    private func labels() -> String {
        let n = Markup.number
        let size = labelSize, line = labelSize * 1.2
        var svg = "<g class=\"labels\" font-size=\"\(n(size))\" fill=\"#1c1c1e\" stroke=\"#ffffff\" "
            + "stroke-width=\"\(n(size / 4))\" stroke-opacity=\"0.85\" paint-order=\"stroke\">\n"
        var taken: [Point] = []
        let screenRect = Rect(origin: .zero, size: screen)
        for view in ScreenLayout(frame).views where view.role.isListed && view.isVisible {
            let shown = view.visibleRect.intersection(screenRect)
            guard !shown.isNull, shown.width > 0, shown.height > 0 else { continue }
            // Kept clear of the screen's rounded corners, which would cut a label at the very corner.
            var anchor = Point(x: max(12, shown.minX + 5), y: min(screen.height - 4, max(size + 8, shown.minY + size + 4)))
            // At most 40 steps, as the HTML player: labels of views stacked on one spot would otherwise step
            // past each other in cubic time.
            var steps = 0
            while steps < 40, taken.contains(where: { abs($0.x - anchor.x) < size * 3 && abs($0.y - anchor.y) < line - 1 }) {
                anchor.y += line
                steps += 1
            }
            taken.append(anchor)
            svg += "<text x=\"\(n(anchor.x))\" y=\"\(n(anchor.y))\">\(Markup.escape(view.state.name))</text>\n"
        }
        return svg + "</g>\n"
    }
}
