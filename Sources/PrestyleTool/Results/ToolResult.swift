/// What a command printed and how it ended: its standard output, its standard error and its exit status.
///
/// The operations return one instead of printing, so that tests and other tools run them in-process and the
/// CLI only has to pass the text on:
///
///     let result = Tool().apply(ApplyRequest(style: "cool.lua"))
///     print(result.output, terminator: "")     // the text summary
///     exit(result.status.rawValue)
public struct ToolResult: Sendable, Hashable {
    /// What goes to standard output: the summary, listing or document asked for.
    public var output: String
    /// What goes to standard error: errors, and notes that must not mix with a document on standard output.
    public var errors: String
    /// The exit status the command ends with.
    public var status: ToolStatus

    /// A result with the given output, errors and status; by default nothing printed and success.
    ///
    /// - Parameters:
    ///   - output: What goes to standard output.
    ///   - errors: What goes to standard error.
    ///   - status: The exit status.
    public init(output: String = "", errors: String = "", status: ToolStatus = .success) {
        self.output = output
        self.errors = errors
        self.status = status
    }

    /// A command that failed before it produced anything: the error's one line on standard error.
    init(_ error: any Error) {
        let error = ToolError(error)
        self.init(errors: Messages.error(error.message), status: error.status)
    }
}
