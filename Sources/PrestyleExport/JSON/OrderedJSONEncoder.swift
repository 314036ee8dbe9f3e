/// Encodes a value into a ``JSONValue`` whose objects keep their keys in the order the value's `encode(to:)`
/// wrote them, with every floating-point number rounded to a fixed number of decimals.
///
/// Foundation's `JSONEncoder` offers either no order at all or alphabetical order; the export wants the order
/// a person reads in (a view's name before its geometry, a phase's name before its frames), so the Codable
/// conformances decide and this encoder keeps it.
struct OrderedJSONEncoder {
    /// Decimals kept in floating-point numbers.
    var decimals = 4

    /// - Throws: `EncodingError.invalidValue` for a number JSON cannot hold (NaN or infinite), naming its path.
    func encode<Value: Encodable>(_ value: Value) throws -> JSONValue {
        let root = JSONNode()
        try value.encode(to: NodeEncoder(node: root, codingPath: [], decimals: decimals))
        return root.value
    }
}

/// A value under construction. Containers hold nodes by reference, so a nested container handed out earlier
/// can still fill in its part after its parent has moved on to the next key.
private final class JSONNode {
    enum Content {
        case unset
        case scalar(JSONValue)
        case object([(key: String, node: JSONNode)])
        case array([JSONNode])
    }

    var content = Content.unset

    var value: JSONValue {
        switch content {
        case .unset: .object([])  // A value that encodes nothing is an empty object, as with JSONEncoder.
        case .scalar(let value): value
        case .object(let members): .object(members.map { ($0.key, $0.node.value) })
        case .array(let items): .array(items.map(\.value))
        }
    }

    /// The node for `key` in this object, made (or reset) on demand; a key written twice keeps its first place.
    func member(_ key: String) -> JSONNode {
        var members: [(key: String, node: JSONNode)] = []
        if case .object(let existing) = content { members = existing }
        let node = JSONNode()
        if let index = members.firstIndex(where: { $0.key == key }) {
            members[index].node = node
        } else {
            members.append((key, node))
        }
        content = .object(members)
        return node
    }

    func becomeObject() {
        if case .object = content { return }
        content = .object([])
    }

    func becomeArray() {
        if case .array = content { return }
        content = .array([])
    }

    func appendItem() -> JSONNode {
        var items: [JSONNode] = []
        if case .array(let existing) = content { items = existing }
        let node = JSONNode()
        items.append(node)
        content = .array(items)
        return node
    }

    var itemCount: Int {
        if case .array(let items) = content { return items.count }
        return 0
    }
}

/// An index used as a coding key inside arrays, for error paths.
private struct IndexKey: CodingKey {
    let intValue: Int?
    var stringValue: String { "Index \(intValue ?? 0)" }
    init(_ index: Int) { intValue = index }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { self.intValue = intValue }
}

private struct NodeEncoder: Encoder {
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

    mutating func encodeNil() throws { node.content = .scalar(.null) }
    mutating func encode(_ value: Bool) throws { node.content = .scalar(.bool(value)) }
    mutating func encode(_ value: String) throws { node.content = .scalar(.string(value)) }
    mutating func encode(_ value: Double) throws { try encodeFloatingPoint(value) }
    mutating func encode(_ value: Float) throws { try encodeFloatingPoint(Double(value)) }
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
        node.content = .scalar(.number(String(value)))
    }

    private func encodeFloatingPoint(_ value: Double) throws {
        guard value.isFinite else {
            throw EncodingError.invalidValue(value, EncodingError.Context(
                codingPath: codingPath,
                debugDescription: "\(value) cannot be written as JSON (only finite numbers can)"))
        }
        node.content = .scalar(.number(ExportNumber.text(value, decimals: decimals)))
    }
}

private struct KeyedNodeContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: JSONNode
    let codingPath: [any CodingKey]
    let decimals: Int

    mutating func encodeNil(forKey key: Key) throws {
        node.member(key.stringValue).content = .scalar(.null)
    }

    mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {
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
        node.appendItem().content = .scalar(.null)
    }

    mutating func encode<Value: Encodable>(_ value: Value) throws {
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
