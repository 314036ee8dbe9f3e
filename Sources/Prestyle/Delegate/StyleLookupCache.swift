import LuaKit

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
/// With the lookup it keeps what every delegate of that version needs and nothing changes: the style's
/// default options, a template of their Lua table, and the delegate's trace name.
///
/// Not remembered: paths, names also loaded from a file outside the folders, and a name whose style the
/// registry has since replaced. A style file loaded by path outside the folders that vanished is forgotten
/// at the next lookup that is not remembered, not at every delegate.
final class StyleLookupCache {
    /// How long ago a stamp must have last changed to be trusted: far above any file system's time
    /// granularity (ext4 and APFS keep nanoseconds, but the kernel's clock ticks every few milliseconds).
    static let settledSeconds = 2.0

    /// A style as delegates are made from it: the loaded version and what each delegate of it shares.
    final class Found {
        let style: LoadedStyle
        /// The style's options with their defaults, made once for all its delegates without overrides.
        let defaults: [String: OptionValue]
        /// How its delegates appear in a window's trace: `Style(NAME)`.
        let traceName: String
        /// The options table of ``defaults`` as ``StyleSession`` makes it, never handed to a script: each
        /// delegate gets a deep copy, made in one call into Lua instead of a call per option. Made for the
        /// second delegate, so a lookup used once costs what it did.
        private var optionsTemplate: LuaTable?
        private var delegatesMade = 0

        init(_ style: LoadedStyle) {
            self.style = style
            defaults = style.info.defaultOptions
            traceName = "Style(\(style.name))"
        }

        /// A new options table with the defaults for one delegate (scripts may change theirs, so each has
        /// its own); nil for the first, which the session makes itself.
        fileprivate func defaultOptionsTable(in runtime: StyleRuntime, copier: LuaFunction) throws -> LuaTable? {
            if let optionsTemplate { return try copier.call(optionsTemplate) as LuaTable }
            delegatesMade += 1
            guard delegatesMade > 1 else { return nil }
            let template = try StyleSession.optionsTable(defaults, in: runtime.state)
            optionsTemplate = template
            return try copier.call(template) as LuaTable
        }
    }

    /// Copies an options table: its scalars, and each list as a new list. The prelude's general `copy` (a
    /// table of tables seen, a call per key and per value) cost more than setting each option from Swift.
    private static let copierSource = """
        local next, type = next, type
        return function(options)
          local copy = {}
          for key, value in next, options do
            if type(value) == "table" then
              local list = {}
              for index = 1, #value do list[index] = value[index] end
              value = list
            end
            copy[key] = value
          end
          return copy
        end
        """
    private var copier: LuaFunction?

    /// A new options table with `found`'s defaults for one of its delegates, or nil to have the session make it
    /// (see ``Found``).
    func defaultOptionsTable(for found: Found, in runtime: StyleRuntime) throws -> LuaTable? {
        let copier = try self.copier ?? {
            let made = try runtime.state.load(Self.copierSource, chunkName: "=options copy",
                                              environment: runtime.state.newEnvironment()).call() as LuaFunction
            self.copier = made
            return made
        }()
        return try found.defaultOptionsTable(in: runtime, copier: copier)
    }

    private struct Entry {
        let found: Found
        /// The registry's folders as given, list by list: ``StyleRegistry/searchPaths`` canonicalises each,
        /// which costs more than the rest of a remembered lookup, and an array nobody changed since compares
        /// equal by its storage alone, where a concatenation would be made and compared text by text.
        let explicitPaths: [String]
        let environmentPaths: [String]
        let standardPaths: [String]

        /// Whether `registry` searches the folders this lookup searched.
        func searchesTheSameFolders(as registry: StyleRegistry) -> Bool {
            explicitPaths == registry.explicitPaths && environmentPaths == registry.environmentPaths
                && standardPaths == registry.standardPaths
        }
        let stamps: [(path: String, stamp: FileIdentity?)]
    }

    private var entries: [String: Entry] = [:]
    /// The wall clock file times are compared with (tests move it on instead of waiting).
    var clock: () -> Double = FileIdentity.now

    /// Whether a lookup of `name` is remembered now.
    func remembers(_ name: String) -> Bool { entries[name] != nil }

    /// The style `reference` names in `registry`, remembered when possible (see the type's discussion).
    func style(_ reference: String, in registry: StyleRegistry) throws -> Found {
        let isName = !reference.utf8.contains(UInt8(ascii: "/")) && !reference.hasSuffix(".lua")
        if isName, let entry = entries[reference], registry.loaded[reference] === entry.found.style,
            registry.extraFiles.isEmpty || registry.extraFiles[reference] == nil, entry.searchesTheSameFolders(as: registry),
            entry.stamps.allSatisfy({ FileIdentity(of: $0.path) == $0.stamp })
        {
            return entry.found
        }
        entries[StyleSearchPath.styleName(ofFile: reference)] = nil
        let found = Found(try registry.resolve(reference))
        if isName { remember(found, as: reference, in: registry) }
        return found
    }

    private func remember(_ found: Found, as name: String, in registry: StyleRegistry) {
        let style = found.style
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
        entries[name] = Entry(
            found: found, explicitPaths: registry.explicitPaths, environmentPaths: registry.environmentPaths,
            standardPaths: registry.standardPaths, stamps: stamps)
    }
}
