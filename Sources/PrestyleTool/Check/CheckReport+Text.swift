import PrestyleExport

extension CheckReport {
    /// The widest verdict word a style's line starts with (`error`): fixed, so that each line can be printed
    /// as soon as its style is done and the columns still line up. (`missing` lines have no name column.)
    static let verdictWidth = 5

    /// The text lines of one entry: its verdict, name and file, its diagnostics under it.
    ///
    /// - Parameter nameWidth: The width of the name column: the longest name of all the styles asked for,
    ///   known before any is checked.
    static func textLines(of entry: Entry, nameWidth: Int) -> [String] {
        func padded(_ text: String, _ width: Int) -> String {
            text + String(repeating: " ", count: max(0, width - text.count))
        }
        func line(_ verdict: ToolStatus, warnings: Int = 0, name: String?, _ detail: String) -> String {
            let word = Messages.checkVerdict(verdict, warnings: warnings)
            return padded(word, verdictWidth) + "  " + (name.map { padded(Messages.field($0), nameWidth) + "  " } ?? "") + detail
        }
        switch entry {
        case .missing(_, let error):
            return [line(.usage, name: nil, Messages.field(error.message))]
        case .style(let style):
            if let error = style.loadError {
                if style.notFound { return [line(.usage, name: nil, Messages.field(error.description))] }
                return [line(.failure, name: style.name, Messages.checkDoesNotLoad(error.file ?? style.reference))]
                    + error.all.map { Messages.checkFinding(Recording.RecordedDiagnostic($0), runs: [], of: 0) }
            }
            guard let info = style.info else { return [] }
            let errors = style.count(.error), warnings = style.count(.warning), notes = style.count(.note)
            return [line(errors > 0 ? .failure : .success, warnings: warnings, name: info.name,
                         Messages.checkRuns(info, runs: style.runs.count, errors: errors, warnings: warnings, notes: notes))]
                + style.findings.map {
                    Messages.checkFinding(Recording.RecordedDiagnostic($0.diagnostic), runs: $0.runs, of: style.runTotal(for: $0))
                }
        }
    }

    /// The closing count: a blank line, then what was checked on what, and how it came out.
    static func textSummary(_ totals: Totals) -> String {
        Messages.checkSummary(ok: totals.ok, warned: totals.warned, failed: totals.failed, notFound: totals.notFound,
                              settings: Tool.checkSettings(on: .iPhone15, landscape: false))
    }
}
