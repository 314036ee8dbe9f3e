import PresentationKit

extension JSONByteWriter {
    /// A sampled view — the bulk of an export — written straight from the members
    /// ``Recording/RecordedView/members(_:)`` hands out, the list its `encode(to:)` writes too, so the two
    /// give the same bytes (`JSONByteWriterTests` holds them to it) without a container per view.
    ///
    /// Its numbers must be finite (``Recording/RecordedView/hasOnlyFiniteNumbers``): the encoder sends any
    /// other view through `encode(to:)`, which names the one JSON cannot hold.
    mutating func write(_ view: Recording.RecordedView) {
        append(UInt8(ascii: "{"))
        var first = true
        view.members { key, value in
            if !first {
                append(UInt8(ascii: ","))
                append(UInt8(ascii: " "))
            }
            first = false
            append(UInt8(ascii: "\""))
            key.withUTF8Buffer { append(contentsOf: $0) }
            append(UInt8(ascii: "\""))
            append(UInt8(ascii: ":"))
            append(UInt8(ascii: " "))
            write(value)
        }
        append(UInt8(ascii: "}"))
    }

    private mutating func write(_ member: ViewMember) {
        switch member {
        case .null: write(JSONScalar.null)
        case .bool(let value): write(JSONScalar.bool(value))
        case .number(let value): writeNumber(value)
        case .string(let text): writeQuoted(text)
        case .color(let color): writeQuoted(color.hex)
        case .strings(let texts):
            append(UInt8(ascii: "["))
            for (index, text) in texts.enumerated() {
                if index > 0 {
                    append(UInt8(ascii: ","))
                    append(UInt8(ascii: " "))
                }
                writeQuoted(text)
            }
            append(UInt8(ascii: "]"))
        case .rect(let rect):
            append(UInt8(ascii: "["))
            writeNumber(rect.x)
            writeNextNumber(rect.y)
            writeNextNumber(rect.width)
            writeNextNumber(rect.height)
            append(UInt8(ascii: "]"))
        case .point(let point):
            append(UInt8(ascii: "["))
            writeNumber(point.x)
            writeNextNumber(point.y)
            append(UInt8(ascii: "]"))
        case .transform(let transform):
            append(UInt8(ascii: "["))
            writeNumber(transform.a)
            writeNextNumber(transform.b)
            writeNextNumber(transform.c)
            writeNextNumber(transform.d)
            writeNextNumber(transform.tx)
            writeNextNumber(transform.ty)
            append(UInt8(ascii: "]"))
        }
    }

    /// A number in an array after its first: the separator, then the number.
    private mutating func writeNextNumber(_ value: Double) {
        append(UInt8(ascii: ","))
        append(UInt8(ascii: " "))
        writeNumber(value)
    }
}

extension Recording.RecordedView {
    /// Whether every number among the view's members is finite, so that JSON can hold it.
    var hasOnlyFiniteNumbers: Bool {
        var finite = true
        members { _, value in
            switch value {
            case .number(let number): finite = finite && number.isFinite
            case .rect(let rect): finite = finite && rect.x.isFinite && rect.y.isFinite && rect.width.isFinite && rect.height.isFinite
            case .point(let point): finite = finite && point.x.isFinite && point.y.isFinite
            case .transform(let t):
                finite = finite && t.a.isFinite && t.b.isFinite && t.c.isFinite && t.d.isFinite && t.tx.isFinite && t.ty.isFinite
            case .null, .bool, .string, .color, .strings: break
            }
        }
        return finite
    }
}
