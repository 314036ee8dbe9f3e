/// The value of a style option: a number, a string, a boolean, or a list of numbers or of strings — the kinds a
/// style's `options` table may declare as defaults.
///
///     let delegate = try registry.transitioningDelegate(for: "bouncy", options: ["inset": 50, "dim": 0.3])
///     let sheet = try registry.transitioningDelegate(for: "sheet", options: ["detents": .strings(["medium", "large"])])
///
/// An override must have the kind of the option's default (an `inset` declared as `30` takes numbers only, a
/// `detents` declared as `{ "medium" }` lists of strings only); ``parse(_:as:option:style:)`` reads the CLI's
/// `--set key=value` text by that kind. A list's elements all have one kind: a default that mixes numbers and
/// strings does not load, and an empty default (`{}`) is a list of strings (see Styles/README.md, "Options").
public enum OptionValue: Hashable, Sendable {
    /// A number: `30`, `0.5`. Always finite in a style's options (an infinite or NaN override is refused).
    case number(Double)
    /// A string: `"#ff0000"`, `"bottom"`.
    case string(String)
    /// A boolean: `true`, `false`.
    case bool(Bool)
    /// A list of numbers: `{ 0.5, 1 }`.
    case numbers([Double])
    /// A list of strings: `{ "medium", "large" }`.
    case strings([String])

    /// The kinds of option values, named as Lua names the types.
    public enum Kind: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// ``OptionValue/number(_:)``.
        case number
        /// ``OptionValue/string(_:)``.
        case string
        /// ``OptionValue/bool(_:)``.
        case boolean
        /// ``OptionValue/numbers(_:)``, named `list of numbers`.
        case numbers = "list of numbers"
        /// ``OptionValue/strings(_:)``, named `list of strings`.
        case strings = "list of strings"

        /// The kind's name as errors write it: `number`, `string`, `boolean`, `list of numbers`,
        /// `list of strings`.
        public var description: String { rawValue }
    }

    /// The kind of this value.
    public var kind: Kind {
        switch self {
        case .number: .number
        case .string: .string
        case .bool: .boolean
        case .numbers: .numbers
        case .strings: .strings
        }
    }

    /// The number, for numbers.
    public var numberValue: Double? {
        if case .number(let value) = self { value } else { nil }
    }

    /// The string, for strings.
    public var stringValue: String? {
        if case .string(let value) = self { value } else { nil }
    }

    /// The boolean, for booleans.
    public var boolValue: Bool? {
        if case .bool(let value) = self { value } else { nil }
    }

    /// The numbers, for lists of numbers.
    public var numbersValue: [Double]? {
        if case .numbers(let value) = self { value } else { nil }
    }

    /// The strings, for lists of strings.
    public var stringsValue: [String]? {
        if case .strings(let value) = self { value } else { nil }
    }

    /// The elements of a list as single values; nil for a scalar.
    public var elements: [OptionValue]? {
        switch self {
        case .numbers(let values): values.map(OptionValue.number)
        case .strings(let values): values.map(OptionValue.string)
        case .number, .string, .bool: nil
        }
    }
}

extension OptionValue: CustomStringConvertible {
    /// As a style file would write it: `30`, `0.5`, `"#ff0000"`, `true`, `{ "medium", "large" }`, `{}`.
    public var description: String {
        switch self {
        case .number(let value):
            if value.rounded() == value, Swift.abs(value) < 1e15 { return String(Int64(value)) }
            return String(value)
        case .string(let value): return value.debugDescription
        case .bool(let value): return String(value)
        case .numbers, .strings:
            let elements = elements ?? []
            return elements.isEmpty ? "{}" : "{ " + elements.map(\.description).joined(separator: ", ") + " }"
        }
    }
}

extension OptionValue: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, ExpressibleByStringLiteral,
    ExpressibleByBooleanLiteral
{
    /// A number, from a literal such as `0.3`.
    public init(floatLiteral value: Double) { self = .number(value) }
    /// A number, from a literal such as `50`.
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    /// A string, from a literal such as `"bottom"`.
    public init(stringLiteral value: String) { self = .string(value) }
    /// A boolean, from `true` or `false`.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}
