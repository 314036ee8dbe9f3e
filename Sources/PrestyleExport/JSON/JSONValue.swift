/// A JSON document whose objects keep their keys in the order they were written, so the export's layout is
/// chosen by its Codable conformances rather than by a hash table.
indirect enum JSONValue {
    case null
    case bool(Bool)
    /// A number, already formatted as its JSON literal.
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    /// The document as text, laid out for people: an array or object whose members are all scalars (or
    /// arrays of scalars) goes on one line, anything deeper opens one line per member.
    ///
    ///     {
    ///       "t": 0,
    ///       "views": [
    ///         {"name": "window", "parent": null, "frame": [0, 0, 393, 852], ...},
    func written(indentation: String = "  ") -> String {
        var output = ""
        write(to: &output, indentation: indentation, depth: 0)
        return output
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }

    /// Whether every member is a scalar or an array of scalars: such a value fits on one line.
    private var isFlat: Bool {
        func isScalarOrScalarArray(_ value: JSONValue) -> Bool {
            if case .array(let items) = value { return items.allSatisfy(\.isScalar) }
            return value.isScalar
        }
        switch self {
        case .array(let items): return items.allSatisfy(isScalarOrScalarArray)
        case .object(let members): return members.allSatisfy { isScalarOrScalarArray($0.value) }
        default: return true
        }
    }

    private func write(to output: inout String, indentation: String, depth: Int) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .number(let literal): output += literal
        case .string(let text): output += JSONValue.quoted(text)
        case .array(let items):
            writeMembers(items.map { (nil, $0) }, open: "[", close: "]", to: &output, indentation, depth)
        case .object(let members):
            writeMembers(members.map { ($0.key, $0.value) }, open: "{", close: "}", to: &output, indentation, depth)
        }
    }

    private func writeMembers(
        _ members: [(String?, JSONValue)], open: String, close: String,
        to output: inout String, _ indentation: String, _ depth: Int
    ) {
        if members.isEmpty {
            output += open + close
            return
        }
        let inline = isFlat
        let inner = String(repeating: indentation, count: depth + 1)
        output += open
        for (index, (key, value)) in members.enumerated() {
            if index > 0 { output += inline ? ", " : "," }
            if !inline { output += "\n" + inner }
            if let key { output += JSONValue.quoted(key) + ": " }
            value.write(to: &output, indentation: indentation, depth: depth + 1)
        }
        if !inline { output += "\n" + String(repeating: indentation, count: depth) }
        output += close
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped, everything else as is.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
