import Foundation

/// A self-contained HTML page that plays a recording in any browser, offline: the recording embedded as JSON,
/// the player's script and styles inline, nothing fetched.
///
/// The player has play/pause, a scrub slider, speed (0.25×–2×), loop, a phase selector, a layer list to
/// switch views off, and the hook trace with the events up to the playhead highlighted. It shows the recorded
/// sample at or before the playhead, exactly as recorded. The address is a deep link: opening
/// `preview.html#phase=present&t=0.25` shows that moment; the keyboard's space bar plays and pauses, the
/// arrow keys step one frame, Home and End jump to the phase's ends.
///
/// No name lies on the screen by default, where names would cover a sheet's top and grabber: the layer list
/// is the legend, and the view under the pointer (or under it in the list) is outlined and named with its
/// frame in the container view's coordinates, as the text comparison gives frames. Two toggles, off by
/// default, are also fields of the address: "All names" (`names=1`) names every view that shows, stepped down
/// where names would overlap, and "Safe area" (`safe=1`) outlines the safe area of the screen the phase is
/// drawn on.
///
/// For tests and tools the page exposes its state in the DOM: each view is an element with `data-name`;
/// `body` carries `data-ready`, `data-phase` and `data-t`; each player's `data-sample` is the time of the
/// sample shown ("final" at the end), its `data-screen` the screen the phase is drawn on (`852x393` after a
/// rotation: a phase is drawn on the screen it ends on) and its `data-hovered` the view named by the pointer;
/// the names' layer `.labels` holds a `span.label` per name with `data-label` (and, hovered, `data-frame`: x,
/// y, width, height in the container), and its `data-comparisons` counts the overlap tests placing them took;
/// trace items are `li.event` with `past` and `current` classes; any script error is counted in the root
/// element's `data-errors` and listed in `#errors`.
public struct HTMLPlayer: Sendable {
    /// Where the page starts and how it plays. The page's toggles (every view's name, the safe area) are
    /// the viewer's, off by default, and the address's `names=1` and `safe=1` turn them on.
    public struct Options: Sendable, Equatable {
        /// What to show when the address has no deep link; the first phase's start when nil.
        public var start: Moment?
        /// Whether to start playing as soon as the page loads.
        public var autoplay: Bool
        /// Whether playback starts over at the end of the phase.
        public var loop: Bool

        /// Options; by default the page shows the first phase's start, paused, without looping.
        public init(start: Moment? = nil, autoplay: Bool = false, loop: Bool = false) {
            self.start = start
            self.autoplay = autoplay
            self.loop = loop
        }
    }

    /// Where the page starts and how it plays.
    public var options: Options

    /// A player with these options.
    public init(options: Options = Options()) {
        self.options = options
    }

    /// The page playing one recording.
    ///
    /// - Throws: ``ExportError`` when the start moment names a phase the recording lacks, or the recording
    ///   holds a number JSON cannot (NaN, infinity).
    public func page(for recording: Recording) throws -> String {
        try validateStart(in: [recording])
        return try document(
            title: "\(recording.style) — prestyle",
            heading: "prestyle · \(recording.style)",
            subtitle: "\(recording.source) on \(recording.device.name)" + Self.sceneNote(recording.scene)
                + recording.then.map { " · then \($0.style)" }.joined(),
            recordings: [("main", recording)])
    }

    /// One page playing two recordings side by side, driven by one set of controls so they stay in step;
    /// phases are matched by name, and the shorter phase holds its final state while the longer one plays on.
    ///
    /// - Throws: ``ExportError`` as ``page(for:)`` does, for either recording.
    public func comparisonPage(_ first: Recording, _ second: Recording) throws -> String {
        try validateStart(in: [first, second])
        return try document(
            title: "\(first.style) vs \(second.style) — prestyle",
            heading: "prestyle · \(first.style) vs \(second.style)",
            subtitle: "\(first.source) and \(second.source) on \(first.device.name)"
                + (first.device == second.device ? "" : " and \(second.device.name)") + Self.sceneNote(first.scene),
            recordings: [("a", first), ("b", second)])
    }

    /// " · scene push" for a run in another scene than a presentation (the recording's `scene`), else nothing.
    static func sceneNote(_ scene: String?) -> String {
        scene.map { " · scene \($0)" } ?? ""
    }

    func validateStart(in recordings: [Recording]) throws {
        guard let start = options.start else { return }
        guard start.time.isFinite else { throw ExportError.invalidTime(start.time) }
        if let phase = start.phase, !recordings.contains(where: { $0.phase(named: phase) != nil }) {
            throw ExportError.unknownPhase(phase, known: recordings.flatMap { $0.phases.map(\.name) })
        }
    }

    /// The page: the player's stylesheet and script, the recordings, and the configuration. A page built on the
    /// player (the gallery) adds configuration, a stylesheet after the player's and a script before it, which
    /// may define `window.prestyleExtend({ players, controller, config, h })`, called once the players exist.
    func document(
        title: String, heading: String, subtitle: String, recordings: [(id: String, recording: Recording)],
        configuration extra: [(key: String, value: any Encodable)] = [], stylesheet: String = "", script: String = ""
    ) throws -> String {
        var config: [(key: String, value: any Encodable)] = [
            ("autoplay", options.autoplay),
            ("loop", options.loop),
            ("phase", options.start?.phase),
            ("t", options.start?.time ?? 0),
        ] + extra
        config.sort { $0.key < $1.key }
        var data = ""
        for (id, recording) in recordings {
            data += "<script type=\"application/json\" data-recording=\"\(id)\" id=\"prestyle-recording-\(id)\">\n"
            data += HTMLPlayer.scriptSafe(try recording.jsonText()) + "</script>\n"
        }
        data += "<script type=\"application/json\" id=\"prestyle-config\">"
            + HTMLPlayer.scriptSafe(try OrderedJSONEncoder().text(OrderedObject(config))) + "</script>\n"
        if !script.isEmpty { data += "<script>\(script)</script>\n" }
        return PageResources.page.filled([
            "title": Markup.escape(title),
            "error-trap": PageResources.errorTrap,
            "stylesheet": PageResources.playerStylesheet + stylesheet,
            "heading": Markup.escape(heading),
            "subtitle": Markup.escape(subtitle),
            "data": data,
            "player": PageResources.playerScript,
        ])
    }

    /// JSON that cannot end its `<script>` element early: `<`, `>` and `&` only occur inside JSON strings,
    /// where their `\u` escapes mean the same.
    static func scriptSafe(_ json: String) -> String {
        json.replacingOccurrences(of: "<", with: "\\u003c")
            .replacingOccurrences(of: ">", with: "\\u003e")
            .replacingOccurrences(of: "&", with: "\\u0026")
    }
}
