/// The value of a style option: a number, a string or a boolean — the three kinds a style's `options`
/// table may declare as defaults.
///
///     let delegate = try registry.transitioningDelegate(for: "bouncy", options: ["inset": 50, "dim": 0.3])
///
/// An override must have the kind of the option's default (an `inset` declared as `30` takes numbers only);
/// ``parse(_:as:option:)`` reads the CLI's `--set key=value` text by that kind.
public enum OptionValue: Hashable, Sendable {
    case number(Double)
    case string(String)
    case bool(Bool)

    /// The kinds of option values, named as Lua names the types.
    public enum Kind: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        case number
        case string
        case boolean

        public var description: String { rawValue }
    }

    /// The kind of this value.
    public var kind: Kind {
        switch self {
        case .number: .number
        case .string: .string
        case .bool: .boolean
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
}

extension OptionValue: CustomStringConvertible {
    /// As a style file would write it: `30`, `0.5`, `"#ff0000"`, `true`.
    public var description: String {
        switch self {
        case .number(let value):
            if value.rounded() == value, Swift.abs(value) < 1e15 { return String(Int64(value)) }
            return String(value)
        case .string(let value): return value.debugDescription
        case .bool(let value): return String(value)
        }
    }
}

extension OptionValue: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, ExpressibleByStringLiteral,
    ExpressibleByBooleanLiteral
{
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(stringLiteral value: String) { self = .string(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}
