/// The sink a window owns for every ``Diagnostic`` reported while its scene runs.
///
/// The engine reports refused presentations, unbalanced appearance calls, a `completeTransition` called twice,
/// a transition the watchdog had to finish, and the like. Layers above the engine report into the same log so
/// that a run has one ordered list of problems.
public final class DiagnosticLog {
    /// Every diagnostic, in the order reported.
    public private(set) var diagnostics: [Diagnostic] = []

    /// Called with each diagnostic as it is reported (for example to print it at once).
    public var onReport: ((Diagnostic) -> Void)?

    let currentTime: () -> Double

    init(currentTime: @escaping () -> Double) {
        self.currentTime = currentTime
    }

    /// Records a diagnostic, stamping it with the current virtual time when it has none.
    public func report(_ diagnostic: Diagnostic) {
        var stamped = diagnostic
        if stamped.time == nil { stamped.time = currentTime() }
        diagnostics.append(stamped)
        onReport?(stamped)
    }

    /// Records a diagnostic made of its parts.
    public func report(
        _ severity: Diagnostic.Severity, _ message: String, code: DiagnosticCode? = nil, hook: String? = nil
    ) {
        report(Diagnostic(severity, message, code: code, hook: hook))
    }

    /// The diagnostics of one severity.
    public func diagnostics(ofSeverity severity: Diagnostic.Severity) -> [Diagnostic] {
        diagnostics.filter { $0.severity == severity }
    }

    /// The diagnostics with a given code.
    public func diagnostics(withCode code: DiagnosticCode) -> [Diagnostic] {
        diagnostics.filter { $0.code == code }
    }

    /// Whether any error was reported.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Forgets every diagnostic (a scene reused for another run).
    public func removeAll() { diagnostics.removeAll() }
}
