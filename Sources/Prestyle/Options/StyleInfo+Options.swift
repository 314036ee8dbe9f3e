extension StyleInfo {
    /// The options a presentation runs with: the defaults, with `overrides` applied.
    ///
    /// - Throws: ``StyleError`` with code ``StyleError/Code/unknownOption`` (with close names) for an option
    ///   the style does not declare, ``StyleError/Code/badOption`` for a value of another kind than the
    ///   default's, or a number that is not finite.
    public func resolvedOptions(_ overrides: [String: OptionValue]) throws -> [String: OptionValue] {
        var result = defaultOptions
        for (key, value) in overrides.sorted(by: { $0.key < $1.key }) {
            guard let option = option(named: key) else { throw unknownOption(key) }
            guard value.kind == option.kind else {
                throw StyleError.badOption(key, style: name, expected: option.kind, got: "\(value.kind) \(value)")
            }
            if case .number(let number) = value, !number.isFinite {
                throw StyleError.badOption(key, style: name, expected: option.kind, got: "\(number)")
            }
            if case .numbers(let numbers) = value, let bad = numbers.first(where: { !$0.isFinite }) {
                throw StyleError.badOption(key, style: name, expected: option.kind, got: "a list holding \(bad)")
            }
            result[key] = value
        }
        return result
    }

    /// Reads `key=value` assignments (the CLI's `--set`), each value by the kind of the option's default.
    ///
    ///     try style.parseOptions(["inset=50", "dim=0.3"])   // ["inset": 50, "dim": 0.3]
    ///
    /// - Throws: ``StyleError``: an assignment without `=` or without a key, an unknown option (with close names), or a value
    ///   that does not read as the option's kind — one line naming the option, the kind and the text.
    public func parseOptions(_ assignments: [String]) throws -> [String: OptionValue] {
        var result: [String: OptionValue] = [:]
        for assignment in assignments {
            let equals = assignment.firstIndex(of: "=")
            let key = equals.map { String(assignment[..<$0]).trimmingWhitespace } ?? ""
            guard let equals, !key.isEmpty else {
                throw StyleError(.badOption, "'\(assignment)' is not an option assignment: write key=value, "
                    + "e.g. \(options.first.map { "\($0.name)=\($0.defaultValue.plainText)" } ?? "inset=50")")
            }
            let text = String(assignment[assignment.index(after: equals)...])
            guard let option = option(named: key) else { throw unknownOption(key) }
            result[key] = try OptionValue.parse(text, as: option.kind, option: key, style: name)
        }
        return result
    }

    private func unknownOption(_ key: String) -> StyleError {
        let declared = options.map(\.name)
        let list = declared.isEmpty ? "it declares none" : "it declares " + declared.joined(separator: ", ")
        return StyleError(
            .unknownOption, "style '\(name)' has no option '\(key)' (\(list))", file: source, hook: "options",
            suggestions: NameSuggestions.closest(to: key, among: declared))
    }
}

extension OptionValue {
    /// The value as `--set` takes it: no quotes around strings, a list's elements separated by commas.
    var plainText: String {
        if case .string(let text) = self { return text }
        if let elements { return elements.map(\.plainText).joined(separator: ",") }
        return description
    }
}
