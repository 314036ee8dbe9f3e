import PresentationKit

/// The readable account of a run that `prestyle apply` prints: the style, the device and options, then each
/// phase with its hook trace, the final state of the presented view and the chrome, and a box drawing of the
/// settled layout; diagnostics last, compiler style.
///
/// With a ``Options/moment`` it shows one phase at one time instead: the trace up to that time, the state of
/// the sample shown then (the latest at or before it), and its layout.
///
///     let text = try TextSummary(options: .init(moment: Moment(phase: "present", time: 0.25))).render(recording)
public struct TextSummary: Sendable {
    /// What the summary shows and how: one moment or every phase's end, colors, the drawing's size.
    public struct Options: Sendable, Equatable {
        /// When set, show this moment only rather than every phase's end.
        public var moment: Moment?
        /// Whether to style headings and diagnostics with ANSI colors (off: plain text for files and pipes).
        public var colors: Bool
        /// The most columns the layout drawing may take.
        public var layoutColumns: Int
        /// The most rows the layout drawing may take.
        public var layoutRows: Int

        /// Options; the defaults are every phase, no colors, a drawing at most 64 columns by 32 rows.
        public init(moment: Moment? = nil, colors: Bool = false, layoutColumns: Int = 64, layoutRows: Int = 32) {
            self.moment = moment
            self.colors = colors
            self.layoutColumns = layoutColumns
            self.layoutRows = layoutRows
        }
    }

    /// What to show and how.
    public var options: Options

    /// A summary with these options.
    public init(options: Options = Options()) {
        self.options = options
    }

    /// The summary of a recording: every phase's end, or the moment the options name; lines end in `\n`.
    ///
    /// - Parameter recording: The run to describe.
    /// - Returns: The text, with ANSI colors only when ``Options-swift.struct/colors`` is on.
    /// - Throws: ``ExportError`` when the moment names a phase the recording lacks or a time that is not finite.
    public func render(_ recording: Recording) throws -> String {
        var lines = header(recording)
        if let moment = options.moment {
            let phase = try recording.resolvedPhase(moment.phase)
            lines += [""] + (try self.moment(moment.time, in: phase, of: recording))
        } else if recording.phases.isEmpty {
            lines += ["", "no phases were recorded"]
        } else {
            for phase in recording.phases {
                lines += [""] + summary(of: phase, in: recording)
            }
        }
        lines += [""] + diagnostics(recording)
        return lines.joined(separator: "\n") + "\n"
    }

    var style: TerminalStyle { TerminalStyle(colors: options.colors) }

    /// The run's first lines: the style and its file, the scene when it is not a presentation (`scene    push`),
    /// the device and the options.
    func header(_ recording: Recording) -> [String] {
        [style.bold("prestyle run") + " · style \"\(TerminalText.escaped(recording.style))\" · " + TerminalText.escaped(recording.source)]
            + (recording.scene.map { ["scene    " + TerminalText.escaped($0)] } ?? [])
            + [
                "device   " + TextSummary.describe(recording.device, systemVersion: recording.systemVersion),
                "options  " + TextSummary.describe(recording.options),
            ]
    }

    /// "iPhone 15 · 393×852 pt @3x · portrait · horizontal compact, vertical regular · safe area …"; a run in
    /// another era than today's says which after the orientation (`· iOS 18`).
    static func describe(_ device: Recording.RecordedDevice, systemVersion: Int? = nil) -> String {
        let traits = "horizontal \(device.traits.horizontal.rawValue), vertical \(device.traits.vertical.rawValue)"
        let insets = device.safeArea
        let safeArea = [insets.top, insets.left, insets.bottom, insets.right]
            .map { ExportNumber.text($0, decimals: 2) }.joined(separator: ", ")
        return "\(TerminalText.escaped(device.name)) · \(device.size) pt @\(ExportNumber.text(device.scale, decimals: 2))x · "
            + "\(device.orientation.rawValue)\(era(systemVersion)) · \(traits) · safe area \(safeArea) (top, left, bottom, right)"
    }

    /// " · iOS 18" for a run in an era other than today's; nothing for today's or an unstated one.
    private static func era(_ systemVersion: Int?) -> String {
        guard let major = systemVersion, major != SystemVersion.current.major else { return "" }
        return " · iOS \(major)"
    }

    /// "damping = 0.6, dim = 0.5", by name, or "none".
    static func describe(_ options: [String: Recording.RecordedOptionValue]) -> String {
        let pairs = options.keys.sorted().map { TerminalText.escaped("\($0) = \(options[$0]!)") }
        return pairs.isEmpty ? "none" : pairs.joined(separator: ", ")
    }

    private func summary(of phase: Recording.Phase, in recording: Recording) -> [String] {
        let frames = phase.frames.count == 1 ? "1 frame" : "\(phase.frames.count) frames"
        var lines = [style.bold("phase \(TerminalText.escaped(phase.name))") + " · \(seconds(phase.duration)) · "
            + (phase.completed ? "completed" : "cancelled") + " · \(frames)"]
        if let device = phase.device { lines.append("  ends on " + TextSummary.describe(device)) }
        if let samples = phase.touches { lines += touches(samples, indent: "  ") + [""] }
        lines += trace(phase.events[...], indent: "  ")
        lines += ["", "  " + style.bold("final state") + ", t = \(seconds(phase.final.t))"]
        lines += stateTable(phase.final, indent: "    ")
        // The layout is worth drawing while something is presented; after a dismissal it is just the presenter.
        if ScreenLayout(phase.final).views.contains(where: { $0.role == .presented && $0.isVisible }) {
            let screen = recording.device(during: phase).size
            lines += ["", "  " + style.bold("settled layout") + " (\(screen) pt)"]
            lines += sketch(phase.final, screen, indent: "    ")
        }
        return lines
    }

    private func moment(_ time: Double, in phase: Recording.Phase, of recording: Recording) throws -> [String] {
        let frame = try phase.frame(at: time)
        let sample = time >= phase.duration - Recording.Phase.timeTolerance
            ? "the final state" : "sample t = \(seconds(frame.t))"
        var lines = [style.bold("phase \(TerminalText.escaped(phase.name)) at t = \(seconds(time))") + " (\(sample)) · of "
            + "\(seconds(phase.duration)) · " + (phase.completed ? "completed" : "cancelled")]
        let happened = phase.events(upTo: time)
        let later = phase.events.count - happened.count
        lines += ["  trace up to t = \(seconds(time))" + (later > 0 ? " (\(later) later not shown)" : "")]
        lines += trace(happened, indent: "  ")
        lines += ["", "  " + style.bold("state") + " at t = \(seconds(frame.t))"]
        lines += stateTable(frame, indent: "    ")
        let screen = recording.device(during: phase).size
        lines += ["", "  " + style.bold("layout") + " at t = \(seconds(frame.t)) (\(screen) pt)"]
        lines += sketch(frame, screen, indent: "    ")
        return lines
    }

    /// The hook trace in aligned columns: time, call, target.
    func trace(_ events: ArraySlice<Recording.Event>, indent: String) -> [String] {
        guard !events.isEmpty else { return [indent + "(no hooks ran)"] }
        var table = TextTable(header: ["t", "call", "target"], alignments: [.right, .left, .left])
        table.maximumWidths = [nil, 88, nil]
        for event in events {
            table.append([ExportNumber.fixed(event.t, decimals: 3), event.call, event.target])
        }
        return table.lines(indent: indent) { row, line in row < 0 ? style.dim(line) : line }
    }

    /// Where the presenting view, the presented view and the chrome are, back to front.
    func stateTable(_ frame: Recording.Frame, indent: String) -> [String] {
        var table = TextTable(header: ["view", "frame", "alpha", "transform"], alignments: [.left, .left, .right, .left])
        for (view, role) in zip(frame.views, frame.roles()) where role.isListed {
            // The alpha, then what else the appearance says (hidden, a border).
            let alpha = ([ExportNumber.text(view.alpha, decimals: 3)] + AppearanceField.notes(view.appearance)).joined(separator: " ")
            table.append([view.name, view.frame.description, alpha, TextSummary.describe(view.transform)])
        }
        guard !table.rows.isEmpty else { return [indent + "(no presented view or chrome in the window)"] }
        return table.lines(indent: indent) { row, line in row < 0 ? style.dim(line) : line }
    }

    func sketch(_ frame: Recording.Frame, _ screen: Size, indent: String) -> [String] {
        LayoutSketch(maxColumns: options.layoutColumns, maxRows: options.layoutRows)
            .lines(of: frame, screen: screen).map { indent + $0 }
    }

    func diagnostics(_ recording: Recording) -> [String] {
        guard !recording.diagnostics.isEmpty else { return ["diagnostics: none"] }
        return [style.bold("diagnostics")] + recording.diagnostics.map { "  " + style.severity($0.severity, TerminalText.escaped($0.description)) }
    }

    func seconds(_ value: Double) -> String {
        ExportNumber.text(value, decimals: 4) + " s"
    }

    /// A transform as a person would name it: identity, a pure scale, translation or rotation, else its matrix.
    static func describe(_ transform: PresentationKit.AffineTransform) -> String {
        func n(_ value: Double) -> String { ExportNumber.text(value, decimals: 3) }
        let t = transform
        let noTranslation = abs(t.tx) < 1e-9 && abs(t.ty) < 1e-9
        if t.isIdentity { return "identity" }
        if abs(t.b) < 1e-9, abs(t.c) < 1e-9 {
            if abs(t.a - 1) < 1e-9, abs(t.d - 1) < 1e-9 { return "translate \(n(t.tx)), \(n(t.ty))" }
            if noTranslation { return abs(t.a - t.d) < 1e-9 ? "scale \(n(t.a))" : "scale \(n(t.a)), \(n(t.d))" }
        }
        let unitScale: Double = t.a * t.a + t.b * t.b
        let isRotation = abs(t.a - t.d) < 1e-9 && abs(t.b + t.c) < 1e-9 && abs(unitScale - 1) < 1e-6
        if isRotation, noTranslation {
            return "rotate \(ExportNumber.text(ExportNumber.degrees(sine: t.b, cosine: t.a), decimals: 2))°"
        }
        return "[" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map(n).joined(separator: ", ") + "]"
    }
}
