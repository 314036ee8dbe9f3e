import Logging
import Prestyle
import PrestyleExport

extension Tool {
    /// The styles the registry finds, each with its file, summary, hooks and options (name, default, type),
    /// without running any hook: `prestyle list`.
    ///
    /// Loading the files is shared among `jobs` workers (``Batch``: one registry each, a run of files in
    /// order each), so the listing is the same whatever the number. With a `cache`, a style whose files have
    /// not changed since a listing kept it is not loaded at all (see ``ListingCache``): the listing is the
    /// same, byte for byte, with the cache or without.
    ///
    /// - Parameters:
    ///   - jobs: How many workers load the styles; by default one per active processor.
    ///   - cache: Where to keep and find each style's listing; nil (the default) loads every style.
    /// - Returns: Status 0, or 1 when a style does not load (it is listed with its error).
    public func list(jobs: Int = Batch.activeProcessors, cache: ListingCache? = nil) -> ToolResult {
        do {
            let registry = try registry()
            let files = registry.styleFiles
            guard !files.isEmpty else {
                return ToolResult(output: Messages.noStylesFound(in: registry.searchPaths) + "\n")
            }
            let styles = try cache.map { try listings(of: files, registry: registry, jobs: jobs, cache: $0) }
                ?? listings(of: files, registry: registry, jobs: jobs).map(\.style)
            var lines = [Messages.listHeading(count: styles.count, searchPaths: registry.searchPaths)]
            for style in styles {
                lines.append("")
                lines += style.lines
            }
            let broken = styles.contains(where: \.isBroken)
            return ToolResult(output: lines.joined(separator: "\n") + "\n", status: broken ? .failure : .success)
        } catch {
            return ToolResult(error)
        }
    }

    /// `files` listed through `cache`: the entries that stand, and the other styles loaded (and kept, when
    /// they load and have settled), in order. The cache file is written only when what it holds changes.
    private func listings(
        of files: [StyleRegistry.StyleFile], registry: StyleRegistry, jobs: Int, cache: ListingCache
    ) throws -> [ListedStyle] {
        let key = ListingCache.key(for: registry)
        let stored = cache.entries(for: key)
        var entries = files.map { file in stored[file.name].flatMap { $0.stands(for: file) ? $0 : nil } }
        var styles = entries.map { $0.map(ListedStyle.init(entry:)) }
        let missing = entries.indices.filter { entries[$0] == nil }
        let keeping = Keeping(searchFolders: registry.searchPaths, settledBefore: cache.clock() - ListingCache.settledSeconds)
        let loaded = missing.isEmpty ? [] : try listings(of: missing.map { files[$0] }, registry: registry, jobs: jobs, keeping: keeping)
        var added = false
        for (index, (style, entry)) in zip(missing, loaded) {
            styles[index] = style
            entries[index] = entry
            added = added || entry != nil
        }
        let kept = entries.compactMap { $0 }
        let file = cache.file(for: key)
        logger.debug("listed \(files.count - missing.count) of \(files.count) styles from the cache", metadata: ["file": "\(file)"])
        if added || kept.count != stored.count, !cache.store(kept, for: key) {
            logger.debug("could not write the listing cache; the next listing loads the styles again", metadata: ["file": "\(file)"])
        }
        return styles.map { $0! }
    }

    /// What a listing through a cache keeps of each style it loads (``ListedStyle/entry(searchFolders:settledBefore:)``).
    private struct Keeping: Sendable {
        var searchFolders: [String]
        var settledBefore: Double
    }

    /// `files` loaded, by one registry or, when there are many, by the workers of a batch (the calling thread
    /// one of them, with `registry`); with `keeping`, each with its cache entry, made by the worker that loaded it.
    private func listings(
        of files: [StyleRegistry.StyleFile], registry: StyleRegistry, jobs: Int, keeping: Keeping? = nil
    ) throws -> [(style: ListedStyle, entry: ListingCache.Entry?)] {
        @Sendable func listed(_ run: [StyleRegistry.StyleFile], _ registry: StyleRegistry) -> [(style: ListedStyle, entry: ListingCache.Entry?)] {
            registry.listings(of: run).map { listing in
                let style = ListedStyle(listing)
                return (style, keeping.flatMap { style.entry(searchFolders: $0.searchFolders, settledBefore: $0.settledBefore) })
            }
        }
        guard jobs > 1, files.count >= Self.stylesWorthAWorker * 2 else { return listed(files, registry) }
        let batch = Batch(jobs: jobs, makeRegistry: makeRegistry)
        // Runs of about a sixteenth of a worker's share, so that one slow run does not keep the others waiting.
        let size = max(1, files.count / (max(batch.jobs, 1) * 16))
        let runs = stride(from: 0, to: files.count, by: size).map { Array(files[$0..<min($0 + size, files.count)]) }
        return try batch.map(runs, callerRegistry: registry, listed).flatMap { $0 }
    }

    /// Below twice this many styles a listing uses the one registry it has: so short a listing takes a few
    /// milliseconds, and every worker would first make a registry of its own (a Lua state and the bindings).
    /// A judgement, not a measured break-even point.
    static let stylesWorthAWorker = 32
}
