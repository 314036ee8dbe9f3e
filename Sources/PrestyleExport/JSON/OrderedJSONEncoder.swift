/// Encodes a value as JSON whose objects keep their keys in the order the value's `encode(to:)` wrote them,
/// with every floating-point number rounded to a fixed number of decimals, laid out as ``JSONByteWriter`` lays
/// out a document.
///
/// Foundation's `JSONEncoder` offers either no order at all or alphabetical order; the export wants the order
/// a person reads in (a view's name before its geometry, a phase's name before its frames), so the Codable
/// conformances decide and this encoder keeps it.
struct OrderedJSONEncoder {
    /// Decimals kept in floating-point numbers.
    var decimals = 4
    /// Whether a recording's sampled views are written straight to bytes (`JSONByteWriter.write(_:)`), the
    /// export's fast path; off, they go through the generic containers like any other value, the same bytes.
    var writesViewsDirectly = true

    /// The value as the UTF-8 bytes of its JSON document.
    ///
    /// - Parameters:
    ///   - indentation: What one level of nesting indents a line by.
    ///   - capacity: How many bytes to reserve up front (a guess of the size saves regrowing).
    /// - Throws: `EncodingError.invalidValue` for a number JSON cannot hold (NaN or infinite), naming its path.
    func bytes<Value: Encodable>(_ value: Value, indentation: String = "  ", capacity: Int = 0) throws -> [UInt8] {
        let root = JSONNode(writesViewsDirectly: writesViewsDirectly)
        try value.encode(to: NodeEncoder(node: root, codingPath: [], decimals: decimals))
        var writer = JSONByteWriter(indentation: indentation, decimals: decimals, capacity: capacity)
        writer.write(root)
        return writer.bytes
    }

    /// The value's JSON document as text.
    ///
    /// - Throws: `EncodingError.invalidValue` for a number JSON cannot hold (NaN or infinite), naming its path.
    func text<Value: Encodable>(_ value: Value, indentation: String = "  ") throws -> String {
        String(decoding: try bytes(value, indentation: indentation), as: UTF8.self)
    }
}

/// A finite floating-point number as a scalar; NaN and infinities are an error naming where they are.
func floatingPoint(_ value: Double, at codingPath: @autoclosure () -> [any CodingKey]) throws -> JSONScalar {
    guard value.isFinite else {
        throw EncodingError.invalidValue(value, EncodingError.Context(
            codingPath: codingPath(),
            debugDescription: "\(value) cannot be written as JSON (only finite numbers can)"))
    }
    return .double(value)
}

/// The entry for a value the containers write without a nested encoder, or nil for anything else.
///
/// Arrays of numbers (every rect, point and transform of the export) are the bulk of a recording, with the
/// sampled views that hold them, so both are recognised and kept as they are rather than as a node per
/// number or per view. The types are compared as metatypes (a pointer comparison), not cast, which would
/// cost a runtime lookup per value.
private func fastEntry<Value: Encodable>(
    _ value: Value, in node: JSONNode, path: [any CodingKey], key: any CodingKey
) throws -> JSONNode.Entry? {
    if Value.self == [Recording.RecordedView].self, node.writesViewsDirectly {
        // Views with a number JSON cannot hold go through `encode(to:)`, which names it.
        let views = unsafeBitCast(value, to: [Recording.RecordedView].self)
        return views.allSatisfy(\.hasOnlyFiniteNumbers) ? .views(views) : nil
    }
    if Value.self == [Double].self {
        let numbers = unsafeBitCast(value, to: [Double].self)
        for (index, number) in numbers.enumerated() where !number.isFinite {
            _ = try floatingPoint(number, at: path + [key, IndexKey(index)])
        }
        return .numbers(numbers)
    }
    if Value.self == Double.self { return .scalar(try floatingPoint(unsafeBitCast(value, to: Double.self), at: path + [key])) }
    if Value.self == String.self { return .scalar(.string(unsafeBitCast(value, to: String.self))) }
    if Value.self == Bool.self { return .scalar(.bool(unsafeBitCast(value, to: Bool.self))) }
    if Value.self == Int.self { return .scalar(.number(String(unsafeBitCast(value, to: Int.self)))) }
    return nil
}

/// An index used as a coding key inside arrays, for error paths.
struct IndexKey: CodingKey {
    let intValue: Int?
    var stringValue: String { "Index \(intValue ?? 0)" }
    init(_ index: Int) { intValue = index }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { self.intValue = intValue }
}

/// Encodes a value into a ``JSONNode``.
struct NodeEncoder: Encoder {
    let node: JSONNode
    let codingPath: [any CodingKey]
    let decimals: Int
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        node.becomeObject()
        return KeyedEncodingContainer(KeyedNodeContainer<Key>(node: node, codingPath: codingPath, decimals: decimals))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        node.becomeArray()
        return UnkeyedNodeContainer(node: node, codingPath: codingPath, decimals: decimals)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleNodeContainer(node: node, codingPath: codingPath, decimals: decimals)
    }
}

/// Writes one value into a node: scalars directly, anything else through its own `encode(to:)`.
private func encodeValue<Value: Encodable>(
    _ value: Value, into node: JSONNode, codingPath: [any CodingKey], decimals: Int
) throws {
    try value.encode(to: NodeEncoder(node: node, codingPath: codingPath, decimals: decimals))
}

private struct SingleNodeContainer: SingleValueEncodingContainer {
    let node: JSONNode
    let codingPath: [any CodingKey]
    let decimals: Int

    mutating func encodeNil() throws { node.set(.null) }
    mutating func encode(_ value: Bool) throws { node.set(.bool(value)) }
    mutating func encode(_ value: String) throws { node.set(.string(value)) }
    mutating func encode(_ value: Double) throws { node.set(try floatingPoint(value, at: codingPath)) }
    mutating func encode(_ value: Float) throws { node.set(try floatingPoint(Double(value), at: codingPath)) }
    mutating func encode(_ value: Int) throws { encodeInteger(value) }
    mutating func encode(_ value: Int8) throws { encodeInteger(value) }
    mutating func encode(_ value: Int16) throws { encodeInteger(value) }
    mutating func encode(_ value: Int32) throws { encodeInteger(value) }
    mutating func encode(_ value: Int64) throws { encodeInteger(value) }
    mutating func encode(_ value: UInt) throws { encodeInteger(value) }
    mutating func encode(_ value: UInt8) throws { encodeInteger(value) }
    mutating func encode(_ value: UInt16) throws { encodeInteger(value) }
    mutating func encode(_ value: UInt32) throws { encodeInteger(value) }
    mutating func encode(_ value: UInt64) throws { encodeInteger(value) }

    mutating func encode<Value: Encodable>(_ value: Value) throws {
        try encodeValue(value, into: node, codingPath: codingPath, decimals: decimals)
    }

    private func encodeInteger<Value: BinaryInteger>(_ value: Value) {
        node.set(.number(String(value)))
    }
}

private struct KeyedNodeContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: JSONNode
    let codingPath: [any CodingKey]
    let decimals: Int

    mutating func encodeNil(forKey key: Key) throws {
        node.setMember(key.stringValue, .scalar(.null))
    }

    mutating func encode(_ value: Double, forKey key: Key) throws {
        node.setMember(key.stringValue, .scalar(try floatingPoint(value, at: codingPath + [key])))
    }

    mutating func encode(_ value: String, forKey key: Key) throws {
        node.setMember(key.stringValue, .scalar(.string(value)))
    }

    mutating func encode(_ value: Bool, forKey key: Key) throws {
        node.setMember(key.stringValue, .scalar(.bool(value)))
    }

    mutating func encode(_ value: Int, forKey key: Key) throws {
        node.setMember(key.stringValue, .scalar(.number(String(value))))
    }

    mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {
        if let entry = try fastEntry(value, in: node, path: codingPath, key: key) {
            node.setMember(key.stringValue, entry)
            return
        }
        try encodeValue(value, into: node.member(key.stringValue), codingPath: codingPath + [key], decimals: decimals)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        NodeEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key], decimals: decimals)
            .container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        NodeEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key], decimals: decimals)
            .unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        NodeEncoder(node: node.member("super"), codingPath: codingPath, decimals: decimals)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        NodeEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key], decimals: decimals)
    }
}

private struct UnkeyedNodeContainer: UnkeyedEncodingContainer {
    let node: JSONNode
    let codingPath: [any CodingKey]
    let decimals: Int
    var count: Int { node.itemCount }

    private var nextPath: [any CodingKey] { codingPath + [IndexKey(count)] }

    mutating func encodeNil() throws {
        node.append(.scalar(.null))
    }

    mutating func encode(_ value: Double) throws {
        node.append(.scalar(try floatingPoint(value, at: nextPath)))
    }

    mutating func encode(_ value: String) throws {
        node.append(.scalar(.string(value)))
    }

    mutating func encode<Value: Encodable>(_ value: Value) throws {
        if let entry = try fastEntry(value, in: node, path: codingPath, key: IndexKey(count)) {
            node.append(entry)
            return
        }
        let path = nextPath
        try encodeValue(value, into: node.appendItem(), codingPath: path, decimals: decimals)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let path = nextPath
        return NodeEncoder(node: node.appendItem(), codingPath: path, decimals: decimals).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let path = nextPath
        return NodeEncoder(node: node.appendItem(), codingPath: path, decimals: decimals).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        let path = nextPath
        return NodeEncoder(node: node.appendItem(), codingPath: path, decimals: decimals)
    }
}
