import Foundation
import Prestyle
import PrestyleExport
import PrestyleStage

extension Tool {
    /// Runs every style found (or those named; a folder names every style file in it) on the request's scene, as `apply` runs one, and writes one HTML
    /// page playing them all side by side: `prestyle gallery`.
    ///
    /// Each card carries its style's summary, its options and a link to its file (relative to the page when it
    /// is written to a file). With ``GalleryRequest/output`` standard output gets one line per style — its
    /// file, its phases and what it reported — and where the page is; without, the page goes to standard
    /// output and the lines to standard error. When every style is asked for, one that does not load is left
    /// out with its error. With a GIF or MP4 (``GalleryRequest/format``, or the output file's extension) the
    /// styles are tiled in one moving picture on one clock instead, made as ``apply(_:)`` makes one.
    ///
    /// - Returns: Status 0; 1 when a style does not load, a run reported an error or a program a GIF or MP4
    ///   needs is missing or failed; 2 for a usage error (an unknown style or device, no style at all, an output
    ///   file whose extension names no format).
    public func gallery(_ request: GalleryRequest) -> ToolResult {
        do {
            let format = try OutputFormat.checked(
                request.format, output: request.output, allowed: GalleryRequest.formats, fallback: .html, command: "gallery")
            guard GalleryRequest.formats.contains(format) else { throw ToolError.usage(Messages.galleryFormats(format)) }
            try validateMovie(format, output: request.output, moment: request.settings.moment, width: request.movieWidth)
            let registry = try registry()
            var problems: [String] = []
            // A folder stands for every style file in it, as in `check`.
            var names = try StyleTarget.styles(request.styles, registry: registry)
            if request.styles.isEmpty {
                let styles = registry.styles
                for style in styles where style.loadError != nil {
                    problems.append(Messages.galleryLeftOut(style))
                }
                // Every style that plays in the scene asked for (`--scene`; present when not asked).
                names = styles.filter { $0.loadError == nil && $0.scenes.contains(request.settings.scene) }.map(\.name)
                guard !names.isEmpty else { throw ToolError.usage(Messages.noStylesFound(in: registry.searchPaths)) }
            }
            var runs: [(run: StyleRun, summary: String)] = []
            for name in names {
                let run = try StyleRun(name, settings: request.settings, registry: registry)
                let summary = (try? registry.style(named: name).summary) ?? ""
                runs.append((run, summary))
            }
            let status = runs.reduce(problems.isEmpty ? ToolStatus.success : .failure) { $0.combined(with: $1.run.status) }
            let report = Messages.galleryReport(runs.map(\.run.recording)) + problems.map { $0 + "\n" }.joined()
            if format.isMovie, let path = request.output {
                let movie = try makeMovie(of: runs.map(\.run.recording))
                try OutputFile.write(try encode(movie, format, width: request.movieWidth, fps: request.settings.fps, for: path),
                                     to: path, protecting: runs.flatMap(\.run.files))
                return ToolResult(output: report + Messages.wrote(format, to: path, address: OutputFile.address(of: path)),
                                  status: status)
            }
            let entries = runs.map { run, summary in
                GalleryPage.Entry(recording: run.recording, summary: summary,
                                  sourceLink: Self.link(to: run.files[0], from: request.output))
            }
            let page = try render(gallery: entries, start: request.settings.moment)
            guard let path = request.output else { return ToolResult(output: page, errors: report, status: status) }
            try OutputFile.write(page, to: path, protecting: runs.flatMap(\.run.files))
            return ToolResult(output: report + Messages.wroteGallery(to: path, address: OutputFile.address(of: path)),
                              status: status)
        } catch {
            return ToolResult(error)
        }
    }

    private func render(gallery entries: [GalleryPage.Entry], start: Moment?) throws(ToolError) -> String {
        do {
            return try GalleryPage(options: .init(start: start)).page(for: entries)
        } catch {
            throw ToolError(error)
        }
    }

    /// How the page links to a style's file: relative to the folder the page is written in, or the path as
    /// given when the page goes to standard output (it is then relative to the current folder).
    static func link(to file: String, from output: String?) -> String {
        guard let output else { return file }
        let target = URL(fileURLWithPath: file).standardizedFileURL.pathComponents
        let folder = URL(fileURLWithPath: output).standardizedFileURL.deletingLastPathComponent().pathComponents
        var common = 0
        while common < min(target.count, folder.count), target[common] == folder[common] { common += 1 }
        let up = Array(repeating: "..", count: folder.count - common)
        return (up + target[common...]).map { $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? $0 }
            .joined(separator: "/")
    }
}
