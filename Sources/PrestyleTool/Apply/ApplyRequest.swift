/// What `prestyle apply` is asked to do: which style, with which overrides, on which scene, written how and
/// where.
///
///     var request = ApplyRequest(style: "cool.lua")
///     request.format = .html
///     request.output = "out/cool.html"
///     let result = Tool().apply(request)    // the summary and "HTML preview: out/cool.html"
public struct ApplyRequest: Sendable, Hashable {
    /// A style's name (`cool`), file name (`cool.lua`) or path (`Styles/cool.lua`, `~/styles/fancy.lua`).
    public var style: String
    /// `key=value` overrides of the style's options, in order (a later one wins).
    public var assignments: [String]
    /// The scene, the screen, the orientation, the steps and the sampling (`--scene`, `--device`, `--fps`…).
    public var settings: RunSettings
    /// The format to write; nil takes it from ``output``'s extension, else text.
    public var format: OutputFormat?
    /// A file to write the output to (folders are made as needed); nil writes it to standard output.
    public var output: String?
    /// How many moments an SVG filmstrip shows per phase (SVG without a moment only).
    public var filmstripFrames: Int?
    /// A GIF's or an MP4's width in pixels, its height following (`--width`); nil draws it at
    /// 0.75 pixels per point for a GIF and 1 for an MP4. GIF and MP4 only.
    public var movieWidth: Int?
    /// Whether the text summary may use ANSI colors (the CLI turns this on for a terminal).
    public var colors: Bool

    /// A request to run `style` with `settings` and write its text summary (or `format`) to standard output (or
    /// `output`); the other arguments default to what the command line does without their flags, and to no
    /// colors.
    public init(
        style: String, assignments: [String] = [], settings: RunSettings = RunSettings(), format: OutputFormat? = nil,
        output: String? = nil, filmstripFrames: Int? = nil, movieWidth: Int? = nil, colors: Bool = false
    ) {
        self.style = style
        self.assignments = assignments
        self.settings = settings
        self.format = format
        self.output = output
        self.filmstripFrames = filmstripFrames
        self.movieWidth = movieWidth
        self.colors = colors
    }

    /// The format that will be written.
    public var resolvedFormat: OutputFormat { OutputFormat.resolved(format, output: output) }

    /// The default number of moments in an SVG filmstrip.
    public static let defaultFilmstripFrames = 6
}
