/// A way to turn a recording into text — a summary, JSON, SVG, an HTML page — as a value, in the manner of
/// swift-snapshot-testing's `Snapshotting` strategies: pick one, pass it around, call it.
///
///     let page = try recording.rendered(as: .html())
///     let sketch = try Rendering.text(.init(moment: Moment(phase: "present", time: 0.25))).render(recording)
public struct Rendering: Sendable {
    /// Renders a recording.
    public var render: @Sendable (Recording) throws -> String

    /// A rendering made of any function, for a format of the caller's own.
    public init(render: @escaping @Sendable (Recording) throws -> String) {
        self.render = render
    }
}

extension Rendering {
    /// The readable summary `prestyle apply` prints by default; see ``TextSummary``.
    public static func text(_ options: TextSummary.Options = .init()) -> Rendering {
        let summary = TextSummary(options: options)
        return Rendering { try summary.render($0) }
    }

    /// prestyle's JSON export, documented in <doc:JSONExportFormat>; ``Recording/init(json:)-(String)`` reads it back.
    public static let json = Rendering { try $0.jsonText() }

    /// The screen at one moment as a self-contained SVG picture; the first phase's end when no moment is given.
    ///
    /// With `showingSafeArea`, the safe area of the screen the phase is drawn on is outlined over the views, a
    /// dashed line as the HTML player's "Safe area" toggle draws it.
    public static func svg(at moment: Moment? = nil, showingSafeArea: Bool = false) -> Rendering {
        Rendering { try SVGPicture.layout($0, at: moment, showingSafeArea: showingSafeArea) }
    }

    /// `count` moments of a phase (every phase when `phase` is nil) side by side, each with its time; `count`
    /// is 1 to ``maximumFilmstripFrames``.
    public static func filmstrip(phase: String? = nil, count: Int = 6) -> Rendering {
        Rendering { try SVGPicture.filmstrip($0, phase: phase, count: count) }
    }

    /// The most moments a filmstrip shows per phase: a row is one picture wide per moment, and more than this
    /// is a movie, which the HTML player shows better.
    public static let maximumFilmstripFrames = 60

    /// A self-contained HTML page that plays the recording; see ``HTMLPlayer``.
    public static func html(_ options: HTMLPlayer.Options = .init()) -> Rendering {
        Rendering { try HTMLPlayer(options: options).page(for: $0) }
    }
}

extension Recording {
    /// The recording rendered by a strategy: `try recording.rendered(as: .json)`.
    public func rendered(as rendering: Rendering) throws -> String {
        try rendering.render(self)
    }
}
