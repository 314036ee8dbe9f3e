/// What `prestyle gallery` is asked to do: styles — every one found, or those named — on one scene, on one
/// HTML page, or tiled in one GIF or MP4.
public struct GalleryRequest: Sendable, Hashable {
    /// Names, file names or paths; empty for every style the registry finds.
    public var styles: [String]
    /// The settings every style is run with (`prestyle apply`'s scene flags); the defaults by default.
    public var settings: RunSettings
    /// A file to write the page to; nil writes it to standard output.
    public var output: String?
    /// `html`, `gif` or `mp4`; nil takes it from ``output``'s extension, else HTML.
    public var format: OutputFormat?
    /// A GIF's or an MP4's width in pixels (`--width`); nil for the default. GIF and MP4 only.
    public var movieWidth: Int?

    /// A gallery of the styles named (every style found when empty) with one set of settings, written to `output` (standard
    /// output when nil).
    public init(
        styles: [String] = [], settings: RunSettings = RunSettings(), output: String? = nil, format: OutputFormat? = nil, movieWidth: Int? = nil
    ) {
        self.styles = styles
        self.settings = settings
        self.output = output
        self.format = format
        self.movieWidth = movieWidth
    }

    /// The formats a gallery is written in.
    public static let formats: [OutputFormat] = [.html, .gif, .mp4]
}
