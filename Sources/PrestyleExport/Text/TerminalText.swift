/// Text a style controls, made safe to print to a terminal: control characters are written out as visible
/// escapes, so a trace message, a view's name, a summary or an error from a hostile style cannot move the
/// cursor, fake a line of output, retitle the terminal or hide what follows.
///
/// What is escaped: C0 controls (U+0000–U+001F: NUL, ESC, CR, BEL, tab, newline…), DEL (U+007F), C1 controls
/// (U+0080–U+009F, which many terminals treat as ESC sequences: U+009B is CSI), and the Unicode bidirectional
/// overrides and isolates (U+202A–U+202E, U+2066–U+2069), which reorder how a line reads. Newline, carriage
/// return and tab become `\n`, `\r`, `\t`; the others `\u{1B}`-style, as Swift writes them. Everything else —
/// accents, emoji, box drawing — is kept.
///
///     TerminalText.escaped("ok\u{1B}]0;pwned\u{07}")       // "ok\u{1B}]0;pwned\u{7}", literally
///     TerminalText.escaped("a\nb")                          // "a\nb" written with a backslash
///
/// Every text rendering escapes each field (a name, a message, a cell) with ``escaped(_:)`` before laying it
/// out, so a newline inside a field is escaped while the rendering's own newlines stay; a whole document
/// about to be written to a terminal goes through ``sanitized(_:)`` as well (the CLI does, as a last line of
/// defence). Sources: the ECMA-48 control functions; the "Trojan Source" paper (CVE-2021-42574) for the bidi
/// controls.
public enum TerminalText {
    /// `text` with every control character written as a visible escape (newlines too: for one field).
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count + 8)
        for scalar in text.unicodeScalars { append(scalar, to: &result) }
        return result
    }

    /// A whole rendering made safe for a terminal: like ``escaped(_:)``, but its newlines stay lines, and the
    /// text styling the renderings add themselves (ANSI "select graphic rendition" sequences: `ESC [` digits
    /// and semicolons, then `m`) is kept. Any other escape sequence is escaped.
    public static func sanitized(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        guard scalars.contains(where: { isControl($0) && $0 != "\n" }) else { return text }
        var result = ""
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\n" {
                result.unicodeScalars.append(scalar)
            } else if scalar == "\u{1B}", let end = endOfGraphicRendition(scalars, from: index) {
                result.unicodeScalars.append(contentsOf: scalars[index...end])
                index = end
            } else {
                append(scalar, to: &result)
            }
            index += 1
        }
        return result
    }

    /// Whether `scalar` is escaped: C0, DEL, C1, or a bidirectional override or isolate.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    private static func append(_ scalar: Unicode.Scalar, to result: inout String) {
        guard isControl(scalar) else {
            result.unicodeScalars.append(scalar)
            return
        }
        switch scalar {
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        default: result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
    }

    /// The index of the `m` ending an SGR sequence (`ESC [ 0-9;* m`, at most 32 parameters' characters)
    /// starting at `start`, or nil when what starts there is anything else.
    private static func endOfGraphicRendition(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        guard start + 2 < scalars.count, scalars[start + 1] == "[" else { return nil }
        var index = start + 2
        while index < scalars.count, index - start < 34 {
            switch scalars[index] {
            case "m": return index
            case "0"..."9", ";": index += 1
            default: return nil
            }
        }
        return nil
    }
}
