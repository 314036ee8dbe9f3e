/// The bytes libFuzzer hands a target, read front to back as choices: a byte, a bounded integer, a number
/// from a menu of hostile ones, a Lua literal. Past the end every read answers 0, so any input is a valid
/// (possibly short) program of choices.
public struct FuzzInput {
    public let bytes: [UInt8]
    public private(set) var position = 0

    public init(_ data: UnsafePointer<UInt8>?, _ count: Int) {
        bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    }

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    public var isAtEnd: Bool { position >= bytes.count }

    public mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// An integer in `0..<count`.
    public mutating func choice(_ count: Int) -> Int {
        Int(byte()) % max(count, 1)
    }

    /// A number chosen to break things: NaN, infinities, huge, tiny, negative, zero, integers at the edges
    /// of Lua's range, or an ordinary value built from the next bytes.
    public mutating func number() -> String {
        let menu = ["0/0", "1/0", "-1/0", "1e308", "-1e308", "1e-200", "-1e-200", "0", "-0.0", "-1", "1", "0.5",
                    "600", "600.0001", "1e7", "-1e7", "math.maxinteger", "math.mininteger", "2^53", "1e-12"]
        let pick = choice(menu.count + 2)
        if pick < menu.count { return menu[pick] }
        let magnitude = Double(Int(byte()) << 8 | Int(byte())) / Double(1 + Int(byte()))
        return pick == menu.count ? "\(magnitude)" : "-\(magnitude)"
    }

    /// A short string, sometimes one the bindings recognise (curve names, colors, size classes).
    public mutating func string() -> String {
        let menu = ["linear", "easeIn", "easeOut", "easeInOut", "#ff0000", "#zzzzzz", "fullScreen", "overFullScreen",
                    "pageSheet", "formSheet", "custom", "none", "compact", "regular", "", "\u{1B}]0;x\u{07}", "\\0"]
        let pick = choice(menu.count + 1)
        if pick < menu.count { return "\"" + menu[pick].debugLuaEscaped + "\"" }
        let length = choice(12)
        return "\"" + String(decoding: (0..<length).map { _ in byte() }, as: UTF8.self).debugLuaEscaped + "\""
    }

    /// A Lua expression for any value a hook might return or a binding be given: nil, booleans, numbers,
    /// strings, geometry made by the style API, and nested tables of these (with keys the bindings look for).
    public mutating func literal(depth: Int = 0) -> String {
        let kinds = depth > 3 ? 4 : 12
        switch choice(kinds) {
        case 0: return "nil"
        case 1: return byte() & 1 == 0 ? "true" : "false"
        case 2: return number()
        case 3: return string()
        case 4: return "rect(\(number()), \(number()), \(number()), \(number()))"
        case 5: return "size(\(number()), \(number()))"
        case 6: return "point(\(number()), \(number()))"
        case 7: return ["transform.scale(\(number()))", "transform.rotate(\(number()))",
                        "transform.translate(\(number()), \(number()))", "transform.identity"][choice(4)]
        case 8:
            let count = choice(5)
            return "{" + (0..<count).map { _ in literal(depth: depth + 1) }.joined(separator: ", ") + "}"
        case 9:
            let keys = ["x", "y", "width", "height", "duration", "damping", "velocity", "bounce", "curve", "delay",
                        "spring", "frames", "mode", "name", "frame", "alpha", "color", "repeats", "autoreverses",
                        "changes", "completion", "horizontal", "vertical"]
            let count = choice(6)
            return "{" + (0..<count).map { _ in "\(keys[choice(keys.count)]) = \(literal(depth: depth + 1))" }
                .joined(separator: ", ") + "}"
        case 10: return "function() return \(literal(depth: depth + 1)) end"
        default: return "self_or_ctx"
        }
    }
}

extension String {
    /// The string's bytes written as a Lua string literal's contents: printable ASCII kept, everything else
    /// as a three-digit decimal escape.
    var debugLuaEscaped: String {
        var text = ""
        for byte in utf8 {
            if byte >= 0x20, byte < 0x7F, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
                text.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                // Three digits always: Lua reads up to three, so "\\92" before a "0" would be byte 920.
                let digits = String(byte)
                text += "\\" + String(repeating: "0", count: 3 - digits.count) + digits
            }
        }
        return text
    }
}
