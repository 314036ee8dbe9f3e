extension OptionValue {
    /// Reads the text of a `--set key=value` as a value of `kind` (the kind of the option's default).
    ///
    /// Numbers are decimal (`50`, `0.25`, `-3`, `1e-2`) and finite; booleans are `true`/`false` (also
    /// `yes`/`no`, `on`/`off`, `1`/`0`); strings are taken as they are, without quotes (surrounding quotes,
    /// if any, are removed). Lists are their elements separated by commas, each read as a number or a string
    /// as above (`large,medium`, `0.5, 1`); one element is a list of one (`large`), and nothing after the `=`
    /// is the empty list. An element cannot contain a comma.
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
            return .string(unquoted(trimmed) ?? text)
        case .numbers:
            var numbers: [Double] = []
            for element in listElements(trimmed) {
                guard let number = Double(element), number.isFinite else {
                    throw StyleError.badOption(option, style: style, expected: kind,
                                               got: "\(text.debugDescription) (element \(element.debugDescription) is not a number)")
                }
                numbers.append(number)
            }
            return .numbers(numbers)
        case .strings:
            return .strings(listElements(trimmed).map { unquoted($0) ?? $0 })
        }
        throw StyleError.badOption(option, style: style, expected: kind, got: text.debugDescription)
    }

    /// The text between matching quotes (`"x"` or `'x'`), or nil when it is not quoted.
    private static func unquoted(_ text: String) -> String? {
        guard text.count >= 2, let first = text.first, first == "\"" || first == "'", text.last == first else { return nil }
        return String(text.dropFirst().dropLast())
    }

    /// The comma-separated elements of a list's text, each trimmed; none for empty text.
    private static func listElements(_ text: String) -> [String] {
        guard !text.isEmpty else { return [] }
        return text.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingWhitespace }
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
