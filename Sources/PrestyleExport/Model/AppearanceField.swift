import PresentationKit

/// One property of a view's ``ViewAppearance`` as a recording keeps it: how the screen shows it, its members
/// in the JSON export, how they read back and round, and what the text summary says of it.
///
/// ``all`` is the one list the recorder, the JSON export (writing and reading), the rounding and the text
/// renderings go through: a property added to ``ViewAppearance`` is recorded by adding its field here, and the
/// SVG and the player then draw it.
struct AppearanceField: Sendable {
    /// Puts the engine's displayed value as the screen shows it (Core Animation clamps what it cannot draw).
    let draw: @Sendable (inout ViewAppearance) -> Void
    /// Hands the property's members of a sampled view's JSON object to `member`, key and value, in order; an
    /// optional one hands none at its default. `member` is a plain function argument, so the export's direct
    /// writer receives each value without a Codable container or an escaping closure in between.
    let members: @Sendable (ViewAppearance, _ member: (StaticString, ViewMember) -> Void) -> Void
    /// Reads the members back; an optional one that is absent leaves the default.
    let decode: @Sendable (KeyedDecodingContainer<NameKey>, inout ViewAppearance) throws -> Void
    /// Rounds the property as the export writes it: numbers to four decimals, colors to eight bits a channel.
    let round: @Sendable (inout ViewAppearance) -> Void
    /// What the text summary notes of the property beside the view's alpha, or nil for nothing.
    let note: @Sendable (ViewAppearance) -> String?

    init(
        draw: @escaping @Sendable (inout ViewAppearance) -> Void = { _ in },
        members: @escaping @Sendable (ViewAppearance, _ member: (StaticString, ViewMember) -> Void) -> Void,
        decode: @escaping @Sendable (KeyedDecodingContainer<NameKey>, inout ViewAppearance) throws -> Void,
        round: @escaping @Sendable (inout ViewAppearance) -> Void = { _ in },
        note: @escaping @Sendable (ViewAppearance) -> String? = { _ in nil }
    ) {
        self.draw = draw
        self.members = members
        self.decode = decode
        self.round = round
        self.note = note
    }

    /// `appearance` as the screen shows it (every field's ``draw``).
    static func drawn(_ appearance: ViewAppearance) -> ViewAppearance {
        var drawn = appearance
        for field in all { field.draw(&drawn) }
        return drawn
    }

    /// `appearance` as its JSON export keeps it (every field's ``round``).
    static func rounded(_ appearance: ViewAppearance) -> ViewAppearance {
        var rounded = appearance
        for field in all { field.round(&rounded) }
        return rounded
    }

    /// What the text summary notes of `appearance`, in the list's order: `hidden`, `border 2 #ff0000`.
    static func notes(_ appearance: ViewAppearance) -> [String] {
        all.compactMap { $0.note(appearance) }
    }

    /// The fields in the order of the export's keys (see the "JSON export format" article): the optional
    /// ones last, so recordings without them read as before.
    static let all: [AppearanceField] = [
        AppearanceField(
            // A view cannot be drawn more than opaque or less than transparent, whatever a spring's overshoot.
            draw: { $0.alpha = min(1, max(0, $0.alpha)) },
            members: { $1("alpha", .number($0.alpha)) },
            decode: { $1.alpha = try $0.decode(Double.self, forKey: NameKey("alpha")) },
            round: { $0.alpha = exported($0.alpha) }),
        AppearanceField(
            members: { $1("hidden", .bool($0.isHidden)) },
            decode: { $1.isHidden = try $0.decode(Bool.self, forKey: NameKey("hidden")) },
            note: { $0.isHidden ? "hidden" : nil }),
        AppearanceField(
            // A fully transparent color paints nothing, whatever its components: the export's null.
            draw: { if $0.backgroundColor.alpha == 0 { $0.backgroundColor = .clear } },
            members: { $1("color", .color(orNull: $0.backgroundColor == .clear ? nil : $0.backgroundColor)) },
            decode: { $1.backgroundColor = try $0.decodeColor(forKey: NameKey("color")) ?? .clear },
            round: { $0.backgroundColor = exported($0.backgroundColor) }),
        AppearanceField(
            // Nor with negative corners.
            draw: { $0.cornerRadius = max(0, $0.cornerRadius) },
            members: { $1("cornerRadius", .number($0.cornerRadius)) },
            decode: { $1.cornerRadius = try $0.decode(Double.self, forKey: NameKey("cornerRadius")) },
            round: { $0.cornerRadius = exported($0.cornerRadius) }),
        AppearanceField(
            members: { $1("clips", .bool($0.clipsToBounds)) },
            decode: { $1.clipsToBounds = try $0.decode(Bool.self, forKey: NameKey("clips")) }),
        AppearanceField(
            members: { if $0.maskedCorners != .all { $1("corners", .strings($0.maskedCorners.names)) } },
            decode: { $1.maskedCorners = try $0.decodeCorners(forKey: NameKey("corners")) ?? .all }),
        AppearanceField(
            // A border of no width, or of a clear color, draws nothing: Core Animation's default, recorded as none.
            draw: { if $0.borderWidth <= 0 || $0.borderColor.alpha == 0 { ($0.borderWidth, $0.borderColor) = (0, .black) } },
            members: {
                guard $0.borderWidth > 0 else { return }
                $1("borderWidth", .number($0.borderWidth))
                $1("borderColor", .color($0.borderColor))
            },
            decode: {
                guard $0.contains(NameKey("borderWidth")) else { return }
                $1.borderWidth = try $0.decode(Double.self, forKey: NameKey("borderWidth"))
                $1.borderColor = try $0.decodeColor(forKey: NameKey("borderColor")) ?? .black
            },
            round: { ($0.borderWidth, $0.borderColor) = (exported($0.borderWidth), exported($0.borderColor)) },
            note: { $0.borderWidth > 0 ? "border \(ExportNumber.text($0.borderWidth, decimals: 3)) \($0.borderColor.hex)" : nil }),
        AppearanceField(
            // A shadow at opacity 0 draws nothing: Core Animation's default, recorded as none.
            draw: { if let shadow = $0.shadow, shadow.opacity <= 0 { $0.shadow = nil } },
            members: {
                guard let shadow = $0.shadow else { return }
                // The shadow's fields sit in the view's own object, as the layer's properties are named, so a
                // sampled view stays flat and on one line.
                $1("shadowColor", .color(shadow.color))
                $1("shadowOpacity", .number(shadow.opacity))
                $1("shadowOffset", .point(Point(x: shadow.offset.width, y: shadow.offset.height)))
                $1("shadowRadius", .number(shadow.radius))
            },
            decode: {
                guard $0.contains(NameKey("shadowOpacity")) else { return }
                let offset = try $0.decodePoint(forKey: NameKey("shadowOffset"))
                $1.shadow = Shadow(
                    color: try $0.decodeColor(forKey: NameKey("shadowColor")) ?? .black,
                    opacity: try $0.decode(Double.self, forKey: NameKey("shadowOpacity")),
                    offset: Size(width: offset.x, height: offset.y),
                    radius: try $0.decode(Double.self, forKey: NameKey("shadowRadius")))
            },
            round: {
                $0.shadow = $0.shadow.map {
                    Shadow(color: exported($0.color), opacity: exported($0.opacity),
                           offset: Size(width: exported($0.offset.width), height: exported($0.offset.height)),
                           radius: exported($0.radius))
                }
            }),
    ]
}

extension KeyedDecodingContainer {
    /// Masked corners written as their names, or nil when the key is absent.
    func decodeCorners(forKey key: Key) throws -> CornerMask? {
        guard let names = try decodeIfPresent([String].self, forKey: key) else { return nil }
        var corners: CornerMask = []
        for name in names {
            guard let corner = CornerMask(name: name) else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: self,
                    debugDescription: "\"\(name)\" is not a corner; expected topLeft, topRight, bottomLeft or bottomRight")
            }
            corners.insert(corner)
        }
        return corners
    }
}
