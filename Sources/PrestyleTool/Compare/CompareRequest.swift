/// What `prestyle compare` is asked to do: two styles on one scene, shown side by side as text or one HTML
/// page.
public struct CompareRequest: Sendable, Hashable {
    /// The style shown as A (left): a name, file name or path.
    public var first: String
    /// The style shown as B (right).
    public var second: String
    /// `key=value` overrides for A's options.
    public var firstAssignments: [String]
    /// `key=value` overrides for B's options.
    public var secondAssignments: [String]
    /// The scene both styles run on: device, orientation, steps, moment — `apply`'s scene flags.
    public var scene: Scene
    /// `text` or `html`; nil takes it from ``output``'s extension, else text.
    public var format: OutputFormat?
    /// A file to write to; nil writes to standard output.
    public var output: String?
    /// Whether the text may use ANSI colors.
    public var colors: Bool

    /// A comparison of two styles; by default on `apply`'s default scene, as text, to standard output, without
    /// colors.
    public init(
        first: String, second: String, firstAssignments: [String] = [], secondAssignments: [String] = [],
        scene: Scene = Scene(), format: OutputFormat? = nil, output: String? = nil, colors: Bool = false
    ) {
        self.first = first
        self.second = second
        self.firstAssignments = firstAssignments
        self.secondAssignments = secondAssignments
        self.scene = scene
        self.format = format
        self.output = output
        self.colors = colors
    }

    /// The format that will be written.
    public var resolvedFormat: OutputFormat { OutputFormat.resolved(format, output: output) }
}
