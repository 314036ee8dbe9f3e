import PresentationKit

/// A view's outline and shadow in SVG: a rectangle with all corners rounded alike is a `<rect rx>`; one with
/// some corners masked (Core Animation's `maskedCorners`) is a path rounding only those; a border is a stroke
/// along that outline; a shadow is a drop-shadow filter.
extension SVGDeviceDrawing {
    /// The view's outline as an SVG element's name and its geometry attributes (`rect`, `x=… rx=…`, or
    /// `path`, `d=…`).
    static func outline(of bounds: Rect, radius: Double, corners: CornerMask) -> (tag: String, geometry: String) {
        let n = Markup.number
        let b = bounds
        guard radius > 0, corners != .all else {
            let rect = "x=\"\(n(b.minX))\" y=\"\(n(b.minY))\" width=\"\(n(abs(b.width)))\" height=\"\(n(abs(b.height)))\""
            return ("rect", rect + (radius > 0 ? " rx=\"\(n(radius))\"" : ""))
        }
        func r(_ corner: CornerMask) -> Double { corners.contains(corner) ? radius : 0 }
        let (tl, tr, br, bl) = (r(.topLeft), r(.topRight), r(.bottomRight), r(.bottomLeft))
        var d = "M\(n(b.minX + tl)) \(n(b.minY)) H\(n(b.maxX - tr))"
        if tr > 0 { d += " A\(n(tr)) \(n(tr)) 0 0 1 \(n(b.maxX)) \(n(b.minY + tr))" }
        d += " V\(n(b.maxY - br))"
        if br > 0 { d += " A\(n(br)) \(n(br)) 0 0 1 \(n(b.maxX - br)) \(n(b.maxY))" }
        d += " H\(n(b.minX + bl))"
        if bl > 0 { d += " A\(n(bl)) \(n(bl)) 0 0 1 \(n(b.minX)) \(n(b.maxY - bl))" }
        d += " V\(n(b.minY + tl))"
        if tl > 0 { d += " A\(n(tl)) \(n(tl)) 0 0 1 \(n(b.minX + tl)) \(n(b.minY))" }
        return ("path", "d=\"\(d) Z\"")
    }

    /// A Core Animation border: a band `width` wide inside the bounds, following the rounded corners, in
    /// `color` — a stroke along the outline inset by half the width, whose corners round by the radius less
    /// that half. The layer draws its border above its sublayers, so the caller puts it after the subviews.
    static func border(of bounds: Rect, radius: Double, corners: CornerMask, width: Double, color: Color) -> String {
        let n = Markup.number
        let b = bounds.standardized
        let band = min(width, b.width / 2, b.height / 2)
        guard band > 0 else { return "" }
        let inset = Rect(x: b.minX + band / 2, y: b.minY + band / 2, width: b.width - band, height: b.height - band)
        let outline = outline(of: inset, radius: max(0, radius - band / 2), corners: corners)
        var element = "<\(outline.tag) class=\"border\" \(outline.geometry) fill=\"none\" "
            + "stroke=\"\(color.withAlpha(1).hex)\" stroke-width=\"\(n(band))\""
        if color.alpha < 1 { element += " stroke-opacity=\"\(n(color.alpha))\"" }
        return element + "/>\n"
    }

    /// A drop-shadow filter with this id for a Core Animation shadow. Core Animation's `shadowRadius` is the
    /// blur's radius; design tools convert it to a CSS blur of twice the radius (Sketch and Figma export a
    /// layer's `shadowRadius` r as `box-shadow` blur 2r), whose Gaussian has a standard deviation of half the
    /// blur — r here.
    static func shadowFilter(_ shadow: Shadow, id: String) -> String {
        let n = Markup.number
        return "<filter id=\"\(id)\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\">"
            + "<feDropShadow dx=\"\(n(shadow.offset.width))\" dy=\"\(n(shadow.offset.height))\" "
            + "stdDeviation=\"\(n(max(0, shadow.radius)))\" flood-color=\"\(shadow.color.withAlpha(1).hex)\" "
            + "flood-opacity=\"\(n(min(1, max(0, shadow.opacity * shadow.color.alpha))))\"/></filter>\n"
    }
}
