import PresentationKit

/// The value of one member of a sampled view's JSON object, as ``Recording/RecordedView/members(_:)`` hands it
/// out: what `encode(to:)` and the export's direct writer (``FlatObjectBuffer``) each write in their own way.
///
/// Geometry stays whole (a rect, not an array of four numbers) so the direct writer allocates nothing per
/// view; both writers give it the same `[x, y, width, height]` layout.
enum ViewMember {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    /// Strings written as an array of them (masked corners' names).
    case strings([String])
    case rect(Rect)
    case point(Point)
    case transform(AffineTransform)

    /// `text` as a string, or `null` when there is none: the export's members are all present.
    static func string(orNull text: String?) -> ViewMember {
        if let text { .string(text) } else { .null }
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
        case .strings(let texts): try encode(texts, forKey: key)
        case .rect(let rect): try encode(rect, forKey: key)
        case .point(let point): try encode(point, forKey: key)
        case .transform(let transform): try encode(transform, forKey: key)
        }
    }
}
