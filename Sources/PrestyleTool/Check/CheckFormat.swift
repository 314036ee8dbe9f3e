import Foundation

/// What `prestyle check --format` writes: the text report, or one of the forms CI reads.
public enum CheckFormat: String, Sendable, Hashable, CaseIterable {
    /// A line per style and its diagnostics under it, printed as each style is done (`.txt`).
    case text
    /// One JSON document for the whole check (`.json`), its schema in the command reference.
    case json
    /// JUnit XML (`.xml`): a test suite per style, a test case per run.
    case junit
    /// The text report with each diagnostic as a GitHub Actions annotation (`::error file=…,line=…::…`),
    /// printed as each style is done. No file extension names it: give `--format github`.
    case github

    /// The format an output file's extension names (`.txt`, `.json`, `.xml`), if any.
    public init?(fileExtensionOf path: String) {
        switch URL(fileURLWithPath: path).pathExtension.lowercased() {
        case "txt", "text": self = .text
        case "json": self = .json
        case "xml": self = .junit
        default: return nil
        }
    }

    /// Whether the format's text is printed style by style as the check goes (text and github), rather than
    /// as one document at the end (json and junit).
    public var streams: Bool { self == .text || self == .github }
}
