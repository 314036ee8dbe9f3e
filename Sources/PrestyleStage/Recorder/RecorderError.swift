/// Why a recording could not be made: options out of range, a scenario that cannot run (a dismissal before
/// anything is presented, an interaction on a run without animation), a stage used twice. The description is
/// one line, ready to print; the CLI shows it as a usage error.
///
/// Problems the *style* causes while the run goes on are not errors: they are diagnostics in the recording.
public struct RecorderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong and how to fix it.
    public var message: String

    /// An error whose description is `message`.
    public init(_ message: String) {
        self.message = message
    }

    /// The ``message``.
    public var description: String { message }
}
