extension Recording {
    /// The value of a style option: a number, a string, a boolean, or a list (a JSON array) of numbers or of
    /// strings, as a Lua style declares them: Prestyle's `OptionValue` as the JSON export records it (this module
    /// does not depend on Prestyle).
    public enum RecordedOptionValue: Codable, Sendable, Hashable, CustomStringConvertible {
        /// A number option's value (Lua numbers are doubles).
        case number(Double)
        /// A string option's value.
        case string(String)
        /// A boolean option's value.
        case bool(Bool)
        /// A list option's value: its elements, all numbers or all strings.
        case list([RecordedOptionValue])

        /// Reads a JSON boolean, number, string, or array of numbers or of strings.
        ///
        /// - Throws: `DecodingError.dataCorrupted` for any other JSON value.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            // Booleans first: a decoder may read `true` as a number, never a number as a boolean.
            if let value = try? container.decode(Bool.self) {
                self = .bool(value)
            } else if let value = try? container.decode(Double.self) {
                self = .number(value)
            } else if let value = try? container.decode(String.self) {
                self = .string(value)
            } else if let values = try? container.decode([Double].self) {
                self = .list(values.map(RecordedOptionValue.number))
            } else if let values = try? container.decode([String].self) {
                self = .list(values.map(RecordedOptionValue.string))
            } else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "an option's value must be a number, a string, a boolean, or a list "
                        + "of numbers or of strings")
            }
        }

        /// Writes the value as the JSON boolean, number, string or array it is.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .number(let value): try container.encode(value)
            case .string(let value): try container.encode(value)
            case .bool(let value): try container.encode(value)
            case .list(let values): try container.encode(values)
            }
        }

        /// As the style would write it: numbers compactly, strings quoted, lists in braces (`{ "medium", "large" }`,
        /// `{}`).
        public var description: String {
            switch self {
            case .number(let value): ExportNumber.text(value, decimals: 4)
            case .string(let value): "\"\(value)\""
            case .bool(let value): String(value)
            case .list(let values): values.isEmpty ? "{}" : "{ " + values.map(\.description).joined(separator: ", ") + " }"
            }
        }
    }
}

extension Recording.RecordedOptionValue: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByStringLiteral, ExpressibleByBooleanLiteral
{
    /// A number option's value from a literal: `["dim": 0.5]`.
    public init(floatLiteral value: Double) { self = .number(value) }
    /// A number option's value from an integer literal: `["inset": 30]`.
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    /// A string option's value from a literal: `["curve": "linear"]`.
    public init(stringLiteral value: String) { self = .string(value) }
    /// A boolean option's value from a literal: `["badge": true]`.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}
