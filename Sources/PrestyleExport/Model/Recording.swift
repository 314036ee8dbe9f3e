/// One run of a presentation style on a simulated device: what the hooks did, and where every view was at
/// every sampled moment. This is prestyle's JSON export, value for value (see <doc:JSONExportFormat>),
/// and the input of every rendering.
///
/// A recorder fills one in while it drives a presentation on the virtual clock: one ``Phase`` per step of the
/// scenario (present, dismiss, rotate, adapt), each with the ordered hook trace and the window's views sampled
/// at t = k/fps, plus the settled state at the phase's end.
///
///     var recording = Recording(style: "bouncy", source: "Styles/bouncy.lua", device: .init(...))
///     recording.phases.append(Recording.Phase(name: "present", duration: 0.5, completed: true, ...))
///     let html = try recording.rendered(as: .html())
///
/// Names of views are unique within a recording; the presented view is `presented`, the presenter's view
/// `presenting`, the transition's container `container`.
public struct Recording: Codable, Sendable, Equatable {
    /// The value of the `format` field, which tells a prestyle run from any other JSON document.
    public static let format = "prestyle-run"
    /// The newest version of the format this build writes and reads.
    public static let currentVersion = 1

    /// The format version the recording was written with.
    public var version: Int
    /// The style's name, as the registry knows it.
    public var style: String
    /// Where the style was loaded from (a path).
    public var source: String
    /// The scene the style played in when it was not a presentation: `push` (a navigation push then pop),
    /// `tab` (a tab switch and back), `layout` (a collection view's layout-to-layout push then pop) or `split`
    /// (a presentation from a split view controller's secondary). Nil for a presentation, the default scene,
    /// which the export then leaves out.
    public var scene: String?
    /// The simulated device the run used.
    public var device: RecordedDevice
    /// Which iOS the run modelled: the major version of PresentationKit's `SystemVersion` (26, 18 or 12). Nil
    /// in a recording that does not say (one written before eras were modelled, when it was 18).
    public var systemVersion: Int?
    /// The style's options as the run used them: defaults with any overrides applied.
    public var options: [String: RecordedOptionValue]
    /// The steps of the scenario, in the order they ran.
    public var phases: [Phase]
    /// Errors, warnings and notes the style produced during the run.
    public var diagnostics: [RecordedDiagnostic]

    /// A recording; a run's options, phases and diagnostics default to none.
    public init(
        style: String,
        source: String,
        device: RecordedDevice,
        options: [String: RecordedOptionValue] = [:],
        phases: [Phase] = [],
        diagnostics: [RecordedDiagnostic] = [],
        systemVersion: Int? = nil,
        version: Int = Recording.currentVersion
    ) {
        self.version = version
        self.systemVersion = systemVersion
        self.style = style
        self.source = source
        self.device = device
        self.options = options
        self.phases = phases
        self.diagnostics = diagnostics
    }

    /// The phase with this name, or nil.
    public func phase(named name: String) -> Phase? {
        phases.first { $0.name == name }
    }

    /// The screen at the end of `phase`: its own ``Phase/device`` when a rotation or a size-class change made
    /// it differ from the run's initial ``device``, else that device. Renderings size a phase's drawing by it.
    public func device(during phase: Phase) -> RecordedDevice {
        phase.device ?? device
    }

    /// The frame shown at a moment: the phase it names (the first phase when it names none) sampled at the
    /// latest frame at or before its time, or the phase's final state once the phase has ended.
    ///
    /// - Throws: ``ExportError`` when the phase does not exist or the time is not a finite number.
    public func frame(at moment: Moment) throws -> Frame {
        try resolvedPhase(moment.phase).frame(at: moment.time)
    }

    /// The phase a moment names, or the first phase when it names none.
    ///
    /// - Throws: ``ExportError`` when there is no such phase.
    public func resolvedPhase(_ name: String?) throws -> Phase {
        guard let name else {
            guard let first = phases.first else { throw ExportError.noPhases(style: style) }
            return first
        }
        guard let phase = phase(named: name) else {
            throw ExportError.unknownPhase(name, known: phases.map(\.name))
        }
        return phase
    }
}

extension Recording {
    private enum CodingKeys: String, CodingKey {
        case format, version, style, source, scene, systemVersion, device, options, phases, diagnostics
    }

    /// Reads a recording from the JSON export (`"format": "prestyle-run"`), any version from 1 to
    /// ``currentVersion``.
    ///
    /// - Throws: `DecodingError` for another format, a version this build cannot read, or a field missing or
    ///   of the wrong type.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let format = try container.decode(String.self, forKey: .format)
        guard format == Recording.format else {
            throw DecodingError.dataCorruptedError(
                forKey: .format, in: container,
                debugDescription: "\"\(format)\", expected \"\(Recording.format)\"")
        }
        version = try container.decode(Int.self, forKey: .version)
        guard (1...Recording.currentVersion).contains(version) else {
            throw DecodingError.dataCorruptedError(
                forKey: .version, in: container,
                debugDescription: "\(version) is not supported; this build reads versions 1 to "
                    + "\(Recording.currentVersion) (did a newer prestyle write it?)")
        }
        style = try container.decode(String.self, forKey: .style)
        source = try container.decode(String.self, forKey: .source)
        scene = try container.decodeIfPresent(String.self, forKey: .scene)
        systemVersion = try container.decodeIfPresent(Int.self, forKey: .systemVersion)
        device = try container.decode(RecordedDevice.self, forKey: .device)
        options = try container.decode([String: RecordedOptionValue].self, forKey: .options)
        phases = try container.decode([Phase].self, forKey: .phases)
        diagnostics = try container.decode([RecordedDiagnostic].self, forKey: .diagnostics)
    }

    /// Writes the recording in the JSON export's form: the format and version first, the options sorted by
    /// name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Recording.format, forKey: .format)
        try container.encode(version, forKey: .version)
        try container.encode(style, forKey: .style)
        try container.encode(source, forKey: .source)
        try container.encodeIfPresent(scene, forKey: .scene)
        try container.encodeIfPresent(systemVersion, forKey: .systemVersion)
        try container.encode(device, forKey: .device)
        // A dictionary's order is not stable; the export's is, so the options go out sorted by name.
        var options = container.nestedContainer(keyedBy: NameKey.self, forKey: .options)
        for name in self.options.keys.sorted() {
            try options.encode(self.options[name], forKey: NameKey(name))
        }
        try container.encode(phases, forKey: .phases)
        try container.encode(diagnostics, forKey: .diagnostics)
    }
}

/// A coding key made from any string, for objects keyed by names such as style options.
struct NameKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
