/// One self-contained page playing many recordings side by side — a style library at a glance — built on the
/// HTML player: the same recordings, the same script and stylesheet, one set of controls driving every
/// player in step, plus a filter box and, on each player, the style's summary and a link to its source.
///
/// Each player is a small card (the layers and the hook trace are left to the single player); the cards
/// fill the page's width in a grid. For tests the page exposes, besides the player's own state (see
/// ``HTMLPlayer``): each card's `data-style`, the filter box `#filter`, which hides the cards whose style
/// name and summary do not contain what it holds (`hidden`), and `#shown`, how many cards show of how many.
public struct GalleryPage: Sendable {
    /// One card: a recording with what the gallery says about its style.
    public struct Entry: Sendable {
        /// The run the card plays.
        public var recording: Recording
        /// The style's one-line summary.
        public var summary: String
        /// Where its source is, as a link from the page (a relative path or a URL); nil for none.
        public var sourceLink: String?

        /// A card for a recording.
        public init(recording: Recording, summary: String, sourceLink: String? = nil) {
            self.recording = recording
            self.summary = summary
            self.sourceLink = sourceLink
        }
    }

    /// How large a card's screen may be, in CSS pixels, bezel included: a phone fits its height.
    public static let cardFit = (width: 300.0, height: 420.0)

    /// The player's options: where to start, whether to play at once and to loop.
    public var options: HTMLPlayer.Options

    /// A gallery whose players start, play and loop as the options say.
    public init(options: HTMLPlayer.Options = HTMLPlayer.Options()) {
        self.options = options
    }

    /// The page with one card per entry, in order.
    ///
    /// - Throws: ``ExportError`` when the start moment names a phase no recording has, or a recording holds
    ///   a number JSON cannot.
    public func page(for entries: [Entry], title: String = "prestyle gallery") throws -> String {
        let player = HTMLPlayer(options: options)
        try player.validateStart(in: entries.map(\.recording))
        let ids = entries.indices.map { "s\($0)" }
        let cards: [(key: String, value: any Encodable)] = zip(ids, entries).map { id, entry in
            (id, OrderedObject([("source", entry.sourceLink), ("summary", entry.summary)]))
        }
        let devices = Set(entries.map(\.recording.device.name)).sorted()
        let count = entries.count == 1 ? "1 style" : "\(entries.count) styles"
        return try player.document(
            title: title,
            heading: "prestyle · gallery",
            subtitle: devices.isEmpty ? count : "\(count) on \(devices.joined(separator: " and "))",
            recordings: zip(ids, entries.map(\.recording)).map { ($0, $1) },
            configuration: [
                ("fit", OrderedObject([("height", Self.cardFit.height), ("width", Self.cardFit.width)])),
                ("gallery", OrderedObject(cards)),
                ("layout", "gallery"),
            ],
            stylesheet: PageResources.galleryStylesheet,
            script: PageResources.galleryScript)
    }
}
