/// A way to turn a recording into text — a summary, JSON, SVG, an HTML page — as a value, in the manner of
/// swift-snapshot-testing's `Snapshotting` strategies: pick one, pass it around, call it.
///
///     let page = try recording.rendered(as: .html())
///     let sketch = try Rendering.text(.init(moment: Moment(phase: "present", time: 0.25))).render(recording)
///
/// Each rendering names itself and the file extension its output wants, which is what the CLI's `--format`
/// and `--output` need.
public struct Rendering: Sendable {
    /// The format's name, as `--format` spells it: "text", "json", "svg", "html".
    public var name: String
    /// The extension a file holding the output should have, without the dot.
    public var fileExtension: String
    /// Renders a recording.
    public var render: @Sendable (Recording) throws -> String

    public init(name: String, fileExtension: String, render: @escaping @Sendable (Recording) throws -> String) {
        self.name = name
        self.fileExtension = fileExtension
        self.render = render
    }
}

extension Rendering {
    /// The readable summary `prestyle apply` prints by default; see ``TextSummary``.
    public static func text(_ options: TextSummary.Options = .init()) -> Rendering {
        let summary = TextSummary(options: options)
        return Rendering(name: "text", fileExtension: "txt") { try summary.render($0) }
    }

    /// prestyle's JSON export, documented in the README; ``Recording/init(json:)-(String)`` reads it back.
    public static let json = Rendering(name: "json", fileExtension: "json") { try $0.jsonText() }

    /// The screen at one moment as a self-contained SVG picture; the first phase's end when no moment is given.
    public static func svg(at moment: Moment? = nil) -> Rendering {
        Rendering(name: "svg", fileExtension: "svg") { try SVGPicture.layout($0, at: moment) }
    }

    /// `count` moments of a phase (every phase when `phase` is nil) side by side, each with its time.
    public static func filmstrip(phase: String? = nil, count: Int = 6) -> Rendering {
        Rendering(name: "filmstrip", fileExtension: "svg") { try SVGPicture.filmstrip($0, phase: phase, count: count) }
    }

    /// A self-contained HTML page that plays the recording; see ``HTMLPlayer``.
    public static func html(_ options: HTMLPlayer.Options = .init()) -> Rendering {
        Rendering(name: "html", fileExtension: "html") { try HTMLPlayer(options: options).page(for: $0) }
    }
}

extension Recording {
    /// The recording rendered by a strategy: `try recording.rendered(as: .json)`.
    public func rendered(as rendering: Rendering) throws -> String {
        try rendering.render(self)
    }
}
