import ArgumentParser
import PrestyleTool

/// `prestyle apply STYLE`: run a style and show what it does.
struct ApplyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "apply",
        abstract: "Run a style on a simulated device and show what it does.",
        discussion: """
            Presents a content controller over a full-screen one with the style, lets it settle, and \
            dismisses it: iPhone 15 in portrait unless told otherwise. --scene plays the style's animator \
            elsewhere: a navigation push and pop, a tab switch and back, a layout-to-layout push and pop, \
            or a presentation from a split view's secondary — each a scene the style declares. The summary shows the style and \
            device, each phase with its duration and hook trace, the final frame, alpha and transform of \
            the presented view and every chrome view, a drawing of the settled layout, and diagnostics as \
            file:line: severity: message [hook].

            STYLE is a name (cool), a file name (cool.lua) or a path (Styles/cool.lua).

            Formats: text (the summary), json (the export the JSON export format documents), svg (the screen at --at, \
            or a filmstrip of --frames moments of every phase), html (a self-contained player), gif and mp4 \
            (every phase in order, each sample at its recorded time and each settled state held 0.5 s: the \
            SVG drawing of every frame rasterised by rsvg-convert and encoded by ffmpeg, which must be \
            installed; a GIF samples 50 times a second unless --fps says otherwise). Without \
            --output the document goes to standard output and nothing else does (gif and mp4 need --output); \
            with --output it goes to the file (its extension picks the format when --format is not given; an \
            extension that names no format is an error), and the text summary and where the file is are printed.

            --watch runs the style again on every save. A save that breaks it shows the error and keeps \
            the last good run (and its output file); Ctrl-C stops.

            Examples:
              prestyle apply cool.lua
              prestyle apply bouncy --set inset=50 --device iphone-se --rotate
              prestyle apply cool.lua --at 0.3
              prestyle apply cool.lua --interactive 0.4 --cancel
              prestyle apply popup --keyboard
              prestyle apply cool --scene push --interactive pop:0.5
              prestyle apply cool.lua --format html --output out/cool.html
              prestyle apply cool.lua --format svg --frames 8 > cool.svg
              prestyle apply cool --output out/cool.gif --width 320
              prestyle apply sheet --rotate --output out/sheet.mp4
              prestyle apply Styles/mine.lua --watch --output out/mine.html
            """
    )

    @OptionGroup
    var styleRun: StyleOptions

    /// The style, its overrides and its run settings, as the shared group parsed them.
    var style: String { styleRun.style }
    var assignments: [String] { styleRun.assignments }
    var runOptions: RunOptions { styleRun.runOptions }

    @Option(help: "The output format (default: from --output's extension, else text).")
    var format: OutputFormat?

    @Option(name: [.short, .long], help: ArgumentHelp("Write the output to a file.", valueName: "file"), completion: .file())
    var output: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Moments per phase in an SVG filmstrip (default 6).", valueName: "N"))
    var frames: Int?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "A gif's or mp4's width in pixels, 16 to 4096; the height follows (default: 0.75 pixels per point for gif, 1 for mp4).",
            valueName: "pixels"))
    var width: Int?

    @Flag(help: "Run again on every save of the style file, until Ctrl-C.")
    var watch = false

    @Option(help: .private)
    var maxRuns: Int?

    @Option(help: .private)
    var watchInterval: Double = 0.25

    func validate() throws {
        if !watch, maxRuns != nil { throw ValidationError("--max-runs applies to --watch.") }
        guard watchInterval.isFinite, watchInterval > 0 else { throw ValidationError("--watch-interval must be more than 0.") }
    }

    func run() throws {
        var request = ApplyRequest(
            style: style, assignments: assignments, settings: runOptions.settings, format: format, output: output,
            filmstripFrames: frames, movieWidth: width, colors: Console.standardOutputTakesColors)
        if runOptions.fps == nil, let fps = request.resolvedFormat.defaultFPS { request.settings.fps = fps }
        guard watch else { return try Console.finish(Tool().apply(request)) }
        let stop = StopSignal.install()
        let status = Tool().watch(
            request, options: .init(interval: watchInterval, maximumRuns: maxRuns), shouldStop: { stop.isSet },
            emit: Console.show)
        try Console.finish(status)
    }
}
