import Foundation
import Logging
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Wakes a watch as soon as a file it follows may have been saved, instead of looking every so often: the
/// kernel's file events — inotify on Linux, kqueue on macOS — and on other systems (or when the kernel refuses)
/// a plain wait, so that the caller's look at the files' content is a poll.
///
/// The watcher only says *when* to look. What changed is decided by comparing the files' content
/// (``WatchedFiles``), so an event for nothing (a save of the same bytes, an editor's backup file) costs one
/// look, and a missed event costs at most one wait.
///
/// The folders of the files are watched, not the files themselves: an editor that saves by writing a new file
/// and renaming it over the old one replaces the file (a watch on it would follow the old, deleted one). On
/// Linux a save is seen when the file is closed after writing (`IN_CLOSE_WRITE`) or renamed into place
/// (`IN_MOVED_TO`), never halfway through the write; a deletion or a rename away (`IN_DELETE`,
/// `IN_MOVED_FROM`) wakes the watch too. A folder that is removed or renamed away loses its watch (the kernel
/// says so with `IN_IGNORED`), which wakes the watch; from then on every wait tries to watch it again, and
/// the wait that finds it back returns as woken, so a file whose folder comes back is followed again. On macOS
/// kqueue has no names in its events: each followed file is watched (written, extended, deleted, renamed) beside
/// its folder, and a folder's change wakes the watch only when a followed file's inode changed (it appeared, was
/// replaced by a rename, or went).
///
/// Not shared between threads: one watch owns one watcher.
final class FileWatcher {
    /// How the watcher learns of saves.
    enum Mechanism: Equatable {
        case inotify, kqueue, polling
    }

    private(set) var mechanism: Mechanism
    /// Where the watcher tells how it watches and what woke it.
    private let logger: Logger
    /// The file names followed, by canonical folder.
    private var names: [String: Set<String>] = [:]
    #if os(Linux)
    private var descriptor: Int32 = -1
    private var watches: [String: Int32] = [:]
    #elseif canImport(Darwin)
    private var queue: Int32 = -1
    private var opened: [Int32] = []
    /// The followed folders open for events now.
    private var openedFolders: Set<String> = []
    /// The descriptors that watch folders (the others watch followed files), and each followed file's inode
    /// when it was registered (0: not there).
    private var folderDescriptors: Set<Int32> = []
    private var registeredInodes: [String: UInt64] = [:]
    #endif

    /// A watcher using the kernel's events where it can; `polling: true` forces plain waits (tests, and
    /// systems where events are unreliable, such as some network file systems).
    init(polling: Bool = false, logger: Logger = Logger(label: "prestyle")) {
        mechanism = .polling
        self.logger = logger
        guard !polling else {
            logger.debug("watching files by polling, as asked")
            return
        }
        #if os(Linux)
        descriptor = inotify_init1(Int32(IN_NONBLOCK) | Int32(IN_CLOEXEC))
        if descriptor >= 0 { mechanism = .inotify }
        #elseif canImport(Darwin)
        queue = kqueue()
        if queue >= 0 { mechanism = .kqueue }
        #endif
        if mechanism == .polling {
            logger.info("the kernel's file events are not available (errno \(errno)): watching files by polling")
        } else {
            logger.debug("watching files with \(mechanism)")
        }
    }

    deinit {
        #if os(Linux)
        if descriptor >= 0 { close(descriptor) }
        #elseif canImport(Darwin)
        for fd in opened { close(fd) }
        if queue >= 0 { close(queue) }
        #endif
    }

    /// Follows exactly these files (paths as the registry gives them; their folders must exist to be watched).
    func follow(_ files: [String]) {
        var wanted: [String: Set<String>] = [:]
        for file in files {
            let url = URL(fileURLWithPath: file).standardizedFileURL
            let folder = url.deletingLastPathComponent().resolvingSymlinksInPath().path
            wanted[folder, default: []].insert(url.lastPathComponent)
        }
        guard wanted != names else { return }
        logger.debug("following \(files.count) files in \(wanted.count) folders", metadata: ["files": "\(files)"])
        names = wanted
        #if os(Linux)
        guard mechanism == .inotify else { return }
        for (folder, watch) in watches where wanted[folder] == nil {
            inotify_rm_watch(descriptor, watch)
            watches[folder] = nil
        }
        _ = watchMissingFolders()
        #elseif canImport(Darwin)
        guard mechanism == .kqueue else { return }
        reopen()
        #endif
    }

    /// The followed folders the kernel is not watching now: ones that did not exist when followed, or were
    /// removed since. Each wait tries them again.
    var unwatchedFolders: [String] {
        #if os(Linux)
        guard mechanism == .inotify else { return [] }
        return names.keys.filter { watches[$0] == nil }.sorted()
        #elseif canImport(Darwin)
        guard mechanism == .kqueue else { return [] }
        return names.keys.filter { !openedFolders.contains($0) }.sorted()
        #else
        return []
        #endif
    }

    /// Waits until a followed file may have been saved, or `seconds` have passed; returns whether an event
    /// woke it (always false when polling).
    @discardableResult
    func wait(atMost seconds: Double) -> Bool {
        let milliseconds = Int32(max(0, min(seconds, 3_600)) * 1_000)
        switch mechanism {
        case .polling:
            Thread.sleep(forTimeInterval: Double(milliseconds) / 1_000)
            return false
        case .inotify:
            #if os(Linux)
            let woken = waitForInotify(milliseconds: milliseconds)
            if woken { logger.debug("a followed file was saved, renamed into place or deleted") }
            return woken
            #else
            return false
            #endif
        case .kqueue:
            #if canImport(Darwin)
            return waitForKqueue(milliseconds: milliseconds)
            #else
            return false
            #endif
        }
    }

    #if os(Linux)
    /// Watches every followed folder that has no watch and exists now; true when one of them got one (a
    /// folder that came back: a file in it may be new).
    private func watchMissingFolders() -> Bool {
        let events = UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO) | UInt32(IN_MOVED_FROM) | UInt32(IN_DELETE)
            | UInt32(IN_DELETE_SELF) | UInt32(IN_MOVE_SELF) | UInt32(IN_ONLYDIR)
        var added = false
        for folder in names.keys where watches[folder] == nil {
            let watch = inotify_add_watch(descriptor, folder, events)
            guard watch >= 0 else { continue }
            watches[folder] = watch
            added = true
        }
        return added
    }

    /// Polls the inotify descriptor, then reads every queued event: true when one names a followed file, a
    /// followed folder went away, or one that had gone came back.
    private func waitForInotify(milliseconds: Int32) -> Bool {
        let hadMissing = !unwatchedFolders.isEmpty
        if hadMissing, watchMissingFolders() {
            logger.debug("a followed folder is back")
            return true
        }
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, milliseconds) > 0 else { return hadMissing && watchMissingFolders() }
        let folders = Dictionary(watches.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
        var relevant = false
        var buffer = [UInt8](repeating: 0, count: 16 * 1_024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            // struct inotify_event { int wd; uint32_t mask, cookie, len; char name[len]; }: 16 bytes, then the
            // name, NUL-padded to `len` (inotify(7)).
            var offset = 0
            while offset + 16 <= count {
                let (watch, mask, length) = buffer.withUnsafeBytes { bytes in
                    (bytes.loadUnaligned(fromByteOffset: offset, as: Int32.self),
                     bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self),
                     Int(bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self)))
                }
                let nameBytes = buffer[(offset + 16)..<min(count, offset + 16 + length)].prefix { $0 != 0 }
                let name = String(decoding: nameBytes, as: UTF8.self)
                if let folder = folders[watch] {
                    if mask & (UInt32(IN_IGNORED) | UInt32(IN_DELETE_SELF) | UInt32(IN_MOVE_SELF)) != 0 {
                        // The folder went (removed, renamed away): its watch is gone or follows it elsewhere.
                        if watches[folder] == watch {
                            if mask & UInt32(IN_IGNORED) == 0 { inotify_rm_watch(descriptor, watch) }
                            watches[folder] = nil
                            logger.debug("a followed folder went away; watching for its return", metadata: ["folder": "\(folder)"])
                        }
                        relevant = true
                    } else if names[folder]?.contains(name) == true {
                        relevant = true
                    }
                }
                offset += 16 + length
            }
        }
        return relevant
    }
    #endif

    #if canImport(Darwin)
    /// Registers every followed folder and file with the queue afresh (a save by renaming replaces the file).
    private func reopen() {
        for fd in opened { close(fd) }
        opened = []
        openedFolders = []
        folderDescriptors = []
        registeredInodes = [:]
        var changes: [Darwin.kevent] = []
        for (folder, files) in names {
            for path in [folder] + files.map({ folder + "/" + $0 }) {
                if path != folder { registeredInodes[path] = Self.inode(of: path) }
                // O_NONBLOCK: a named pipe put where a style was must not block the open.
                let fd = open(path, O_EVTONLY | O_NONBLOCK | O_CLOEXEC)
                guard fd >= 0 else { continue }
                if path == folder { openedFolders.insert(folder) }
                opened.append(fd)
                if path == folder { folderDescriptors.insert(fd) }
                changes.append(Darwin.kevent(
                    ident: UInt(fd), filter: Int16(EVFILT_VNODE), flags: UInt16(EV_ADD | EV_CLEAR),
                    fflags: UInt32(NOTE_WRITE | NOTE_EXTEND | NOTE_DELETE | NOTE_RENAME), data: 0, udata: nil))
            }
        }
        _ = kevent(queue, changes, Int32(changes.count), nil, 0, nil)
    }

    private func waitForKqueue(milliseconds: Int32) -> Bool {
        // A folder that was missing is tried again: back, it may hold a new file.
        let missing = unwatchedFolders
        if !missing.isEmpty {
            reopen()
            if unwatchedFolders.count < missing.count { return true }
        }
        var timeout = timespec(tv_sec: Int(milliseconds / 1_000), tv_nsec: Int(milliseconds % 1_000) * 1_000_000)
        var events = [Darwin.kevent](repeating: Darwin.kevent(), count: 16)
        let count = kevent(queue, nil, 0, &events, Int32(events.count), &timeout)
        guard count > 0 else { return false }
        // A followed file's own event is a save (written, extended, deleted, renamed away). A folder's event is
        // one only when a followed file in it appeared, was replaced or went, as inotify reports only followed
        // names: another file written beside it (an editor's backup, a second style) changes the folder too.
        let fileEvent = events[..<Int(count)].contains { !folderDescriptors.contains(Int32($0.ident)) }
        let replaced = registeredInodes.contains { path, inode in Self.inode(of: path) != inode }
        reopen()
        let woken = fileEvent || replaced
        if woken { logger.debug("a followed file was saved, replaced or deleted") }
        return woken
    }

    /// The file's inode number, 0 when there is no file at `path`.
    private static func inode(of path: String) -> UInt64 {
        var info = stat()
        return stat(path, &info) == 0 ? UInt64(info.st_ino) : 0
    }
    #endif
}
