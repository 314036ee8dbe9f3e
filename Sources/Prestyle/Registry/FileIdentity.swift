#if canImport(Glibc)
    import Glibc
#else
    import Darwin
#endif

/// What `stat(2)` says of a file or folder that tells one version of it from the next: which file it is
/// (device and inode), its size, and when its content and its metadata last changed, to the nanosecond.
///
/// The one reading of `stat` for caches that must notice a changed file: the registry's remembered lookups
/// (a delegate for a name) and `prestyle list`'s cache. A folder's modification time changes when a file is
/// added to it, removed or renamed, which is what a style that `use()`s another depends on. Two versions of
/// a file may still share an identity when an edit keeps the size and both times are set back (only by
/// setting the clock back); a change in the last moments may share the times, so callers do not trust an
/// identity whose ``lastChange`` is too recent (git's "racily clean" rule).
public struct FileIdentity: Hashable, Sendable {
    /// The device the file is on (`st_dev`).
    public var device: UInt64
    /// The file's number on its device (`st_ino`): with ``device``, which file it is.
    public var inode: UInt64
    /// Its size in bytes (`st_size`).
    public var size: Int64
    /// When its content last changed (`st_mtim`): seconds since 1970, and nanoseconds past them.
    public var modifiedSeconds: Int64
    public var modifiedNanoseconds: Int64
    /// When its metadata last changed (`st_ctim`), which no program can set back: seconds and nanoseconds.
    public var changedSeconds: Int64
    public var changedNanoseconds: Int64

    /// The identity of what is at `path` (symbolic links followed), or nil when nothing is there.
    public init?(of path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        #if canImport(Glibc)
            (modifiedSeconds, modifiedNanoseconds) = (Int64(info.st_mtim.tv_sec), Int64(info.st_mtim.tv_nsec))
            (changedSeconds, changedNanoseconds) = (Int64(info.st_ctim.tv_sec), Int64(info.st_ctim.tv_nsec))
        #else
            (modifiedSeconds, modifiedNanoseconds) = (Int64(info.st_mtimespec.tv_sec), Int64(info.st_mtimespec.tv_nsec))
            (changedSeconds, changedNanoseconds) = (Int64(info.st_ctimespec.tv_sec), Int64(info.st_ctimespec.tv_nsec))
        #endif
    }

    /// An identity field by field (what a cache file stores).
    public init(device: UInt64, inode: UInt64, size: Int64, modified: (Int64, Int64), changed: (Int64, Int64)) {
        self.device = device
        self.inode = inode
        self.size = size
        (modifiedSeconds, modifiedNanoseconds) = modified
        (changedSeconds, changedNanoseconds) = changed
    }

    /// The later of the two changes, in seconds since 1970 on the file system's clock.
    public var lastChange: Double {
        max(Double(modifiedSeconds) + Double(modifiedNanoseconds) / 1e9, Double(changedSeconds) + Double(changedNanoseconds) / 1e9)
    }

    /// The folder holding `path`, from its text alone (`.` for a bare file name, `/` for a file at the root):
    /// the folder whose identity changes when a file beside it is added, removed or renamed.
    public static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The wall clock now, in seconds since 1970: what file times are written in.
    public static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
