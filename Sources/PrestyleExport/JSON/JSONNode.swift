/// A JSON value under construction by ``OrderedJSONEncoder``, written out as bytes when it is complete.
///
/// Containers hold their nested values by reference, so a nested container handed out earlier can still fill
/// in its part after its parent has moved on to the next key. Scalars live in their parent's entries rather
/// than in nodes of their own, and objects and arrays grow in place: a recording of some thousand frames is
/// some tens of thousands of numbers, and each one costs an append, not an allocation and a copy.
final class JSONNode {
    enum Kind { case unset, scalar, object, array }

    /// A member of an object or an array: a finished scalar, or a nested value still being filled.
    enum Entry {
        case scalar(JSONScalar)
        /// An array of finite numbers, kept as the array it was (an export is mostly rects and points).
        case numbers([Double])
        /// A view state with finite numbers, written field by field by ``JSONByteWriter`` (see
        /// ``JSONNode/writesViewStatesDirectly``).
        case viewState(Recording.ViewState)
        case node(JSONNode)
    }

    private(set) var kind = Kind.unset
    /// Whether view states go into the tree as they are, for the byte writer to write without their Codable
    /// conformance (a recording is mostly view states, and the generic containers cost more than the
    /// writing). Nodes made under this one inherit it; the ``JSONValue`` path leaves it off, so the
    /// conformance stays the reference the direct writing is tested against.
    let writesViewStatesDirectly: Bool

    init(writesViewStatesDirectly: Bool = false) {
        self.writesViewStatesDirectly = writesViewStatesDirectly
    }
    /// The value when `kind` is `.scalar`.
    private(set) var scalar = JSONScalar.null
    /// The keys of an object, in the order they were first written; `entries` holds their values.
    private(set) var keys: [String] = []
    /// The values of an object (one per key) or the items of an array.
    private(set) var entries: [Entry] = []

    func set(_ value: JSONScalar) {
        kind = .scalar
        scalar = value
        keys = []
        entries = []
    }

    func becomeObject() {
        guard kind != .object else { return }
        kind = .object
        // Room for a view state's dozen fields at once, rather than growing 1, 2, 4, 8, 16.
        keys = []
        keys.reserveCapacity(16)
        entries = []
        entries.reserveCapacity(16)
    }

    func becomeArray() {
        guard kind != .array else { return }
        kind = .array
        keys = []
        entries = []
    }

    /// Writes `entry` under `key` in this object; a key written twice keeps its first place.
    func setMember(_ key: String, _ entry: Entry) {
        becomeObject()
        if let index = keys.firstIndex(of: key) {
            entries[index] = entry
        } else {
            keys.append(key)
            entries.append(entry)
        }
    }

    /// A new node under `key` in this object, replacing what the key held.
    func member(_ key: String) -> JSONNode {
        let node = JSONNode(writesViewStatesDirectly: writesViewStatesDirectly)
        setMember(key, .node(node))
        return node
    }

    func append(_ entry: Entry) {
        becomeArray()
        entries.append(entry)
    }

    func appendItem() -> JSONNode {
        let node = JSONNode(writesViewStatesDirectly: writesViewStatesDirectly)
        append(.node(node))
        return node
    }

    var itemCount: Int { kind == .array ? entries.count : 0 }

    /// The finished value as a ``JSONValue``, floating-point numbers rounded to `decimals` places.
    func value(decimals: Int) -> JSONValue {
        switch kind {
        case .unset: .object([])  // A value that encodes nothing is an empty object, as with JSONEncoder.
        case .scalar: scalar.value(decimals: decimals)
        case .object: .object(zip(keys, entries).map { ($0, $1.value(decimals: decimals)) })
        case .array: .array(entries.map { $0.value(decimals: decimals) })
        }
    }
}

extension JSONNode.Entry {
    func value(decimals: Int) -> JSONValue {
        switch self {
        case .scalar(let scalar): scalar.value(decimals: decimals)
        case .numbers(let numbers): .array(numbers.map { .number(ExportNumber.text($0, decimals: decimals)) })
        case .viewState(let state):
            // Not reached: only byte writing stores view states; the conformance is the reference for them.
            (try? OrderedJSONEncoder(decimals: decimals).encode(state)) ?? .null
        case .node(let node): node.value(decimals: decimals)
        }
    }

    var isScalar: Bool {
        switch self {
        case .scalar: true
        case .numbers, .viewState: false
        case .node(let node): node.kind == .scalar
        }
    }

    /// A scalar, or an array whose items are all scalars.
    var isScalarOrScalarArray: Bool {
        switch self {
        case .scalar, .numbers: true
        case .viewState: false
        case .node(let node):
            node.kind == .scalar || (node.kind == .array && node.entries.allSatisfy(\.isScalar))
        }
    }
}

/// A finished JSON scalar. Unlike ``JSONValue`` (an indirect enum, so every case is boxed) it is stored inline.
enum JSONScalar {
    case null
    case bool(Bool)
    /// An integer or other number already formatted as its JSON literal.
    case number(String)
    /// A finite floating-point number, formatted (rounded) when it is written.
    case double(Double)
    case string(String)

    func value(decimals: Int) -> JSONValue {
        switch self {
        case .null: .null
        case .bool(let value): .bool(value)
        case .number(let literal): .number(literal)
        case .double(let value): .number(ExportNumber.text(value, decimals: decimals))
        case .string(let text): .string(text)
        }
    }
}
