import PresentationKit

/// The value of one member of a sampled view's JSON object, as ``Recording/RecordedView/members(_:)`` hands it
/// out: what `encode(to:)` and the export's direct writer (`JSONByteWriter.write(_:)`) each write in their own
/// way.
///
/// Geometry stays whole (a rect, not an array of four numbers) and a color stays a color, so the direct
/// writer allocates nothing per view; both writers give it the same `[x, y, width, height]` layout.
enum ViewMember {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    /// A color as its hex string, made only when it is written.
    case color(Color)
    /// Strings written as an array of them (masked corners' names).
    case strings([String])
    case rect(Rect)
    case point(Point)
    case transform(AffineTransform)

    /// `text` as a string, or `null` when there is none: the export's members are all present.
    static func string(orNull text: String?) -> ViewMember {
        if let text { .string(text) } else { .null }
    }

    /// `color` as a color, or `null` when there is none.
    static func color(orNull color: Color?) -> ViewMember {
        if let color { .color(color) } else { .null }
    }
}

extension KeyedEncodingContainer {
    /// Writes `member` as the Codable path writes its value; geometry as short arrays of numbers.
    mutating func encode(_ member: ViewMember, forKey key: Key) throws {
        switch member {
        case .null: try encodeNil(forKey: key)
        case .bool(let value): try encode(value, forKey: key)
        case .number(let value): try encode(value, forKey: key)
        case .string(let text): try encode(text, forKey: key)
        case .color(let color): try encode(color.hex, forKey: key)
        case .strings(let texts): try encode(texts, forKey: key)
        case .rect(let rect): try encode(rect, forKey: key)
        case .point(let point): try encode(point, forKey: key)
        case .transform(let transform): try encode(transform, forKey: key)
        }
    }
}
