import PresentationKit

extension Recording {
    /// An error, warning or note the style produced, with where it came from when that is known: PresentationKit's
    /// `Diagnostic` in the form the JSON export records.
    public struct RecordedDiagnostic: Codable, Sendable, Equatable, CustomStringConvertible {
        /// How bad the problem is, as a compiler says it.
        public enum Severity: String, Codable, Sendable, CaseIterable {
            /// The style did something wrong; the presentation fell back (a run with one exits 1).
            case error
            /// Probably a mistake (a misspelt field, a value clamped); the run went on as written.
            case warning
            /// Worth knowing (an option no hook uses); nothing went wrong.
            case note
        }

        /// Error, warning or note.
        public var severity: Severity
        /// The style file, or nil when the problem is not in a file.
        public var file: String?
        /// The line in `file`, or nil.
        public var line: Int?
        /// The hook that was running, or nil.
        public var hook: String?
        /// What happened, in a sentence.
        public var message: String

        /// A diagnostic; leave out what is not known.
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

        /// Reads a diagnostic as the JSON export writes it (unknown fields as `null`).
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            severity = try container.decode(Severity.self, forKey: .severity)
            file = try container.decodeIfPresent(String.self, forKey: .file)
            line = try container.decodeIfPresent(Int.self, forKey: .line)
            hook = try container.decodeIfPresent(String.self, forKey: .hook)
            message = try container.decode(String.self, forKey: .message)
        }

        /// Writes every field, unknown ones as `null`.
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
