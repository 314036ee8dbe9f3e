extension OptionValue {
    /// Reads the text of a `--set key=value` as a value of `kind` (the kind of the option's default).
    ///
    /// Numbers are decimal (`50`, `0.25`, `-3`, `1e-2`) and finite; booleans are `true`/`false` (also
    /// `yes`/`no`, `on`/`off`, `1`/`0`); strings are taken as they are, without quotes (surrounding quotes,
    /// if any, are removed).
    ///
    /// - Parameters:
    ///   - text: The value as typed.
    ///   - kind: The kind the option takes.
    ///   - option: The option's name, for the error.
    ///   - style: The style's name, for the error.
    /// - Throws: ``StyleError`` with code ``StyleError/Code/badOption``: one line naming the option, the kind it
    ///   takes and the text given.
    public static func parse(_ text: String, as kind: Kind, option: String, style: String? = nil) throws -> OptionValue {
        let trimmed = text.trimmingWhitespace
        switch kind {
        case .number:
            if let number = Double(trimmed), number.isFinite { return .number(number) }
        case .boolean:
            switch trimmed.lowercased() {
            case "true", "yes", "on", "1": return .bool(true)
            case "false", "no", "off", "0": return .bool(false)
            default: break
            }
        case .string:
            if trimmed.count >= 2, let first = trimmed.first, first == "\"" || first == "'", trimmed.last == first {
                return .string(String(trimmed.dropFirst().dropLast()))
            }
            return .string(text)
        }
        throw StyleError.badOption(option, style: style, expected: kind, got: text.debugDescription)
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and newlines.
    var trimmingWhitespace: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[start...end])
    }
}
