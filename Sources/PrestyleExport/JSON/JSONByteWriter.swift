/// Writes a finished ``JSONNode`` as UTF-8 bytes, laid out for people: an array or object whose members are all
/// scalars (or arrays of scalars) on one line, anything deeper one line per member.
///
///     {
///       "t": 0,
///       "views": [
///         {"name": "window", "parent": null, "frame": [0, 0, 393, 852], ...},
///
/// It appends to one growing byte buffer — no intermediate strings for the layout, the keys or the numbers —
/// which is what keeps the export's writing fast (`prestyle-bench json`). The JSON format article's and the
/// export tests' documents pin the output byte for byte.
struct JSONByteWriter {
    private(set) var bytes: [UInt8] = []
    private let indentation: [UInt8]
    private let decimals: Int

    init(indentation: String = "  ", decimals: Int, capacity: Int = 0) {
        self.indentation = Array(indentation.utf8)
        self.decimals = decimals
        bytes.reserveCapacity(capacity)
    }

    /// How many bytes are written so far.
    var count: Int { bytes.count }

    /// Drops what was written after the first `count` bytes.
    mutating func truncate(to count: Int) {
        bytes.removeSubrange(count...)
    }

    mutating func write(_ node: JSONNode, depth: Int = 0) {
        switch node.kind {
        case .unset:
            bytes.append(UInt8(ascii: "{"))
            bytes.append(UInt8(ascii: "}"))
        case .scalar: write(node.scalar)
        case .object, .array: writeMembers(of: node, depth: depth)
        }
    }

    private mutating func write(_ entry: JSONNode.Entry, depth: Int) {
        switch entry {
        case .scalar(let scalar): write(scalar)
        case .numbers(let numbers): write(numbers: numbers)
        case .views(let views):
            // Laid out as writeMembers lays out an array of objects: one per line, or [] when empty.
            bytes.append(UInt8(ascii: "["))
            if views.isEmpty {
                bytes.append(UInt8(ascii: "]"))
                return
            }
            for index in views.indices {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                newline(depth: depth + 1)
                write(views[index])
            }
            newline(depth: depth)
            bytes.append(UInt8(ascii: "]"))
        case .node(let node): write(node, depth: depth)
        }
    }

    private mutating func writeMembers(of node: JSONNode, depth: Int) {
        let isObject = node.kind == .object
        let (open, close) = isObject ? (UInt8(ascii: "{"), UInt8(ascii: "}")) : (UInt8(ascii: "["), UInt8(ascii: "]"))
        bytes.append(open)
        if node.entries.isEmpty {
            bytes.append(close)
            return
        }
        let inline = node.entries.allSatisfy(\.isScalarOrScalarArray)
        for (index, entry) in node.entries.enumerated() {
            if index > 0 {
                bytes.append(UInt8(ascii: ","))
                if inline { bytes.append(UInt8(ascii: " ")) }
            }
            if !inline { newline(depth: depth + 1) }
            if isObject {
                writeQuoted(node.keys[index])
                bytes.append(UInt8(ascii: ":"))
                bytes.append(UInt8(ascii: " "))
            }
            write(entry, depth: depth + 1)
        }
        if !inline { newline(depth: depth) }
        bytes.append(close)
    }

    /// An array of numbers, always on one line (an array of scalars is flat).
    mutating func write(numbers: [Double]) {
        bytes.append(UInt8(ascii: "["))
        for (index, number) in numbers.enumerated() {
            if index > 0 {
                bytes.append(UInt8(ascii: ","))
                bytes.append(UInt8(ascii: " "))
            }
            writeNumber(number)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    mutating func append(_ byte: UInt8) { bytes.append(byte) }

    mutating func append(contentsOf buffer: UnsafeBufferPointer<UInt8>) { bytes.append(contentsOf: buffer) }

    private mutating func newline(depth: Int) {
        bytes.append(UInt8(ascii: "\n"))
        for _ in 0..<depth { bytes += indentation }
    }

    mutating func write(_ scalar: JSONScalar) {
        switch scalar {
        case .null: bytes += "null".utf8
        case .bool(let value): bytes += (value ? "true" : "false").utf8
        case .number(let literal): bytes += literal.utf8
        case .double(let value): writeNumber(value)
        case .string(let text): writeQuoted(text)
        }
    }

    /// `ExportNumber.text(value, decimals:)`, digit for digit.
    ///
    /// For four decimals and magnitudes below 10¹¹ the rounded value is the integer n = round(value·10⁴) over
    /// 10⁴, and since n has at most 15 significant digits the shortest text that reads back as that double
    /// (what `String(Double)` prints) is exactly n's digits with the point put back and trailing zeros
    /// dropped; those are written straight from the integer. Anything else goes through `ExportNumber`.
    mutating func writeNumber(_ value: Double) {
        guard decimals == 4, Swift.abs(value) < 1e11 else {
            bytes += ExportNumber.text(value, decimals: decimals).utf8
            return
        }
        let scaled = Int64((value * 10_000).rounded())
        if scaled == 0 {
            bytes.append(UInt8(ascii: "0"))
            return
        }
        if scaled < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = scaled.magnitude
        writeDigits(magnitude / 10_000)
        var fraction = magnitude % 10_000
        guard fraction != 0 else { return }
        var places = 4
        while fraction % 10 == 0 {
            fraction /= 10
            places -= 1
        }
        bytes.append(UInt8(ascii: "."))
        var divisor: UInt64 = 1
        for _ in 1..<places { divisor *= 10 }
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(fraction / divisor % 10))
            divisor /= 10
        }
    }

    private mutating func writeDigits(_ value: UInt64) {
        if value >= 10 { writeDigits(value / 10) }
        bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
    }

    /// A JSON string literal: quotes, backslashes and control characters (C0, DEL and C1) escaped, everything
    /// else as it is.
    mutating func writeQuoted(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        var afterC2 = false
        for byte in text.utf8 {
            defer { afterC2 = byte == 0xC2 }
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                bytes.append(UInt8(ascii: "\\"))
                bytes.append(byte)
            case UInt8(ascii: "\n"): writeEscaped(letter: UInt8(ascii: "n"))
            case UInt8(ascii: "\r"): writeEscaped(letter: UInt8(ascii: "r"))
            case UInt8(ascii: "\t"): writeEscaped(letter: UInt8(ascii: "t"))
            case 0..<0x20, 0x7F: writeEscape(UInt32(byte))
            case 0x80...0x9F where afterC2:
                // U+0080…U+009F is C2 80…C2 9F in UTF-8: take back the lead byte and escape the scalar.
                bytes.removeLast()
                writeEscape(UInt32(byte))
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private mutating func writeEscaped(letter: UInt8) {
        bytes.append(UInt8(ascii: "\\"))
        bytes.append(letter)
    }

    private mutating func writeEscape(_ scalar: UInt32) {
        let hex = Array("0123456789abcdef".utf8)
        bytes += [UInt8(ascii: "\\"), UInt8(ascii: "u")]
        for shift in stride(from: 12, through: 0, by: -4) { bytes.append(hex[Int(scalar >> UInt32(shift) & 0xF)]) }
    }
}
