extension Messages {
    /// `--output cool.png` with no `--format`: the extension names nothing the command writes.
    static func unknownOutputExtension(_ path: String, extension: String, command: String, known: [OutputFormat]) -> String {
        "--output \(field(path)): .\(field(`extension`)) names no format \(command) writes "
            + "(\(extensions(known))); give --format to write another file name"
    }

    /// `compare --output run.json`: a known format, but not this command's.
    static func outputFormatNotWritten(_ format: OutputFormat, output: String, command: String, known: [OutputFormat]) -> String {
        "--output \(field(output)): \(command) writes \(extensions(known)), not .\(format.fileExtension)"
    }

    /// `.txt, .json, .svg, .html, .gif or .mp4`.
    private static func extensions(_ formats: [OutputFormat]) -> String {
        let names = formats.map { "." + $0.fileExtension }
        guard let last = names.last, names.count > 1 else { return names.joined() }
        return names.dropLast().joined(separator: ", ") + " or " + last
    }
}
