extension Recording {
    /// A style stacked over the recording's own (`prestyle apply A --then B`): its name, its file and the
    /// options it ran with, as the recording's header states the first style's.
    public struct StackedStyle: Codable, Sendable, Equatable {
        /// The style's name, as the registry knows it (`default` for UIKit's own presentation).
        public var style: String
        /// Where it was loaded from (a path), or `built in`.
        public var source: String
        /// Its options as the run used them: defaults with any overrides applied.
        public var options: [String: RecordedOptionValue]

        /// A stacked style's header.
        public init(style: String, source: String, options: [String: RecordedOptionValue] = [:]) {
            self.style = style
            self.source = source
            self.options = options
        }

        private enum CodingKeys: String, CodingKey {
            case style, source, options
        }

        /// Reads a stacked style's header.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            style = try container.decode(String.self, forKey: .style)
            source = try container.decode(String.self, forKey: .source)
            options = try container.decodeIfPresent([String: RecordedOptionValue].self, forKey: .options) ?? [:]
        }

        /// Writes it with the options sorted by name, as the recording's own.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(style, forKey: .style)
            try container.encode(source, forKey: .source)
            var options = container.nestedContainer(keyedBy: NameKey.self, forKey: .options)
            for name in self.options.keys.sorted() {
                try options.encode(self.options[name], forKey: NameKey(name))
            }
        }
    }
}
