import PrestyleExport
import Prestyle

extension Messages {
    /// One line per style of a gallery — its name, file and phases with their durations, and what it
    /// reported — then its diagnostics, and a blank line.
    static func galleryReport(_ recordings: [Recording]) -> String {
        var table = TextTable(alignments: [.left, .left, .left, .left])
        for recording in recordings {
            let phases = recording.phases.map { "\($0.name) \(number($0.duration)) s" }.joined(separator: ", ")
            let errors = recording.diagnostics.filter { $0.severity == .error }.count
            let warnings = recording.diagnostics.filter { $0.severity == .warning }.count
            let reported = errors + warnings == 0 ? "no diagnostics"
                : [errors > 0 ? count(errors, "error") : nil, warnings > 0 ? count(warnings, "warning") : nil]
                    .compactMap { $0 }.joined(separator: ", ")
            table.append([recording.style, recording.source, phases, reported])
        }
        let details = recordings.flatMap(\.diagnostics).filter { $0.severity != .note }.map { "  \($0)\n" }.joined()
        return table.lines().map { $0 + "\n" }.joined() + details
    }

    static func galleryLeftOut(_ style: StyleInfo) -> String {
        "left out: \(style.name) (\(style.source)) does not load: \(style.loadError?.description ?? "")"
    }

    static func wroteGallery(to path: String, address: String) -> String {
        "\nHTML gallery: \(path) (\(address))\n"
    }

    static func galleryFormats(_ format: OutputFormat) -> String {
        "gallery writes html, gif or mp4, not \(format.rawValue) (prestyle apply writes \(format.rawValue) for one style)"
    }

    private static func count(_ n: Int, _ noun: String) -> String { n == 1 ? "1 \(noun)" : "\(n) \(noun)s" }
}
