import Prestyle
import PrestyleExport

/// One style as `prestyle list` prints it — its lines, whether it loads — and the files those lines were
/// made from, for ``ListingCache``.
struct ListedStyle: Sendable {
    var name: String
    /// The style's file as the listing shows it.
    var source: String
    /// Its lines of the listing, without the blank line before them.
    var lines: [String]
    /// Whether it does not load (the listing then exits 1).
    var isBroken: Bool
    /// The files it borrowed from with `use()`, directly or not.
    var filesUsed: [String]

    /// A style as loading it gave it.
    init(_ listing: StyleRegistry.Listing) {
        name = listing.info.name
        source = listing.info.source
        lines = Self.describe(listing.info)
        isBroken = listing.info.loadError != nil
        filesUsed = listing.filesUsed
    }

    /// A style as a cache entry kept it (only styles that load are kept).
    init(entry: ListingCache.Entry) {
        name = entry.name
        source = entry.source
        lines = entry.lines
        isBroken = false
        filesUsed = []
    }

    /// The entry to keep for this style, or nil when it is not to be kept: it does not load, a file it was made
    /// from is gone, or one changed at or after `settledBefore` (see ``ListingCache``).
    ///
    /// A style that uses another depends also on the folders `use()` looks in: its own, its dependencies' and
    /// the `searchFolders`.
    func entry(searchFolders: [String], settledBefore: Double) -> ListingCache.Entry? {
        guard !isBroken else { return nil }
        var paths = [source] + filesUsed
        if !filesUsed.isEmpty { paths += paths.map(FileIdentity.folder(of:)) + searchFolders }
        var seen = Set<String>()
        var stamps: [(path: String, identity: FileIdentity)] = []
        for path in paths where seen.insert(path).inserted {
            guard let identity = FileIdentity(of: path), identity.lastChange < settledBefore else { return nil }
            stamps.append((path, identity))
        }
        return ListingCache.Entry(name: name, source: source, lines: lines, stamps: stamps)
    }

    /// The lines `prestyle list` prints for a style: its name and file, then its summary, hooks and options,
    /// or why it does not load.
    static func describe(_ style: StyleInfo) -> [String] {
        var lines = [Messages.listStyle(style)]
        if let error = style.loadError {
            return lines + error.all.map { "  " + Messages.doesNotLoad($0.description) }
        }
        if !style.summary.isEmpty { lines.append("  " + Messages.field(style.summary)) }
        lines.append("  " + Messages.listHooks(style))
        guard !style.options.isEmpty else { return lines + ["  " + Messages.noOptions] }
        var table = TextTable(header: ["option", "default", "type"], alignments: [.left, .left, .left])
        for option in style.options {
            table.append([option.name, option.defaultValue.description, option.kind.description])
        }
        return lines + table.lines(indent: "  ")
    }
}
