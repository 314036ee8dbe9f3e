/// Finding a preset by the name a person typed.
extension Device {
    /// The preset with this slug or name, or nil.
    ///
    /// Matching ignores case and treats spaces and underscores as hyphens, so `iPhone 15 Pro Max` finds
    /// `iphone-15-pro-max`; a preset's display name, as `prestyle devices` shows it, works too
    /// (`iPad Pro 11-inch`).
    public static func named(_ name: String) -> Device? {
        let slug = normalizedSlug(name)
        return presets.first { $0.slug == slug || normalizedSlug($0.name) == slug }
    }

    /// The preset with this slug.
    ///
    /// - Throws: `UnknownDeviceError` naming the closest presets (by edit distance) when none matches.
    public init(named name: String) throws(UnknownDeviceError) {
        guard let device = Device.named(name) else {
            throw UnknownDeviceError(name: name, suggestions: Device.suggestions(for: name),
                                     knownSlugs: Device.presets.map(\.slug))
        }
        self = device
    }

    /// Presets whose slugs are within a small edit distance of `name` — at most 2, or a third of the
    /// name's length when longer — closest first, at most three.
    static func suggestions(for name: String) -> [String] {
        let typed = normalizedSlug(name)
        let limit = Swift.max(2, typed.count / 3)
        return presets
            .enumerated()
            .map { (order: $0.offset, slug: $0.element.slug, distance: editDistance(typed, $0.element.slug)) }
            .filter { $0.distance <= limit }
            .sorted { ($0.distance, $0.order) < ($1.distance, $1.order) }
            .prefix(3)
            .map(\.slug)
    }

    private static func normalizedSlug(_ name: String) -> String {
        name.lowercased().split { $0.isWhitespace || $0 == "_" }.joined(separator: "-")
    }

    /// The Levenshtein distance: the fewest single-character insertions, deletions and substitutions that
    /// turn `a` into `b`.
    private static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var previous = Array(0...b.count)
        for (i, characterOfA) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, characterOfB) in b.enumerated() {
                let substitution = previous[j] + (characterOfA == characterOfB ? 0 : 1)
                current[j + 1] = Swift.min(substitution, previous[j + 1] + 1, current[j] + 1)
            }
            previous = current
        }
        return previous[b.count]
    }
}
