import Foundation

/// The start tags of an HTML document as Chromium's `--dump-dom` serializes it (attribute values in double
/// quotes, `&`, `"`, `<`, `>` escaped), in document order — enough to inspect the player's state without an
/// HTML parser. Each element remembers the player (`data-player`) it appeared under, if any.
public struct DOMDump: Sendable {
    public struct Element: Sendable {
        public let tag: String
        public let attributes: [String: String]
        public let player: String?

        public var classes: Set<String> { Set((attributes["class"] ?? "").split(separator: " ").map(String.init)) }

        /// The `style` attribute as properties: "left: 30px; top: 2px" → ["left": "30px", "top": "2px"].
        public var style: [String: String] {
            var properties: [String: String] = [:]
            for declaration in (attributes["style"] ?? "").split(separator: ";") {
                guard let colon = declaration.firstIndex(of: ":") else { continue }
                let name = declaration[..<colon].trimmingCharacters(in: .whitespaces)
                properties[name] = declaration[declaration.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
            return properties
        }
    }

    public let elements: [Element]
    public let text: String

    public init(_ html: String) {
        text = html
        let tagPattern = try! NSRegularExpression(pattern: #"<([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s=/>]+(?:="[^"]*")?)*)\s*/?>"#)
        let attributePattern = try! NSRegularExpression(pattern: #"([^\s=/>]+)(?:="([^"]*)")?"#)
        let source = html as NSString
        var elements: [Element] = []
        var player: String?
        for match in tagPattern.matches(in: html, range: NSRange(location: 0, length: source.length)) {
            let tag = source.substring(with: match.range(at: 1)).lowercased()
            let attributeText = source.substring(with: match.range(at: 2))
            var attributes: [String: String] = [:]
            let attributeSource = attributeText as NSString
            for attribute in attributePattern.matches(in: attributeText, range: NSRange(location: 0, length: attributeSource.length)) {
                let name = attributeSource.substring(with: attribute.range(at: 1))
                let value = attribute.range(at: 2).location == NSNotFound ? "" : attributeSource.substring(with: attribute.range(at: 2))
                attributes[name] = DOMDump.unescape(value)
            }
            if let side = attributes["data-player"] { player = side }
            elements.append(Element(tag: tag, attributes: attributes, player: player))
        }
        self.elements = elements
    }

    /// The elements with an attribute of this value (in one player, when given).
    public func elements(_ attribute: String, _ value: String, player: String? = nil) -> [Element] {
        elements.filter { $0.attributes[attribute] == value && (player == nil || $0.player == player) }
    }

    /// The `li.event` items of the hook trace, in order (of one player, when given).
    public func traceItems(player: String? = nil) -> [Element] {
        elements.filter { $0.tag == "li" && $0.classes.contains("event") && (player == nil || $0.player == player) }
    }

    private static func unescape(_ text: String) -> String {
        text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&nbsp;", with: "\u{A0}")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
