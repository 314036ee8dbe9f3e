/// What `prestyle gallery` is asked to do: styles — every one found, or those named — on one scene, on one
/// HTML page.
public struct GalleryRequest: Sendable, Hashable {
    /// Names, file names or paths; empty for every style the registry finds.
    public var styles: [String]
    /// The scene every style is run on (`prestyle apply`'s scene flags); the default scene by default.
    public var scene: Scene
    /// A file to write the page to; nil writes it to standard output.
    public var output: String?

    /// A gallery of the styles named (every style found when empty) on one scene, written to `output` (standard
    /// output when nil).
    public init(styles: [String] = [], scene: Scene = Scene(), output: String? = nil) {
        self.styles = styles
        self.scene = scene
        self.output = output
    }
}
