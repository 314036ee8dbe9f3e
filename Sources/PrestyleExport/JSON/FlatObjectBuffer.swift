import PresentationKit

/// Where ``OrderedJSONEncoder`` writes a recording's sampled views — the bulk of an export — as soon as they
/// are encoded, straight to bytes, without a ``JSONNode`` or a Codable container per view.
///
/// A sampled view's members are scalars and arrays of numbers or strings, so it takes one line in the
/// document whatever its parent's layout: its bytes can be written before the rest is known. It writes the
/// members ``Recording/RecordedView/members(_:)`` hands out, the list `encode(to:)` writes too, so the two
/// paths give the same bytes (`JSONByteWriterTests` holds them to it).
final class FlatObjectBuffer {
    private(set) var writer: JSONByteWriter

    /// - Parameter capacity: How many bytes to reserve up front: the views are most of a document, and
    ///   regrowing this buffer would copy them again.
    init(decimals: Int, capacity: Int = 0) {
        writer = JSONByteWriter(decimals: decimals, capacity: capacity)
    }

    /// Writes `view` as one flat object and returns where its bytes are.
    ///
    /// - Parameters:
    ///   - codingPath, key: Where the view is in the document, for naming a number JSON cannot hold.
    /// - Throws: `EncodingError.invalidValue` for a NaN or infinite number, naming its path.
    func write(_ view: Recording.RecordedView, codingPath: [any CodingKey], key: any CodingKey) throws -> Range<Int> {
        // One access to the writer for the whole view: each access to a class's stored property is checked
        // for exclusivity, too costly per member.
        try Self.write(view, path: { codingPath + [key] }, into: &writer)
    }

    private static func write(
        _ view: Recording.RecordedView, path: () -> [any CodingKey], into writer: inout JSONByteWriter
    ) throws -> Range<Int> {
        let start = writer.count
        writer.append(UInt8(ascii: "{"))
        var first = true
        do {
            try view.members { key, value in
                if !first {
                    writer.append(UInt8(ascii: ","))
                    writer.append(UInt8(ascii: " "))
                }
                first = false
                writer.append(UInt8(ascii: "\""))
                key.withUTF8Buffer { writer.append(contentsOf: $0) }
                writer.append(UInt8(ascii: "\""))
                writer.append(UInt8(ascii: ":"))
                writer.append(UInt8(ascii: " "))
                try write(value, path: { path() + [NameKey(key.description)] }, into: &writer)
            }
        } catch {
            writer.truncate(to: start)
            throw error
        }
        writer.append(UInt8(ascii: "}"))
        return start..<writer.count
    }

    private static func write(
        _ member: ViewMember, path: () -> [any CodingKey], into writer: inout JSONByteWriter
    ) throws {
        switch member {
        case .null: writer.write(.null)
        case .bool(let value): writer.write(.bool(value))
        case .number(let value):
            guard value.isFinite else { _ = try floatingPoint(value, at: path()); return }
            writer.writeNumber(value)
        case .string(let text): writer.writeQuoted(text)
        case .strings(let texts):
            writer.append(UInt8(ascii: "["))
            for (index, text) in texts.enumerated() {
                if index > 0 {
                    writer.append(UInt8(ascii: ","))
                    writer.append(UInt8(ascii: " "))
                }
                writer.writeQuoted(text)
            }
            writer.append(UInt8(ascii: "]"))
        case .rect(let rect):
            try writeNumbers(rect.x, rect.y, rect.width, rect.height, path: path, into: &writer)
        case .point(let point):
            try writeNumbers(point.x, point.y, path: path, into: &writer)
        case .transform(let t):
            try writeNumbers(t.a, t.b, t.c, t.d, t.tx, t.ty, path: path, into: &writer)
        }
    }

    /// An array of numbers on one line, as ``JSONByteWriter/write(numbers:)`` writes one, each checked finite.
    private static func writeNumbers(
        _ numbers: Double..., path: () -> [any CodingKey], into writer: inout JSONByteWriter
    ) throws {
        writer.append(UInt8(ascii: "["))
        for (index, number) in numbers.enumerated() {
            guard number.isFinite else { _ = try floatingPoint(number, at: path() + [IndexKey(index)]); return }
            if index > 0 {
                writer.append(UInt8(ascii: ","))
                writer.append(UInt8(ascii: " "))
            }
            writer.writeNumber(number)
        }
        writer.append(UInt8(ascii: "]"))
    }
}
