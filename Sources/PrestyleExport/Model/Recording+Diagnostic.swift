import PresentationKit

extension Recording {
    /// An error, warning or note the style produced, with where it came from when that is known.
    public struct Diagnostic: Codable, Sendable, Equatable, CustomStringConvertible {
        public enum Severity: String, Codable, Sendable, CaseIterable {
            case error
            case warning
            case note
        }

        public var severity: Severity
        /// The style file, or nil when the problem is not in a file.
        public var file: String?
        /// The line in `file`, or nil.
        public var line: Int?
        /// The hook that was running, or nil.
        public var hook: String?
        public var message: String

        public init(severity: Severity, file: String? = nil, line: Int? = nil, hook: String? = nil, message: String) {
            self.severity = severity
            self.file = file
            self.line = line
            self.hook = hook
            self.message = message
        }

        /// The compiler-style form: `file:line: severity: message [hook]`, leaving out what is unknown.
        public var description: String {
            PresentationKit.Diagnostic.format(severity: severity.rawValue, file: file, line: line, hook: hook, message: message)
        }

        private enum CodingKeys: String, CodingKey { case severity, file, line, hook, message }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            severity = try container.decode(Severity.self, forKey: .severity)
            file = try container.decodeIfPresent(String.self, forKey: .file)
            line = try container.decodeIfPresent(Int.self, forKey: .line)
            hook = try container.decodeIfPresent(String.self, forKey: .hook)
            message = try container.decode(String.self, forKey: .message)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(severity, forKey: .severity)
            try container.encodeOrNull(file, forKey: .file)
            try container.encodeOrNull(line, forKey: .line)
            try container.encodeOrNull(hook, forKey: .hook)
            try container.encode(message, forKey: .message)
        }
    }
}
