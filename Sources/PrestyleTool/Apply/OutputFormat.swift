import Foundation

/// What `prestyle apply --format` writes: the text summary, the JSON export, an SVG picture or an HTML page.
public enum OutputFormat: String, Sendable, Hashable, CaseIterable {
    /// The text summary of the run (`.txt`).
    case text
    /// The recording as JSON, the export other tools read (`.json`).
    case json
    /// An SVG picture: one moment, or a filmstrip of each phase (`.svg`).
    case svg
    /// A self-contained HTML page that plays the run (`.html`).
    case html

    /// The format an output file's extension asks for (`.txt`, `.json`, `.svg`, `.html`/`.htm`), if any: so
    /// `--output out/cool.html` alone writes HTML.
    public init?(fileExtensionOf path: String) {
        switch URL(fileURLWithPath: path).pathExtension.lowercased() {
        case "txt", "text": self = .text
        case "json": self = .json
        case "svg": self = .svg
        case "html", "htm": self = .html
        default: return nil
        }
    }

    /// The format to write: the one asked for, else the output file's extension's, else text.
    static func resolved(_ format: OutputFormat?, output: String?) -> OutputFormat {
        format ?? output.flatMap(OutputFormat.init(fileExtensionOf:)) ?? .text
    }
}
