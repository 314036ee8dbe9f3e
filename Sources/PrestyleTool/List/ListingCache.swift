import Foundation
import Prestyle

/// Where `prestyle list` keeps what it printed for each style, so that a style whose files have not changed
/// is not loaded again: a listing of 1,000 unchanged styles reads one file and `stat`s each style's files
/// instead of compiling and running every one of them.
///
///     let tool = Tool()
///     print(tool.list(cache: ListingCache.user()).output)    // ~/.cache/prestyle/list-….cache
///
/// **What an entry is.** A style's lines of the listing, byte for byte, kept with the identity (device, inode,
/// size, modification and status-change times to the nanosecond) of every file it was made
/// from: the style's own file, the files it `use()`d, and — for a style that uses another — the folders where
/// `use()` looks (the style's own, its dependencies' and the search folders), whose times change when a file
/// is added to them or removed, which can change what `use()` finds. The entry is used only while every one
/// of those is as it was, and only for the same name and file as found now.
///
/// **What a cache file is for.** One file per *place*: this format, the current directory (paths are shown
/// relative to it), the search folders and the registry's limits and host globals (all of which decide what
/// loading gives), named by their hash. The file repeats them, with the identity of the program that wrote
/// it, and is used only by that program in that place: a rebuilt prestyle starts afresh and replaces it.
///
/// **What is not trusted.** A style that does not load is never kept (its error may come from a file it
/// could not find). An entry is kept only when everything it was made from last changed more than
/// 2 seconds before the listing began: file times come from a clock that ticks every few
/// milliseconds, so a file saved twice within a tick, with the same size, could keep the same times — git's
/// "racily clean" problem, solved the same way. What remains: a file changed with its size kept and its
/// modification *and* status-change times put back (only by setting the system clock back), or on a file
/// system that keeps no such times.
///
/// **Safe to share.** The file is written whole to a temporary file beside it and renamed over the old one,
/// so a reader — another `prestyle list` at the same moment — sees the old file or the new, never half of
/// one; two writers leave one of their two files. A file that cannot be read, is damaged or is from another
/// version is ignored and written anew; a folder that cannot be written to leaves the listing uncached.
public struct ListingCache: Sendable {
    /// The folder the cache files are in (made when first written).
    public var folder: String
    /// The wall clock file times are compared with (tests move it on instead of waiting).
    var clock: @Sendable () -> Double = FileIdentity.now

    /// How long before a listing began a file must have last changed for its entry to be kept: far above
    /// the file systems' time granularity (ext4 and APFS keep nanoseconds, but the kernel stamps files from a
    /// clock that ticks every 1–10 ms; FAT keeps 2 s), as Prestyle's lookup cache does for delegates.
    static let settledSeconds = 2.0

    /// A cache in `folder`.
    public init(folder: String) {
        self.folder = folder
    }

    /// The user's cache: `$XDG_CACHE_HOME/prestyle`, else `$HOME/.cache/prestyle`, as the XDG base directory
    /// specification puts it (a relative `XDG_CACHE_HOME` is ignored, as it asks); nil when neither is set.
    ///
    /// - Parameter environment: Where the variables are read from; by default the process's.
    public static func user(environment: [String: String] = ProcessInfo.processInfo.environment) -> ListingCache? {
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
            return ListingCache(folder: cache + "/prestyle")
        }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return ListingCache(folder: home + "/.cache/prestyle")
    }

    /// One style's listing and the identities of the files it was made from (the style's own file first).
    struct Entry: Sendable {
        var name: String
        var source: String
        var lines: [String]
        var stamps: [(path: String, identity: FileIdentity)]

        /// Whether the entry is for `file` and every file it was made from is as it was.
        func stands(for file: StyleRegistry.StyleFile) -> Bool {
            name == file.name && source == file.path && stamps.allSatisfy { FileIdentity(of: $0.path) == $0.identity }
        }
    }

    /// What decides a listing besides the styles' files (see the type's discussion).
    struct Key: Hashable, Sendable {
        /// Where the listing is made: the format, the current directory, the search folders, the limits and
        /// the host globals. It names the cache file.
        var place: String
        /// The running program's identity: a rebuilt prestyle replaces the file of the same place rather than
        /// leaving one more beside it.
        var program: String

        /// The key as the cache file repeats it.
        var text: String { place + "\nprogram " + program }
    }

    /// The key of listings made with `registry` by this program.
    static func key(for registry: StyleRegistry) -> Key {
        let configuration = registry.configuration
        let program = FileIdentity(of: "/proc/self/exe") ?? Bundle.main.executablePath.flatMap { FileIdentity(of: $0) }
        let place = [
            "format \(Format.version)",
            "directory \(FileManager.default.currentDirectoryPath)",
            "searched " + registry.searchPaths.joined(separator: "\u{0}"),
            "limits \(configuration.memoryLimit) \(configuration.instructionBudget) \(configuration.timeLimit) "
                + "\(configuration.maximumViews) \(configuration.maximumAnimationsPerInstant)",
            "globals " + configuration.globals.map(\.name).joined(separator: "\u{0}"),
        ].joined(separator: "\n")
        return Key(place: place, program: program.map {
            "\($0.device) \($0.inode) \($0.size) \($0.modifiedSeconds).\($0.modifiedNanoseconds) "
                + "\($0.changedSeconds).\($0.changedNanoseconds)"
        } ?? "unknown")
    }

    /// The cache file for listings made in `key`'s place, by whichever program.
    func file(for key: Key) -> String {
        let hash = Format.checksum(Array(key.place.utf8)[...])
        return folder + "/list-" + String(hash, radix: 16) + ".cache"
    }

    /// The largest cache file read, in bytes: 64 MiB, far past the listing of thousands of styles. A larger
    /// file, or one that is not a regular file, is not read (``InputFile``) and is written anew.
    static let maximumFileSize = 64 << 20

    /// The entries kept for `key`, by style name: none when there is no file, or it is damaged or not for `key`.
    func entries(for key: Key) -> [String: Entry] {
        guard case .success(let bytes) = InputFile.bytes(atPath: file(for: key), cap: Self.maximumFileSize),
            let entries = Format.decode(bytes, key: key.text)
        else { return [:] }
        return Dictionary(entries.map { ($0.name, $0) }) { first, _ in first }
    }

    /// Replaces the file for `key` with `entries`, atomically; false when it could not be written (the listing
    /// is then simply not cached).
    @discardableResult
    func store(_ entries: [Entry], for key: Key) -> Bool {
        let target = file(for: key)
        let temporary = target + ".\(ProcessInfo.processInfo.processIdentifier)-\(UInt64.random(in: 0...UInt64.max)).tmp"
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data(Format.encode(entries, key: key.text)).write(to: URL(fileURLWithPath: temporary), options: .withoutOverwriting)
            guard rename(temporary, target) == 0 else {
                try? FileManager.default.removeItem(atPath: temporary)
                return false
            }
            return true
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            return false
        }
    }
}
