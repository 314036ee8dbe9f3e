#if canImport(Glibc)
    import Glibc
#else
    import Darwin
#endif

/// What `stat(2)` says of a file or folder that tells one version of it from the next: which file it is
/// (device and inode), its size, and when its content and its metadata last changed, to the nanosecond.
///
/// The listing cache's own reading of `stat`: Prestyle's lookup cache keeps the same facts for delegates
/// (`FileStamp`, internal to that library). A folder's modification time changes when a file is added to it,
/// removed or renamed, which is what a style that `use()`s another depends on.
struct FileIdentity: Hashable, Sendable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var modifiedSeconds: Int64
    var modifiedNanoseconds: Int64
    var changedSeconds: Int64
    var changedNanoseconds: Int64

    /// The identity of what is at `path` (symbolic links followed), or nil when nothing is there.
    init?(of path: String) {
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

    /// An identity field by field (what the cache file stores).
    init(device: UInt64, inode: UInt64, size: Int64, modified: (Int64, Int64), changed: (Int64, Int64)) {
        self.device = device
        self.inode = inode
        self.size = size
        (modifiedSeconds, modifiedNanoseconds) = modified
        (changedSeconds, changedNanoseconds) = changed
    }

    /// The later of the two changes, in seconds since 1970 on the file system's clock.
    var lastChange: Double {
        max(Double(modifiedSeconds) + Double(modifiedNanoseconds) / 1e9, Double(changedSeconds) + Double(changedNanoseconds) / 1e9)
    }

    /// The wall clock now, in seconds since 1970: what file times are written in.
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
