/// Messages about style code quote what the code handed over — a field name, a color, its own error
/// message — and a hostile style can hand over tens of megabytes: every message a style causes is cut to a
/// length a person reads, so a diagnostic never carries (or prints) the whole of it.
enum DiagnosticText {
    /// The longest message kept whole, in characters.
    static let maximumLength = StyleLimits.maximumMessageLength

    static func capped(_ text: String) -> String {
        guard text.utf8.count > maximumLength, let end = text.index(text.startIndex, offsetBy: maximumLength, limitedBy: text.endIndex),
            end < text.endIndex
        else { return text }
        return text[..<end] + "… (\(text.utf8.count - text[..<end].utf8.count) more bytes)"
    }
}
