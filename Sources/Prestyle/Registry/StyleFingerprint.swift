import Foundation
import LuaKit

/// What a style file's content was when it was loaded: its size and a 64-bit FNV-1a hash of its bytes. A
/// content hash, not a modification time, so two saves within the same second are still told apart.
struct StyleFingerprint: Hashable, Sendable {
    let size: Int
    let hash: UInt64

    /// The fingerprint of `bytes`.
    init(_ bytes: [UInt8]) {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        self.size = bytes.count
        self.hash = hash
    }

    /// The fingerprint of a file refused for its size: its size alone tells one oversized version from the
    /// next, since its bytes are never read.
    init(oversized size: Int) {
        self.size = size
        self.hash = 0
    }

    /// What reading a style file found.
    enum Reading {
        /// The file's Lua source, byte for byte as Lua reads a file (no byte-order mark, no `#!` line; a
        /// style saved in Latin-1 keeps its bytes), and the fingerprint of the file's bytes.
        case source(bytes: [UInt8], fingerprint: StyleFingerprint)
        /// The file is larger than ``StyleRegistry/maximumStyleFileSize``; `size` is what it claims, or the
        /// first byte count found over the cap when it grew while being read.
        case tooLarge(size: Int)
        /// The file cannot be opened or read.
        case unreadable

        /// The fingerprint of what was found; nil when nothing could be read.
        var fingerprint: StyleFingerprint? {
            switch self {
            case .source(_, let fingerprint): fingerprint
            case .tooLarge(let size): StyleFingerprint(oversized: size)
            case .unreadable: nil
            }
        }
    }

    /// Reads the style file at `path` (see ``bytes(ofFile:)``), refusing it *before* reading when it is
    /// larger than ``StyleRegistry/maximumStyleFileSize`` — the one place style files are read, so the cap holds for
    /// every way a style arrives (a name, a path, `PRESTYLE_PATH`, `use()`, a reload).
    static func read(_ path: String) -> Reading {
        switch StyleFingerprint.bytes(ofFile: path) {
        case .success(let bytes): .source(bytes: LuaState.sourceBytes(ofFile: bytes), fingerprint: StyleFingerprint(bytes))
        case .failure(.tooLarge(let size)): .tooLarge(size: size)
        case .failure(.unreadable): .unreadable
        }
    }

    /// Why a file's bytes were not read.
    enum Refusal: Error {
        case tooLarge(size: Int)
        case unreadable
    }

    /// The bytes of the file at `path`, at most ``StyleRegistry/maximumStyleFileSize`` of them.
    ///
    /// The size is checked twice: from the file's metadata first (a sparse 1.5 GB file is refused without a
    /// byte read), then by reading at most one byte more than the cap, so a file that grows while it is read,
    /// or a device that reports no size, cannot make it read more.
    static func bytes(ofFile path: String) -> Result<[UInt8], Refusal> {
        guard let handle = FileHandle(forReadingAtPath: path) else { return .failure(.unreadable) }
        defer { try? handle.close() }
        let cap = StyleRegistry.maximumStyleFileSize
        if let size = try? handle.seekToEnd() {
            guard size <= UInt64(cap) else { return .failure(.tooLarge(size: Int(clamping: size))) }
            guard (try? handle.seek(toOffset: 0)) != nil else { return .failure(.unreadable) }
        }
        guard let data = try? handle.read(upToCount: cap + 1) else { return .failure(.unreadable) }
        guard data.count <= cap else { return .failure(.tooLarge(size: data.count)) }
        return .success([UInt8](data))
    }
}
