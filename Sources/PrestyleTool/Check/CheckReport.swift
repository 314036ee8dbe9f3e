import Foundation
import PresentationKit
import Prestyle
import PrestyleExport

/// What `prestyle check` found: an entry per style asked for (checked, or naming nothing), in the order asked,
/// and the counts every format closes with. The formats (``CheckFormat``) render it; the text and GitHub ones
/// one entry at a time, as the styles are done.
struct CheckReport: Sendable {
    /// One style's check, or a reference that named no style.
    enum Entry: Sendable {
        /// A style that was looked up: checked, not loaded or not found.
        case style(Style)
        /// A reference that names nothing to check (a folder without styles).
        case missing(reference: String, error: ToolError)
    }

    /// One style's check: made on a ``Batch``'s worker, reported on the caller's thread.
    struct Style: Sendable {
        /// The name or path it was asked for by.
        let reference: String
        /// The style, once it loaded.
        var info: StyleInfo?
        /// Why it did not load.
        var loadError: StyleError?
        /// Each distinct diagnostic, with the runs that reported it, in the order first reported.
        var findings: [Finding] = []
        /// The runs made, in the order made: every device preset, portrait then landscape, each scene.
        var runs: [Run] = []

        init(reference: String, info: StyleInfo) {
            self.reference = reference
            self.info = info
        }

        init(reference: String, loadError: StyleError) {
            self.reference = reference
            self.loadError = loadError
        }

        /// Adds one run: the same diagnostic from several runs (or several times in one) is one finding.
        mutating func add(_ run: Run) {
            runs.append(run)
            for diagnostic in run.diagnostics {
                if let index = findings.firstIndex(where: { $0.diagnostic == diagnostic }) {
                    if findings[index].runs.last != run.label { findings[index].runs.append(run.label) }
                } else {
                    findings.append(Finding(diagnostic: diagnostic, runs: [run.label]))
                }
            }
        }

        /// Adds what the extra run under Reduce Motion found (``ReducedMotionCheck``): a finding of its own,
        /// which counts no run, so a style that honours Reduce Motion reads as it did without the extra run.
        mutating func addReducedMotion(_ diagnostic: Diagnostic) {
            var diagnostic = diagnostic
            diagnostic.time = nil
            findings.append(Finding(diagnostic: diagnostic, runs: [ReducedMotionCheck.label]))
        }

        /// The number of runs a finding's runs are counted out of: none for the Reduce Motion run's finding
        /// (its message says which run it is), else every run.
        func runTotal(for finding: Finding) -> Int {
            finding.runs == [ReducedMotionCheck.label] ? 0 : runs.count
        }

        func count(_ severity: Diagnostic.Severity) -> Int {
            findings.filter { $0.diagnostic.severity == severity }.count
        }

        /// The style's name: its registry name once loaded, else its file's name without `.lua`.
        var name: String {
            info?.name ?? CheckReport.expectedName(of: reference)
        }

        /// The style's file as shown: where the registry found it, else where its error is, else as asked.
        var file: String {
            info?.source ?? loadError?.file ?? reference
        }

        /// Whether it was not found at all (a usage error).
        var notFound: Bool { loadError.map { ToolError.status(of: $0.code) == .usage } ?? false }

        /// ok, warning, error (it does not load, or a run reported an error) or missing (not found).
        var verdict: Verdict {
            if let loadError { return ToolError.status(of: loadError.code) == .usage ? .missing : .error }
            if count(.error) > 0 { return .error }
            return count(.warning) > 0 ? .warning : .ok
        }

        /// The load error and every other problem found with it, as diagnostics (none when it loaded).
        var loadDiagnostics: [Diagnostic] {
            (loadError?.all ?? []).map { problem in
                Diagnostic(.error, problem.message, code: problem.code.diagnosticCode, file: problem.file, line: problem.line,
                           hook: problem.hook)
            }
        }
    }

    /// One run of a style: a device, a starting orientation, a scene.
    struct Run: Sendable {
        /// The device preset's slug, `iphone-15`.
        var device: String
        /// Whether the run started in landscape.
        var landscape: Bool
        /// The scene, `present` or another the style declares; `over-sheet` or `under-sheet` for a run stacked with a sheet.
        var scene: String
        /// What the run reported, each distinct diagnostic once, without the time it was reported at.
        var diagnostics: [Diagnostic]
        /// How long the run took, in seconds of real time.
        var seconds: Double

        init(device: String, landscape: Bool, scene: String, diagnostics: [Diagnostic], seconds: Double) {
            self.device = device
            self.landscape = landscape
            self.scene = scene
            var distinct: [Diagnostic] = []
            for var diagnostic in diagnostics {
                diagnostic.time = nil
                if !distinct.contains(diagnostic) { distinct.append(diagnostic) }
            }
            self.diagnostics = distinct
            self.seconds = seconds
        }

        var orientation: String { landscape ? "landscape" : "portrait" }

        /// `iphone-15 portrait`, with the scene when it is not present: `iphone-15 portrait push`.
        var label: String { "\(device) \(orientation)" + (scene == "present" ? "" : " \(scene)") }

        var verdict: Verdict {
            if diagnostics.contains(where: { $0.severity == .error }) { return .error }
            return diagnostics.contains { $0.severity == .warning } ? .warning : .ok
        }
    }

    /// A diagnostic and the labels of the runs that reported it.
    struct Finding: Sendable {
        var diagnostic: Diagnostic
        var runs: [String]
    }

    /// How a style, or a run, came out.
    enum Verdict: String, Sendable {
        case ok, warning, error, missing
    }

    /// The counts of a whole check.
    struct Totals: Sendable, Equatable {
        var ok = 0
        var warned = 0
        var failed = 0
        var notFound = 0
        var runs = 0
        var errors = 0
        var warnings = 0
        var notes = 0
        var seconds = 0.0

        /// The styles checked (those that named nothing are not).
        var checked: Int { ok + warned + failed }

        /// 2 when a reference named nothing, else 1 when a style failed, else 0.
        var status: ToolStatus { notFound > 0 ? .usage : (failed > 0 ? .failure : .success) }
    }

    private(set) var entries: [Entry] = []
    private(set) var totals = Totals()

    mutating func add(_ entry: Entry) {
        entries.append(entry)
        guard case .style(let style) = entry else {
            totals.notFound += 1
            return
        }
        switch style.verdict {
        case .ok: totals.ok += 1
        case .warning: totals.warned += 1
        case .error: totals.failed += 1
        case .missing: totals.notFound += 1
        }
        totals.runs += style.runs.count
        totals.errors += style.count(.error) + style.loadDiagnostics.count
        totals.warnings += style.count(.warning)
        totals.notes += style.count(.note)
        totals.seconds += style.runs.reduce(0) { $0 + $1.seconds }
    }

    /// The name a reference's style will have: its file name without `.lua` (a style's name is its file's).
    static func expectedName(of reference: String) -> String {
        let name = URL(fileURLWithPath: reference).lastPathComponent
        return name.hasSuffix(".lua") ? String(name.dropLast(4)) : name
    }
}

extension CheckReport.Entry {
    /// Whether the entry fails the check: a style with an error, one that does not load, or nothing found.
    var failed: Bool {
        guard case .style(let style) = self else { return true }
        return style.verdict == .error || style.verdict == .missing
    }
}

extension Recording.RecordedDiagnostic {
    /// A style that does not load, as an error diagnostic.
    init(_ error: StyleError) {
        self.init(severity: .error, file: error.file, line: error.line, hook: error.hook, message: error.message)
    }
}
