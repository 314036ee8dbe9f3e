/// Escaping for text placed in XML and HTML. View names, hook names and messages come from style scripts,
/// which strangers write, so nothing from a recording reaches markup unescaped.
enum Markup {
    /// `text` safe inside element content and inside quoted attribute values.
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default:
                // XML 1.0 forbids most control characters even when escaped; they carry nothing visible.
                if character.unicodeScalars.allSatisfy({ $0.value >= 0x20 || $0 == "\n" || $0 == "\t" }) {
                    result.append(character)
                }
            }
        }
        return result
    }

    /// A number for an attribute: three decimals at most, no "-0".
    static func number(_ value: Double) -> String {
        ExportNumber.text(value, decimals: 3)
    }
}
