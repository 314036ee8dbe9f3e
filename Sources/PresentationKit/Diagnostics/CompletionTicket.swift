/// The right to call one completion handler once. See ``CompletionLedger``.
struct CompletionTicket {
    let entry: CompletionLedger.Entry
    let ledger: CompletionLedger

    /// Whether the completion already ran.
    var hasFired: Bool { entry.calls > 0 }

    /// Runs `body` the first time; later calls run nothing and report a warning.
    func fire(_ body: () -> Void) {
        guard entry.calls == 0 else {
            ledger.reportRepeat(of: entry)
            return
        }
        entry.calls += 1
        body()
    }
}
