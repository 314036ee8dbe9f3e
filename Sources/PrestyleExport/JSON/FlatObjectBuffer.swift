/// Where ``OrderedJSONEncoder`` writes flat objects — a recording's sampled views, the bulk of an export —
/// as soon as they are encoded, through their own `encode(to:)`, without a ``JSONNode`` per object.
///
/// A flat object's members are scalars and arrays of numbers or strings, so it takes one line in the
/// document whatever its parent's layout: its bytes can be written before the rest is known. A value that
/// turns out not to be flat (it opens a nested container or encodes another kind of value) is taken back and
/// encoded through the generic containers instead, so the layout never depends on this shortcut.
final class FlatObjectBuffer {
    fileprivate(set) var writer: JSONByteWriter
    /// Members written into the object being written.
    fileprivate var memberCount = 0
    /// Whether the object being written has kept to scalars and arrays of them so far.
    fileprivate var isFlat = true

    init(decimals: Int) {
        writer = JSONByteWriter(decimals: decimals)
    }

    /// Writes `value` as one flat object and returns where its bytes are, or nil when it is not flat.
    ///
    /// - Parameters:
    ///   - codingPath, key: Where the value is in the document, for naming a number JSON cannot hold.
    /// - Throws: `EncodingError.invalidValue` for a NaN or infinite number, naming its path.
    func write<Value: Encodable>(
        _ value: Value, codingPath: [any CodingKey], key: any CodingKey
    ) throws -> Range<Int>? {
        let start = writer.count
        memberCount = 0
        isFlat = true
        writer.append(UInt8(ascii: "{"))
        try value.encode(to: FlatObjectEncoder(buffer: self, parentPath: codingPath, key: key))
        guard isFlat else {
            writer.truncate(to: start)
            return nil
        }
        writer.append(UInt8(ascii: "}"))
        return start..<writer.count
    }

    /// Writes a member: the separator after the previous one, the key, then what `body` writes — all in one
    /// access to the writer (each access to a class's stored property is checked for exclusivity, too
    /// costly per byte).
    fileprivate func writeMember(_ key: String, _ body: (inout JSONByteWriter) -> Void) {
        let first = memberCount == 0
        memberCount += 1
        Self.writeMember(key, first: first, body, into: &writer)
    }

    private static func writeMember(
        _ key: String, first: Bool, _ body: (inout JSONByteWriter) -> Void, into writer: inout JSONByteWriter
    ) {
        if !first {
            writer.append(UInt8(ascii: ","))
            writer.append(UInt8(ascii: " "))
        }
        writer.writeQuoted(key)
        writer.append(UInt8(ascii: ":"))
        writer.append(UInt8(ascii: " "))
        body(&writer)
    }

    /// Marks the object as not flat; what it writes from now on is thrown away.
    fileprivate func refuse() -> any Encoder {
        isFlat = false
        return NodeEncoder(node: JSONNode(), codingPath: [], decimals: 0)
    }
}

/// The encoder a flat object writes itself into: a keyed container and nothing else.
private struct FlatObjectEncoder: Encoder {
    let buffer: FlatObjectBuffer
    let parentPath: [any CodingKey]
    let key: any CodingKey
    var codingPath: [any CodingKey] { parentPath + [key] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(FlatObjectContainer<Key>(buffer: buffer, encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer { buffer.refuse().unkeyedContainer() }

    func singleValueContainer() -> any SingleValueEncodingContainer { buffer.refuse().singleValueContainer() }
}

private struct FlatObjectContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let buffer: FlatObjectBuffer
    let encoder: FlatObjectEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }

    mutating func encodeNil(forKey key: Key) throws {
        buffer.writeMember(key.stringValue) { $0.write(.null) }
    }

    mutating func encode(_ value: Bool, forKey key: Key) throws {
        buffer.writeMember(key.stringValue) { $0.write(.bool(value)) }
    }

    mutating func encode(_ value: String, forKey key: Key) throws {
        buffer.writeMember(key.stringValue) { $0.writeQuoted(value) }
    }

    mutating func encode(_ value: Double, forKey key: Key) throws {
        let number = try floatingPoint(value, at: codingPath + [key])
        buffer.writeMember(key.stringValue) { $0.write(number) }
    }

    mutating func encode(_ value: Int, forKey key: Key) throws {
        buffer.writeMember(key.stringValue) { $0.write(.number(String(value))) }
    }

    /// Arrays of numbers or strings, and the scalars above when they come generically; anything else is not
    /// flat. Types are compared as metatypes, as ``OrderedJSONEncoder`` does.
    mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {
        if Value.self == [Double].self {
            let numbers = unsafeBitCast(value, to: [Double].self)
            for (index, number) in numbers.enumerated() where !number.isFinite {
                _ = try floatingPoint(number, at: codingPath + [key, IndexKey(index)])
            }
            buffer.writeMember(key.stringValue) { $0.write(numbers: numbers) }
        } else if Value.self == [String].self {
            let texts = unsafeBitCast(value, to: [String].self)
            buffer.writeMember(key.stringValue) { writer in
                writer.append(UInt8(ascii: "["))
                for (index, text) in texts.enumerated() {
                    if index > 0 {
                        writer.append(UInt8(ascii: ","))
                        writer.append(UInt8(ascii: " "))
                    }
                    writer.writeQuoted(text)
                }
                writer.append(UInt8(ascii: "]"))
            }
        } else if Value.self == Double.self {
            try encode(unsafeBitCast(value, to: Double.self), forKey: key)
        } else if Value.self == String.self {
            try encode(unsafeBitCast(value, to: String.self), forKey: key)
        } else if Value.self == Bool.self {
            try encode(unsafeBitCast(value, to: Bool.self), forKey: key)
        } else if Value.self == Int.self {
            try encode(unsafeBitCast(value, to: Int.self), forKey: key)
        } else {
            _ = buffer.refuse()
        }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        buffer.refuse().container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        buffer.refuse().unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { buffer.refuse() }

    mutating func superEncoder(forKey key: Key) -> any Encoder { buffer.refuse() }
}
