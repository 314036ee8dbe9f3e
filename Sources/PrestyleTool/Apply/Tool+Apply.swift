import PrestyleExport
import PrestyleStage

extension Tool {
    /// Runs a style on the request's scene and renders the run: `prestyle apply`.
    ///
    /// Without ``ApplyRequest/output`` the document goes to standard output and nothing else does (a JSON, SVG
    /// or HTML document can be piped; its diagnostics also go to standard error). With an output file the
    /// document goes there, and standard output gets the text summary and where the file is — for HTML,
    /// `HTML preview: out/cool.html`. A GIF or MP4 (``OutputFormat/gif``, ``OutputFormat/mp4``) needs an output
    /// file: every phase's frames are drawn as the SVG picture of that moment, rasterised by `rsvg-convert` and
    /// encoded by `ffmpeg`, found on ``programSearchPath``.
    ///
    /// - Returns: Status 0, or 1 when the style does not load, the run reported an error or a program a GIF
    ///   or MP4 needs is missing or failed, or 2 for a usage error (an unknown style or device, a bad `--set`,
    ///   a flag that makes no run, an output file whose extension names no format).
    public func apply(_ request: ApplyRequest) -> ToolResult {
        do {
            return try applied(request).result
        } catch {
            return ToolResult(error)
        }
    }

    /// The result of one run and the style files it read (for `--watch`).
    func applied(_ request: ApplyRequest) throws(ToolError) -> (result: ToolResult, files: [String]) {
        try validate(request)
        let run = try StyleRun(request.style, assignments: request.assignments, settings: request.settings, registry: registry())
        return (try deliver(run, request), run.files)
    }

    /// The format to write, once the flags are known to make sense together.
    @discardableResult
    private func validate(_ request: ApplyRequest) throws(ToolError) -> OutputFormat {
        let format = try OutputFormat.checked(
            request.format, output: request.output, allowed: OutputFormat.allCases, fallback: .text, command: "apply")
        if format == .json, request.settings.moment != nil { throw .usage(Messages.momentNotInJSON) }
        try validateMovie(format, output: request.output, moment: request.settings.moment, width: request.movieWidth)
        guard let frames = request.filmstripFrames else { return format }
        guard format == .svg, request.settings.moment == nil else {
            throw .usage(Messages.framesNeedFilmstrip)
        }
        guard (1...Rendering.maximumFilmstripFrames).contains(frames) else { throw .usage(Messages.badFrameCount(frames)) }
        return format
    }

    /// The run's recording rendered as asked, written where asked, with the status its diagnostics call for.
    private func deliver(_ run: StyleRun, _ request: ApplyRequest) throws(ToolError) -> ToolResult {
        let recording = run.recording, status = run.status
        let format = try validate(request)
        let moment = request.settings.moment
        if format.isMovie, let path = request.output {
            let movie = try makeMovie(of: [recording])
            try OutputFile.write(try encode(movie, format, width: request.movieWidth, fps: request.settings.fps, for: path),
                                 to: path, protecting: run.files)
            let summary = try render(recording, as: .text(.init(colors: request.colors)))
            return ToolResult(output: summary + Messages.wrote(format, to: path, address: OutputFile.address(of: path)), status: status)
        }
        let rendering: Rendering = switch format {
        case .text: .text(.init(moment: moment, colors: request.colors && request.output == nil))
        case .json: .json
        case .svg: moment.map { .svg(at: $0) } ?? .filmstrip(count: request.filmstripFrames ?? ApplyRequest.defaultFilmstripFrames)
        case .html: .html(.init(start: moment))
        case .gif, .mp4: throw .usage(Messages.movieNeedsOutput(format))
        }
        let document = try render(recording, as: rendering)
        guard let path = request.output else {
            let notes = format == .text ? "" : Messages.diagnostics(recording.diagnostics)
            return ToolResult(output: document, errors: notes, status: status)
        }
        try OutputFile.write(document, to: path, protecting: run.files)
        let summary = format == .text ? ""
            : try render(recording, as: .text(.init(moment: moment, colors: request.colors)))
        return ToolResult(output: summary + Messages.wrote(format, to: path, address: OutputFile.address(of: path)), status: status)
    }

    func render(_ recording: Recording, as rendering: Rendering) throws(ToolError) -> String {
        do {
            return try recording.rendered(as: rendering)
        } catch {
            throw ToolError(error)
        }
    }
}
