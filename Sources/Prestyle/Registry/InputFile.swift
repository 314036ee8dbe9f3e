#if canImport(Glibc)
    import Glibc
#else
    import Darwin
#endif

/// Reads a file the tool is handed — a style, a style another one `use()`s, a watched file, the listing
/// cache — as hostile input: only a regular file within a size cap is read, and anything else is refused
/// by name without waiting on it.
///
/// A style folder can hold anything a tarball can carry. Opening a named pipe for reading the ordinary way
/// blocks until a writer comes, before any size cap or time limit applies; a device such as `/dev/zero`
/// never ends. So what the name points at is asked first (`stat(2)`); a regular file is then opened with
/// `O_NONBLOCK` (which makes the open of a pipe swapped in meanwhile return at once), asked again with
/// `fstat(2)` on the descriptor (what is read, whatever the name points at by then), and read with the flag
/// cleared, at most one byte past the cap: a file that grows while it is read cannot make it read more.
///
///     switch InputFile.bytes(atPath: "Styles/cool.lua", cap: 1 << 20) {
///     case .success(let bytes): …
///     case .failure(let refusal): print("Styles/cool.lua: \(refusal)")   // "is a named pipe, not a regular file; …"
///     }
public enum InputFile {
    /// Why a file was not read, ready to follow the file's name in a message.
    public enum Refusal: Error, Hashable, Sendable, CustomStringConvertible {
        /// Nothing is there.
        case missing
        /// A symbolic link to something that is not there.
        case danglingSymbolicLink
        /// A symbolic link that leads back to itself (`ELOOP`).
        case symbolicLinkLoop
        /// Something other than a regular file: ``Kind`` says what.
        case notRegular(Kind)
        /// Larger than the cap: `size` is what the file claims, or the first byte count found past the cap
        /// when it grew while being read.
        case tooLarge(size: Int, cap: Int)
        /// The process has no descriptor left to open it with (`EMFILE`, `ENFILE`): a state of the moment, not
        /// of the file.
        case outOfDescriptors
        /// The system refused to open or read it: `reason` is its words (`strerror`), such as "Permission denied".
        case unreadable(reason: String)

        public var description: String {
            switch self {
            case .missing: "no such file"
            case .danglingSymbolicLink: "is a symbolic link to a file that is not there; it was not read"
            case .symbolicLinkLoop: "is a symbolic link that leads back to itself (a loop); it was not read"
            case .notRegular(let kind): "is \(kind), not a regular file; it was not read"
            case .tooLarge(let size, let cap): "is \(size) bytes, over the \(cap)-byte limit; it was not read"
            case .outOfDescriptors: "cannot be opened now: the program has too many files open"
            case .unreadable(let reason): "cannot be read: \(reason.prefix(1).lowercased() + reason.dropFirst())"
            }
        }
    }

    /// What a non-regular file is, in words.
    public enum Kind: String, Hashable, Sendable, CustomStringConvertible {
        case folder = "a folder"
        case namedPipe = "a named pipe (FIFO)"
        case socket = "a socket"
        case characterDevice = "a character device"
        case blockDevice = "a block device"
        case other = "not a file"

        public var description: String { rawValue }

        init(mode: mode_t) {
            switch mode & S_IFMT {
            case S_IFDIR: self = .folder
            case S_IFIFO: self = .namedPipe
            case S_IFSOCK: self = .socket
            case S_IFCHR: self = .characterDevice
            case S_IFBLK: self = .blockDevice
            default: self = .other
            }
        }
    }

    /// The bytes of the regular file at `path` (symbolic links followed), at most `cap` of them.
    ///
    /// The size is checked twice: from the descriptor's metadata first (a sparse 1.5 GB file is refused
    /// without a byte read), then by reading at most one byte more than the cap.
    public static func bytes(atPath path: String, cap: Int) -> Result<[UInt8], Refusal> {
        // Asked first without opening — opening some devices does something (a tape rewinds) — then again on
        // the descriptor, which is what is read even if the name is pointed elsewhere in between.
        if let refusal = refusal(atPath: path) { return .failure(refusal) }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else { return .failure(refusal(errno: errno, path: path)) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(refusal(errno: errno)) }
        guard info.st_mode & S_IFMT == S_IFREG else { return .failure(.notRegular(Kind(mode: info.st_mode))) }
        let size = Swift.max(0, Int(clamping: info.st_size))
        guard size <= cap else { return .failure(.tooLarge(size: size, cap: cap)) }
        // A regular file never blocks, but clearing the flag keeps a read from ending early on systems that
        // honour it for files (some network file systems).
        let flags = fcntl(descriptor, F_GETFL)
        if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
        var bytes = [UInt8](repeating: 0, count: Swift.min(cap, size) + 1)
        var count = 0
        while true {
            if count == bytes.count {
                // The file grew past the size it claimed: read on, up to one byte past the cap.
                guard count <= cap else { break }
                bytes += repeatElement(0, count: Swift.min(cap + 1 - count, 64 * 1_024))
            }
            let received = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress! + count, buffer.count - count)
            }
            if received < 0 {
                if errno == EINTR { continue }
                return .failure(refusal(errno: errno))
            }
            if received == 0 { break }
            count += received
        }
        guard count <= cap else { return .failure(.tooLarge(size: count, cap: cap)) }
        bytes.removeSubrange(count...)
        return .success(bytes)
    }

    /// What is at `path` without opening it, symbolic links followed: nil for a regular file; else why it
    /// would be refused.
    public static func refusal(atPath path: String) -> Refusal? {
        var info = stat()
        guard stat(path, &info) == 0 else { return refusal(errno: errno, path: path) }
        return info.st_mode & S_IFMT == S_IFREG ? nil : .notRegular(Kind(mode: info.st_mode))
    }

    /// Whether something other than a folder is at `path`: a file of any kind, or a symbolic link, even one
    /// that points nowhere or into a loop. What a listing shows, so that the entries it cannot read are
    /// reported rather than silently left out.
    public static func isEntryOtherThanFolder(_ path: String) -> Bool {
        var info = stat()
        if stat(path, &info) == 0 { return info.st_mode & S_IFMT != S_IFDIR }
        return lstat(path, &info) == 0
    }

    private static func refusal(errno code: Int32, path: String? = nil) -> Refusal {
        switch code {
        case ENOENT, ENOTDIR:
            if let path, isSymbolicLink(path) { .danglingSymbolicLink } else { .missing }
        case ELOOP: .symbolicLinkLoop
        case EMFILE, ENFILE: .outOfDescriptors
        default: .unreadable(reason: String(cString: strerror(code)))
        }
    }

    private static func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }
}
