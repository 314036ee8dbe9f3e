/// ANSI styling for a terminal, or none: summaries are plain text unless colors are asked for, so they stay
/// readable when piped to a file or another tool.
struct TerminalStyle {
    var colors: Bool

    func bold(_ text: String) -> String { wrap(text, "1") }
    func dim(_ text: String) -> String { wrap(text, "2") }
    func red(_ text: String) -> String { wrap(text, "31") }
    func green(_ text: String) -> String { wrap(text, "32") }
    func yellow(_ text: String) -> String { wrap(text, "33") }
    func cyan(_ text: String) -> String { wrap(text, "36") }

    func severity(_ severity: Recording.RecordedDiagnostic.Severity, _ text: String) -> String {
        switch severity {
        case .error: red(text)
        case .warning: yellow(text)
        case .note: cyan(text)
        }
    }

    private func wrap(_ text: String, _ code: String) -> String {
        colors && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
