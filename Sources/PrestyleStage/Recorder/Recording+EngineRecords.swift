import PresentationKit
import PrestyleExport

extension Recording.Event {
    /// A trace event as the export writes it: `t` from the phase's start, the engine's call and target
    /// names, and the call's argument folded into the call (`presentationTransitionDidEnd(true)`,
    /// `willMove(toParent: presenting)`) since the export has no field for it.
    init(_ event: TraceEvent, phaseStart: Double) {
        self.init(t: event.time - phaseStart, call: Self.call(event.call, detail: event.detail), target: event.target)
    }

    static func call(_ call: String, detail: String?) -> String {
        guard let detail else { return call }
        if call.hasSuffix(":)") { return call.dropLast() + " \(detail))" }
        if call.hasSuffix(")") { return call + " \(detail)" }
        return "\(call)(\(detail))"
    }
}

extension Recording.RecordedDiagnostic {
    /// An engine diagnostic as the export writes it (the code and time are the engine's own business).
    public init(_ diagnostic: PresentationKit.Diagnostic) {
        let severity: Severity = switch diagnostic.severity {
        case .error: .error
        case .warning: .warning
        case .note: .note
        }
        self.init(severity: severity, file: diagnostic.file, line: diagnostic.line, hook: diagnostic.hook,
                  message: diagnostic.message)
    }

    /// The diagnostics of a run for its recording, in the order reported. A diagnostic repeated word for word
    /// (a broken hook runs on every layout pass) is kept once, where it first appeared, its message saying
    /// how many times it came.
    static func collect(_ diagnostics: [PresentationKit.Diagnostic]) -> [Recording.RecordedDiagnostic] {
        var unique: [Recording.RecordedDiagnostic] = []
        var counts: [Int] = []
        for diagnostic in diagnostics.map(Recording.RecordedDiagnostic.init) {
            if let index = unique.firstIndex(of: diagnostic) {
                counts[index] += 1
            } else {
                unique.append(diagnostic)
                counts.append(1)
            }
        }
        return zip(unique, counts).map { diagnostic, count in
            var diagnostic = diagnostic
            if count > 1 { diagnostic.message += " (reported \(count) times)" }
            return diagnostic
        }
    }
}
