/// A problem the engine (or a layer built on it, such as the Lua styles) noticed while running a scene.
///
/// Diagnostics never stop a presentation: the engine reports them into the window's ``DiagnosticLog`` and
/// carries on with UIKit's behaviour or a safe fallback. Layers above the engine fill in the source location
/// and hook, so one sink holds everything a user needs to see, e.g.
///
///     cool.lua:12: error: attempt to index a nil value [presentationWillBegin]
public struct Diagnostic: Hashable, Sendable {
    /// How serious a diagnostic is.
    public enum Severity: String, Hashable, Sendable, CaseIterable {
        /// Something went wrong and a fallback was used: the result is not what the code asked for.
        case error
        /// Something is probably a mistake, but the code's request was carried out (or safely ignored).
        case warning
        /// Information that explains another diagnostic or a choice the engine made.
        case note
    }

    /// How serious the problem is.
    public var severity: Severity
    /// What happened and, where possible, how to fix it.
    public var message: String
    /// The kind of problem, e.g. ``DiagnosticCode/Engine/presentWhileTransitioning``; nil when there is none.
    public var code: DiagnosticCode?
    /// The source file the problem comes from (a style script), when known.
    public var file: String?
    /// The 1-based line in ``file``, when known.
    public var line: Int?
    /// The hook that was running, e.g. `animateTransition` or `frameOfPresentedView`.
    public var hook: String?
    /// The virtual time at which it was reported.
    public var time: Double?

    /// A diagnostic; the window's ``DiagnosticLog`` fills in the time when it is reported there.
    public init(
        _ severity: Severity,
        _ message: String,
        code: DiagnosticCode? = nil,
        file: String? = nil,
        line: Int? = nil,
        hook: String? = nil,
        time: Double? = nil
    ) {
        self.severity = severity
        self.message = message
        self.code = code
        self.file = file
        self.line = line
        self.hook = hook
        self.time = time
    }
}

extension Diagnostic: CustomStringConvertible {
    /// The compiler-style form `file:line: severity: message [hook]`, leaving out the parts that are unknown —
    /// the one form every rendering and the CLI use.
    public var description: String {
        Diagnostic.format(severity: severity.rawValue, file: file, line: line, hook: hook, message: message)
    }

    /// `file:line: severity: message [hook]` from its parts, for types that carry the same information.
    public static func format(severity: String, file: String?, line: Int?, hook: String?, message: String) -> String {
        var text = ""
        if let file { text += file + (line.map { ":\($0)" } ?? "") + ": " }
        text += "\(severity): \(message)"
        if let hook { text += " [\(hook)]" }
        return text
    }
}
