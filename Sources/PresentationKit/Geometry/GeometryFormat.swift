/// How geometry values print in traces and diagnostics: integers without a fraction, others with up to
/// three decimals, so that `Rect(x: 30, y: 30.5, ...)` reads `(30, 30.5, ...)` rather than `30.0`.
enum GeometryFormat {
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
        // Beyond 1e15 there is no fraction left to round (and scaling by 1000 could overflow to infinity).
        let rounded = abs(value) < 1e15 ? (value * 1000).rounded() / 1000 : value
        if rounded == rounded.rounded(), abs(rounded) < 1e15 {
            return String(Int64(rounded))
        }
        var text = String(rounded)
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }
}
