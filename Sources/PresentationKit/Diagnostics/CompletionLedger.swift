/// Keeps count of every completion handler the engine promises to call, so that each runs exactly once.
///
/// Present and dismiss completions, animation completions and transition-coordinator completions each get a
/// ``CompletionTicket``. Firing a ticket twice runs nothing the second time and reports a warning; the
/// invariant checker reports tickets fired more than once, and tickets never fired once the scene is idle.
final class CompletionLedger {
    final class Entry {
        let label: String
        var calls = 0
        init(label: String) { self.label = label }
    }

    private(set) var entries: [Entry] = []
    private let diagnostics: DiagnosticLog

    init(diagnostics: DiagnosticLog) {
        self.diagnostics = diagnostics
    }

    /// A ticket for one completion handler, described by `label` in diagnostics.
    func register(_ label: String) -> CompletionTicket {
        let entry = Entry(label: label)
        entries.append(entry)
        return CompletionTicket(entry: entry, ledger: self)
    }

    /// Entries whose completion ran more than once (the ticket prevents it, so this stays empty).
    var overcalled: [Entry] { entries.filter { $0.calls > 1 } }

    /// Entries whose completion has not run yet.
    var pending: [Entry] { entries.filter { $0.calls == 0 } }

    func reportRepeat(of entry: Entry) {
        diagnostics.report(
            .warning, "\(entry.label) was already called; the second call was ignored",
            code: .engine.completionCalledTwice)
    }
}
