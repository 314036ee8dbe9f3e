/// What `prestyle compare` is asked to do: two styles on one scene, shown side by side as text or one HTML
/// page.
public struct CompareRequest: Sendable, Hashable {
    /// The styles to compare: names, file names, paths or folders (every style file in them), which together
    /// must name exactly two — A (left) then B (right).
    public var styles: [String]
    /// The style shown as A (left): a name, file name or path (the first of ``styles``).
    public var first: String {
        get { styles.first ?? "" }
        set { if styles.isEmpty { styles = [newValue] } else { styles[0] = newValue } }
    }
    /// The style shown as B (right) (the second of ``styles``).
    public var second: String {
        get { styles.count > 1 ? styles[1] : "" }
        set { if styles.count > 1 { styles[1] = newValue } else { styles = [first, newValue] } }
    }
    /// `key=value` overrides for A's options.
    public var firstAssignments: [String]
    /// `key=value` overrides for B's options.
    public var secondAssignments: [String]
    /// The settings both styles run with: scene, device, orientation, steps, moment — `apply`'s scene flags.
    public var settings: RunSettings
    /// `text` or `html`; nil takes it from ``output``'s extension, else text.
    public var format: OutputFormat?
    /// A file to write to; nil writes to standard output.
    public var output: String?
    /// Whether the text may use ANSI colors.
    public var colors: Bool

    /// A comparison of two styles; by default with `apply`'s default settings, as text, to standard output, without
    /// colors.
    public init(
        first: String, second: String, firstAssignments: [String] = [], secondAssignments: [String] = [],
        settings: RunSettings = RunSettings(), format: OutputFormat? = nil, output: String? = nil, colors: Bool = false
    ) {
        self.init(styles: [first, second], firstAssignments: firstAssignments, secondAssignments: secondAssignments,
                  settings: settings, format: format, output: output, colors: colors)
    }

    /// A comparison of the two styles `styles` names — two references, or a folder holding two styles — as
    /// ``init(first:second:firstAssignments:secondAssignments:settings:format:output:colors:)`` makes.
    public init(
        styles: [String], firstAssignments: [String] = [], secondAssignments: [String] = [],
        settings: RunSettings = RunSettings(), format: OutputFormat? = nil, output: String? = nil, colors: Bool = false
    ) {
        self.styles = styles
        self.firstAssignments = firstAssignments
        self.secondAssignments = secondAssignments
        self.settings = settings
        self.format = format
        self.output = output
        self.colors = colors
    }

    /// The format that will be written.
    public var resolvedFormat: OutputFormat { OutputFormat.resolved(format, output: output) }
}
