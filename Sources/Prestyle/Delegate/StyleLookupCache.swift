#if canImport(Glibc)
    import Glibc
#else
    import Darwin
#endif

/// The styles ``StyleRegistry/transitioningDelegate(for:options:)`` found by name, each kept with what its
/// lookup depended on, so that the next delegate for the same name costs a few `stat(2)` calls instead of a
/// lookup: the registry's lookup lists every search folder, canonicalises paths and reads and hashes the
/// file, every time, to notice a changed file — the dominant cost of making a delegate (see `make bench`).
///
/// A remembered lookup stands while nothing it depended on changed: the folders searched before the one
/// holding the file (a file of the same name added there would win; folders after it cannot matter), the
/// file itself and the files it `use()`s. Each is compared by its ``FileIdentity`` — device, inode, size and
/// the modification and status-change times to the nanosecond. A lookup is remembered only when all of them
/// last changed more than ``settledSeconds`` ago: file systems keep time coarsely (a few milliseconds), so
/// two saves close together can leave the same times, and a file that changed recently is read again each
/// time, as before (git's "racily clean" rule, for the same reason).
///
/// Not remembered: paths, names also loaded from a file outside the folders, and a name whose style the
/// registry has since replaced. A style file loaded by path outside the folders that vanished is forgotten
/// at the next lookup that is not remembered, not at every delegate.
final class StyleLookupCache {
    /// How long ago a stamp must have last changed to be trusted: far above any file system's time
    /// granularity (ext4 and APFS keep nanoseconds, but the kernel's clock ticks every few milliseconds).
    static let settledSeconds = 2.0

    private struct Entry {
        let style: LoadedStyle
        /// The registry's folders as given (``folders(of:)``): its `searchPaths` canonicalises each, which
        /// costs more than the rest of a remembered lookup.
        let folders: [String]
        let stamps: [(path: String, stamp: FileIdentity?)]
    }

    private var entries: [String: Entry] = [:]
    /// The wall clock file times are compared with (tests move it on instead of waiting).
    var clock: () -> Double = FileIdentity.now

    /// Whether a lookup of `name` is remembered now.
    func remembers(_ name: String) -> Bool { entries[name] != nil }

    /// The style `reference` names in `registry`, remembered when possible (see the type's discussion).
    func style(_ reference: String, in registry: StyleRegistry) throws -> LoadedStyle {
        let isName = !reference.utf8.contains(UInt8(ascii: "/")) && !reference.hasSuffix(".lua")
        if isName, let entry = entries[reference], registry.loaded[reference] === entry.style,
            registry.extraFiles[reference] == nil, entry.folders == Self.folders(of: registry),
            entry.stamps.allSatisfy({ FileIdentity(of: $0.path) == $0.stamp })
        {
            return entry.style
        }
        entries[StyleSearchPath.styleName(ofFile: reference)] = nil
        let style = try registry.resolve(reference)
        if isName { remember(style, as: reference, in: registry) }
        return style
    }

    private func remember(_ style: LoadedStyle, as name: String, in registry: StyleRegistry) {
        guard registry.loaded[name] === style, registry.extraFiles[name] == nil, style.keptDespite == nil else { return }
        let searchPaths = registry.searchPaths
        let canonicalFile = StyleSearchPath.canonical(style.file)
        // The folders before the file's own: the first holding a file of the name wins.
        var paths: [String] = []
        for folder in searchPaths {
            if StyleSearchPath.canonical(folder) == FileIdentity.folder(of: canonicalFile) { break }
            paths.append(folder)
        }
        guard paths.count < searchPaths.count else { return }  // found elsewhere (a neighbour): not a folder lookup
        paths.append(style.file)
        paths += style.dependencies.map(\.file)
        let stamps = paths.map { (path: $0, stamp: FileIdentity(of: $0)) }
        let settledBefore = clock() - Self.settledSeconds
        guard stamps.allSatisfy({ $0.stamp.map { $0.lastChange < settledBefore } ?? true }),
            stamps.last(where: { $0.path == style.file })?.stamp != nil
        else { return }
        entries[name] = Entry(style: style, folders: Self.folders(of: registry), stamps: stamps)
    }

    /// The folders the registry searches, as given: the same list means the same search.
    private static func folders(of registry: StyleRegistry) -> [String] {
        registry.explicitPaths + registry.environmentPaths + registry.standardPaths
    }
}
