import PresentationKit

extension CheckReport {
    /// One entry for a GitHub Actions log: the style's text line, then each diagnostic as a workflow command
    /// (`::error file=Styles/x.lua,line=12,title=x [hook]::message`), which GitHub shows as an annotation on
    /// that line of the pull request's diff and in the run's summary. Notes are `::notice`.
    ///
    /// Escaping follows GitHub's runner (`ActionCommand`): in the message `%`, CR and LF become `%25`, `%0D`,
    /// `%0A`; in a property's value `:` and `,` too (`%3A`, `%2C`), so no text a style controls can end a
    /// property, start a new command or fake a line.
    static func githubLines(of entry: Entry, nameWidth: Int) -> [String] {
        let heading = textLines(of: entry, nameWidth: nameWidth).prefix(1)
        switch entry {
        case .missing(_, let error):
            return Array(heading) + [GitHubCommand(.error, title: "prestyle check", message: error.message).text]
        case .style(let style):
            if let error = style.loadError, style.notFound {
                return Array(heading) + [GitHubCommand(.error, title: "prestyle check", message: error.description).text]
            }
            let annotations = style.loadError != nil
                ? style.loadDiagnostics.map { GitHubCommand($0, style: style.name, runs: [], of: 0).text }
                : style.findings.map { GitHubCommand($0.diagnostic, style: style.name, runs: $0.runs, of: style.runTotal(for: $0)).text }
            return Array(heading) + annotations
        }
    }
}

/// A GitHub Actions workflow command that annotates a file: `::error file=…,line=…,title=…::message`.
struct GitHubCommand: Equatable {
    /// `error`, `warning` or `notice`.
    var command: String
    /// `file`, `line`, `title`, in that order, those known.
    var properties: [(key: String, value: String)]
    var message: String

    init(_ severity: Diagnostic.Severity, file: String? = nil, line: Int? = nil, title: String, message: String) {
        command = switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
        properties = []
        if let file { properties.append(("file", file)) }
        if file != nil, let line { properties.append(("line", "\(line)")) }
        properties.append(("title", title))
        self.message = message
    }

    /// A style's diagnostic, titled with the style and the hook, and the runs it came from when not all.
    init(_ diagnostic: Diagnostic, style: String, runs: [String], of total: Int) {
        var message = diagnostic.message
        if total > 0, runs.count < total {
            message += " (in \(runs.count) of \(total) runs: \(runs.joined(separator: ", ")))"
        }
        let title = "prestyle check " + style + (diagnostic.hook.map { " [\($0)]" } ?? "")
        self.init(diagnostic.severity, file: diagnostic.file, line: diagnostic.line, title: title, message: message)
    }

    static func == (lhs: GitHubCommand, rhs: GitHubCommand) -> Bool { lhs.text == rhs.text }

    /// The command as one line.
    var text: String {
        let listed = properties.map { "\($0.key)=\(Self.escapedProperty($0.value))" }.joined(separator: ",")
        return "::\(command)" + (listed.isEmpty ? "" : " " + listed) + "::" + Self.escapedData(message)
    }

    /// A message as GitHub's runner reads it back: `%`, CR and LF percent-encoded.
    static func escapedData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A property's value: as a message, and `:` and `,` too, which would end the property.
    static func escapedProperty(_ text: String) -> String {
        escapedData(text)
            .replacingOccurrences(of: ":", with: "%3A")
            .replacingOccurrences(of: ",", with: "%2C")
    }
}
