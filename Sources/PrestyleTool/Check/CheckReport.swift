import Foundation
import PresentationKit
import Prestyle
import PrestyleExport

/// What `prestyle check` prints: one line per style (ok, warnings, errors, or not found), its diagnostics
/// under it — each once, with the runs it came from when not all — and a closing count.
struct CheckReport {
    /// One style's check: made on a ``Batch``'s worker, reported on the caller's thread.
    struct Style: Sendable {
        /// The name or path it was asked for by.
        let reference: String
        /// The style, once it loaded.
        var info: StyleInfo?
        /// Why it did not load.
        var loadError: StyleError?
        /// Each distinct diagnostic, with the runs that reported it, in the order first reported.
        var findings: [(diagnostic: Recording.Diagnostic, runs: [String])] = []
        /// The runs made, by device and orientation.
        var runs: [String] = []

        init(reference: String, info: StyleInfo) {
            self.reference = reference
            self.info = info
        }

        init(reference: String, loadError: StyleError) {
            self.reference = reference
            self.loadError = loadError
        }

        /// Adds one run's diagnostics: the same diagnostic from several runs (or several times in one) is
        /// kept once.
        mutating func add(_ diagnostics: [Diagnostic], run: String) {
            runs.append(run)
            for diagnostic in diagnostics.map(Recording.Diagnostic.init) {
                if let index = findings.firstIndex(where: { $0.diagnostic == diagnostic }) {
                    if findings[index].runs.last != run { findings[index].runs.append(run) }
                } else {
                    findings.append((diagnostic, [run]))
                }
            }
        }

        func count(_ severity: Recording.Diagnostic.Severity) -> Int {
            findings.filter { $0.diagnostic.severity == severity }.count
        }

        /// Whether the style is broken: it does not load, or a run reported an error.
        var failed: Bool { loadError.map { ToolError.status(of: $0.code) == .failure } ?? (count(.error) > 0) }
        /// Whether it was not found at all (a usage error).
        var notFound: Bool { loadError.map { ToolError.status(of: $0.code) == .usage } ?? false }
    }

    /// A style's line (a verdict, a name, the rest) or a diagnostic under it.
    private enum Line {
        case style(verdict: String, name: String, detail: String)
        case finding(String)
    }

    private var lines: [Line] = []
    private var ok = 0
    private var warned = 0
    private var failed = 0
    private var notFound = 0

    /// A reference that names nothing (a folder without styles).
    mutating func add(missing error: ToolError) {
        lines.append(.style(verdict: Messages.checkVerdict(.usage), name: "", detail: Messages.field(error.message)))
        notFound += 1
    }

    mutating func add(_ style: Style) {
        if let error = style.loadError {
            if style.notFound {
                lines.append(.style(verdict: Messages.checkVerdict(.usage), name: "", detail: Messages.field(error.description)))
                notFound += 1
            } else {
                let name = URL(fileURLWithPath: style.reference).deletingPathExtension().lastPathComponent
                lines.append(.style(verdict: Messages.checkVerdict(.failure), name: Messages.field(name),
                                    detail: Messages.checkDoesNotLoad(error.file ?? style.reference)))
                for problem in error.all {
                    lines.append(.finding(Messages.checkFinding(Recording.Diagnostic(problem), runs: [], of: 0)))
                }
                failed += 1
            }
            return
        }
        guard let info = style.info else { return }
        let errors = style.count(.error), warnings = style.count(.warning), notes = style.count(.note)
        let verdict = Messages.checkVerdict(errors > 0 ? .failure : .success, warnings: warnings)
        lines.append(.style(verdict: verdict, name: Messages.field(info.name),
                            detail: Messages.checkRuns(info, runs: style.runs.count, errors: errors, warnings: warnings, notes: notes)))
        for finding in style.findings {
            lines.append(.finding(Messages.checkFinding(finding.diagnostic, runs: finding.runs, of: style.runs.count)))
        }
        if errors > 0 { failed += 1 } else if warnings > 0 { warned += 1 } else { ok += 1 }
    }

    /// The report and its status: 2 when a reference named nothing, else 1 when a style failed, else 0.
    func result() -> ToolResult {
        let status: ToolStatus = notFound > 0 ? .usage : (failed > 0 ? .failure : .success)
        let summary = Messages.checkSummary(
            ok: ok, warned: warned, failed: failed, notFound: notFound, scene: Tool.checkScene(on: .iPhone15, landscape: false))
        return ToolResult(output: (text + [summary]).joined(separator: "\n") + "\n", status: status)
    }

    /// The lines, the verdicts and names in aligned columns.
    private var text: [String] {
        let verdictWidth = lines.map { if case .style(let verdict, _, _) = $0 { verdict.count } else { 0 } }.max() ?? 0
        let nameWidth = lines.map { if case .style(_, let name, _) = $0 { name.count } else { 0 } }.max() ?? 0
        func padded(_ text: String, _ width: Int) -> String { text + String(repeating: " ", count: width - text.count) }
        return lines.map { line in
            switch line {
            case .style(let verdict, let name, let detail):
                padded(verdict, verdictWidth) + "  " + (name.isEmpty ? "" : padded(name, nameWidth) + "  ") + detail
            case .finding(let text):
                text
            }
        }
    }
}

extension Recording.Diagnostic {
    /// A style that does not load, as an error diagnostic.
    init(_ error: StyleError) {
        self.init(severity: .error, file: error.file, line: error.line, hook: error.hook, message: error.message)
    }
}
