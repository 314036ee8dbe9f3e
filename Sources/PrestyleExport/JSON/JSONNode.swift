/// A JSON value under construction by ``OrderedJSONEncoder``, written out as bytes by ``JSONByteWriter`` when it
/// is complete: the export's one document model.
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
        /// A frame's sampled views, all with finite numbers, kept as the array they were (one reference, no
        /// copy) and written straight to bytes, one line each, by `JSONByteWriter.write(_:)` (see
        /// ``JSONNode/writesViewsDirectly``).
        case views([Recording.RecordedView])
        case node(JSONNode)
    }

    private(set) var kind = Kind.unset
    /// Whether a recording's sampled views are kept whole as ``Entry/views(_:)`` (the export's fast path), or
    /// encoded through the generic containers like any other value. Nodes made under this one share it.
    let writesViewsDirectly: Bool

    init(writesViewsDirectly: Bool = false) {
        self.writesViewsDirectly = writesViewsDirectly
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
        // Room for a view's dozen fields at once, rather than growing 1, 2, 4, 8, 16.
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
        let node = JSONNode(writesViewsDirectly: writesViewsDirectly)
        setMember(key, .node(node))
        return node
    }

    func append(_ entry: Entry) {
        becomeArray()
        entries.append(entry)
    }

    func appendItem() -> JSONNode {
        let node = JSONNode(writesViewsDirectly: writesViewsDirectly)
        append(.node(node))
        return node
    }

    var itemCount: Int { kind == .array ? entries.count : 0 }
}

extension JSONNode.Entry {
    var isScalar: Bool {
        switch self {
        case .scalar: true
        case .numbers, .views: false
        case .node(let node): node.kind == .scalar
        }
    }

    /// A scalar, or an array whose items are all scalars: what may share one line with its siblings.
    var isScalarOrScalarArray: Bool {
        switch self {
        case .scalar, .numbers: true
        // An empty array is one of scalars, as the generic path would see it.
        case .views(let views): views.isEmpty
        case .node(let node):
            node.kind == .scalar || (node.kind == .array && node.entries.allSatisfy(\.isScalar))
        }
    }
}

/// A finished JSON scalar, stored inline in its parent's entries.
enum JSONScalar {
    case null
    case bool(Bool)
    /// An integer or other number already formatted as its JSON literal.
    case number(String)
    /// A finite floating-point number, formatted (rounded) when it is written.
    case double(Double)
    case string(String)
}
