import PresentationKit

/// What the registry knows about a style without running any of its hooks: its name, where it comes from,
/// its summary and options, which hooks and animators it defines, and what loading it reported.
///
///     for style in registry.styles {
///         print(style.name, style.summary, style.options.map(\.description))
///     }
public struct StyleInfo: Hashable, Sendable {
    /// The style's name: its file name without `.lua`.
    public var name: String
    /// The file it was loaded from.
    public var source: String
    /// The one-line summary the style declares (empty when it declares none).
    public var summary: String
    /// The options it declares, with their defaults, sorted by name.
    public var options: [StyleOption]
    /// The presentation hooks it defines, in the order UIKit calls them.
    public var hooks: [String]
    /// The animators it defines: `animator` and, if it has one, `dismissAnimator`.
    public var animators: [String]
    /// Whether it declares `interaction` settings for percent-driven transitions.
    public var hasInteraction: Bool
    /// The styles it borrows from with `use()`, in the order it first used them.
    public var uses: [String]
    /// The scenes its animator plays in (`scenes = { … }`): ``StyleScene/standard`` when it does not say.
    public var scenes: [StyleScene] = StyleScene.standard
    /// How the layout scene's layout-to-layout transition runs (`layout = { duration =, curve = }` or a
    /// spring): its duration and timing; nil for the navigation slide's, as UIKit's.
    public var layoutAnimation: AnimationParameters?
    /// The system transition a style standing on a base chooses (`transition = "zoom"`, …); nil for none.
    public var transition: String?
    /// What loading reported: warnings (a misspelt hook, an unknown field) and, when a changed file no
    /// longer loads, the error that made the registry keep the last good version.
    public var diagnostics: [Diagnostic]
    /// Set when the style does not load at all (only in ``StyleRegistry/styles``, which lists broken
    /// styles too); the other fields are then empty.
    public var loadError: StyleError?

    /// A style's metadata, field by field; every field but the name and source defaults to empty.
    ///
    /// The registry makes one when it loads a style, and for a style that does not load one with only its name,
    /// its source and the ``loadError``.
    ///
    /// - Parameters:
    ///   - name: The style's name (its file name without `.lua`).
    ///   - source: The file it comes from.
    ///   - summary: Its one-line summary.
    ///   - options: The options it declares, sorted by name.
    ///   - hooks: The presentation hooks it defines, in the order UIKit calls them.
    ///   - animators: `animator` and, if defined, `dismissAnimator`.
    ///   - hasInteraction: Whether it declares `interaction` settings.
    ///   - uses: The styles it borrows from with `use()`.
    ///   - diagnostics: What loading it reported.
    ///   - loadError: Why it does not load, for a broken style.
    public init(
        name: String, source: String, summary: String = "", options: [StyleOption] = [], hooks: [String] = [],
        animators: [String] = [], hasInteraction: Bool = false, uses: [String] = [], diagnostics: [Diagnostic] = [],
        loadError: StyleError? = nil
    ) {
        self.name = name
        self.source = source
        self.summary = summary
        self.options = options
        self.hooks = hooks
        self.animators = animators
        self.hasInteraction = hasInteraction
        self.uses = uses
        self.diagnostics = diagnostics
        self.loadError = loadError
    }

    /// Every presentation hook a style may define, in the order UIKit calls them: what ``hooks`` lists a
    /// style's from.
    public static let presentationHooks: [String] = PresentationHook.names

    /// The option named `name`, if the style declares it.
    public func option(named name: String) -> StyleOption? {
        options.first { $0.name == name }
    }

    /// The options' defaults by name.
    public var defaultOptions: [String: OptionValue] {
        Dictionary(uniqueKeysWithValues: options.map { ($0.name, $0.defaultValue) })
    }
}

/// One option a style declares: its name and default, whose kind every override must have.
public struct StyleOption: Hashable, Sendable, CustomStringConvertible {
    /// The option's name: a key of the style's `options` table, and the `key` of `--set key=value`.
    public var name: String
    /// The value the style runs with when nothing overrides it; its ``OptionValue/kind`` is the option's kind.
    public var defaultValue: OptionValue

    /// An option named `name` whose default, and so whose kind, is `defaultValue`.
    public init(name: String, defaultValue: OptionValue) {
        self.name = name
        self.defaultValue = defaultValue
    }

    /// The kind of value the option takes.
    public var kind: OptionValue.Kind { defaultValue.kind }

    /// `name = default`, as the style file declares it.
    public var description: String { "\(name) = \(defaultValue)" }
}
