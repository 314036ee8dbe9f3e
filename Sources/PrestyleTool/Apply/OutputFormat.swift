import Foundation

/// What `prestyle apply --format` writes: the text summary, the JSON export, an SVG picture, an HTML page, or a
/// moving picture of the run (GIF, MP4).
public enum OutputFormat: String, Sendable, Hashable, CaseIterable {
    /// The text summary of the run (`.txt`).
    case text
    /// The recording as JSON, the export other tools read (`.json`).
    case json
    /// An SVG picture: one moment, or a filmstrip of each phase (`.svg`).
    case svg
    /// A self-contained HTML page that plays the run (`.html`).
    case html
    /// An animated GIF of every phase in order, looping (`.gif`).
    case gif
    /// An H.264 video of every phase in order (`.mp4`).
    case mp4

    /// The format an output file's extension asks for (`.txt`, `.json`, `.svg`, `.html`/`.htm`, `.gif`,
    /// `.mp4`), if any: so `--output out/cool.html` alone writes HTML.
    public init?(fileExtensionOf path: String) {
        switch OutputFormat.fileExtension(of: path).lowercased() {
        case "txt", "text": self = .text
        case "json": self = .json
        case "svg": self = .svg
        case "html", "htm": self = .html
        case "gif": self = .gif
        case "mp4": self = .mp4
        default: return nil
        }
    }

    /// Whether the format is a moving picture: a binary file drawn frame by frame by outside programs.
    public var isMovie: Bool { self == .gif || self == .mp4 }

    /// How many times a second a run is best sampled for this format when no rate is asked for: 50 for a GIF,
    /// whose delays are whole centiseconds (each frame then lasts exactly 2 cs, the least every browser
    /// honours); nil for the others, which take the scene's rate.
    public var defaultFPS: Double? { self == .gif ? 50 : nil }

    /// The extension a file of this format is named with.
    var fileExtension: String { self == .text ? "txt" : rawValue }

    /// The format to write: the one asked for, else the output file's extension's, else text.
    static func resolved(_ format: OutputFormat?, output: String?) -> OutputFormat {
        format ?? output.flatMap(OutputFormat.init(fileExtensionOf:)) ?? .text
    }

    /// The format to write, as ``resolved(_:output:)``, refusing an output file whose extension names no format
    /// when no format is asked for: `--output cool.png` would otherwise write text into a file every program
    /// opens as an image. A file with no extension (`out/run`, `/dev/stdout`) takes `fallback`.
    ///
    /// - Parameters:
    ///   - allowed: The formats the command writes, in the order its error lists them.
    /// - Throws: ``ToolError`` (status 2) for an extension that names no format, or one of a format not in
    ///   `allowed`.
    static func checked(
        _ format: OutputFormat?, output: String?, allowed: [OutputFormat], fallback: OutputFormat, command: String
    ) throws(ToolError) -> OutputFormat {
        if let format { return format }
        guard let output else { return fallback }
        let fileExtension = OutputFormat.fileExtension(of: output)
        if fileExtension.isEmpty { return fallback }
        guard let named = OutputFormat(fileExtensionOf: output) else {
            throw .usage(Messages.unknownOutputExtension(output, extension: fileExtension, command: command, known: allowed))
        }
        guard allowed.contains(named) else {
            throw .usage(Messages.outputFormatNotWritten(named, output: output, command: command, known: allowed))
        }
        return named
    }

    /// The extension of the name as given. Not through `URL(fileURLWithPath:)`, which resolves an empty name
    /// to the working folder, whose own extension (a `mktemp -d` folder is `tmp.x1Y2z3`) is not the file's.
    private static func fileExtension(of path: String) -> String {
        (path as NSString).pathExtension
    }
}
