/// An object of values of any encodable type whose members are written in the order given, for documents
/// put together by hand (a page's configuration) rather than by a type's `encode(to:)`.
///
///     try OrderedJSONEncoder().text(OrderedObject([("loop", true), ("phase", nil as String?)]))
///     // {"loop": true, "phase": null}
struct OrderedObject: Encodable {
    var members: [(key: String, value: any Encodable)]

    init(_ members: [(key: String, value: any Encodable)]) {
        self.members = members
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: NameKey.self)
        for (key, value) in members {
            try container.encode(value, forKey: NameKey(key))
        }
    }
}
