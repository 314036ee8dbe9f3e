/// A device name that matches no preset, with the presets it may have meant.
///
/// `description` is the message to show as is:
///
///     unknown device 'iphone15'; did you mean 'iphone-15', 'iphone-14' or 'iphone-16'?
///     unknown device 'nokia'; known devices: iphone-se, iphone-15, iphone-15-pro-max, ipad-pro-11, ipad-pro-12.9
public struct UnknownDeviceError: Error, Hashable, Sendable {
    /// The name as given.
    public let name: String
    /// Close presets' slugs, closest first; empty when nothing is close.
    public let suggestions: [String]
    /// Every preset's slug.
    public let knownSlugs: [String]

    /// An error for `name`, with the slugs close to it and all the slugs known.
    public init(name: String, suggestions: [String], knownSlugs: [String]) {
        self.name = name
        self.suggestions = suggestions
        self.knownSlugs = knownSlugs
    }
}

extension UnknownDeviceError: CustomStringConvertible {
    /// The message to show: the name, then the close slugs or, when none is close, every known slug.
    public var description: String {
        let quoted = suggestions.map { "'\($0)'" }
        switch quoted.count {
        case 0:
            return "unknown device '\(name)'; known devices: \(knownSlugs.joined(separator: ", "))"
        case 1:
            return "unknown device '\(name)'; did you mean \(quoted[0])?"
        default:
            return "unknown device '\(name)'; did you mean \(quoted.dropLast().joined(separator: ", ")) or \(quoted.last!)?"
        }
    }
}
