import ArgumentParser
import PrestyleTool

/// `prestyle gallery [STYLE…]`: every style playing side by side on one page.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Play every style side by side on one HTML page, or in one GIF or MP4.",
        discussion: """
            Runs each style — every one found (that plays in --scene), or those named (a folder names \
            every style file in it, as in check) — on the same scene as apply does, and writes \
            one self-contained page: a card per style with its summary, options and a link to its file, all \
            driven by one play/scrub control, and a box that filters the cards by name and summary. The \
            page goes to --output (a line per style and where the page is are printed), else to standard \
            output.

            With --output FILE.gif or FILE.mp4 (or --format gif or mp4) the styles are tiled in one moving \
            picture instead, each titled as its card is, all on one clock: every phase in order, each style's \
            samples at their recorded times, a style whose phase is over holding its settled state until the \
            longest one ends. Drawing and encoding need rsvg-convert and ffmpeg.

            Examples:
              prestyle gallery --output out/gallery.html
              prestyle gallery alert popup bottom-half --device ipad-pro-11 --output out/presentr.html
              prestyle gallery ~/my-styles --output out/mine.html
              prestyle gallery alert sheet slide zoom --output out/four.gif
            """
    )

    @Argument(help: "The styles: names, file names, paths or folders (default: every style found).",
              completion: .style)
    var styles: [String] = []

    @OptionGroup(title: "Scene")
    var runOptions: RunOptions

    @Option(name: [.short, .long], help: ArgumentHelp("Write the page, GIF or MP4 to a file.", valueName: "file"), completion: .file())
    var output: String?

    @Option(help: "The output format (default: from --output's extension, else html).")
    var format: GalleryFormat?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "A gif's or mp4's width in pixels, 16 to 4096; the height follows (default: 1 pixel per point).", valueName: "pixels"))
    var width: Int?

    func run() throws {
        var request = GalleryRequest(
            styles: styles, settings: runOptions.settings, output: output, format: format.flatMap { OutputFormat(rawValue: $0.rawValue) },
            movieWidth: width)
        let resolved = request.format ?? output.flatMap(OutputFormat.init(fileExtensionOf:))
        if runOptions.fps == nil, let fps = resolved?.defaultFPS { request.settings.fps = fps }
        try Console.finish(Tool().gallery(request))
    }
}

/// What `gallery` writes: one HTML page, or one GIF or MP4 tiling the styles — so its help, completions and
/// errors offer only these.
enum GalleryFormat: String, ExpressibleByArgument, CaseIterable {
    case html
    case gif
    case mp4
}
