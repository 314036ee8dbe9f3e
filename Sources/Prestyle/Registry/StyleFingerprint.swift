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
        /// The file is not there, or is not a regular file, or cannot be read: why, in words to follow its name.
        case unreadable(InputFile.Refusal)

        /// The fingerprint of what was found; nil when nothing could be read.
        var fingerprint: StyleFingerprint? {
            switch self {
            case .source(_, let fingerprint): fingerprint
            case .tooLarge(let size): StyleFingerprint(oversized: size)
            case .unreadable: nil
            }
        }
    }

    /// Reads the style file at `path` with ``InputFile`` — only a regular file, opened without waiting on it,
    /// refused *before* reading when it is larger than ``StyleRegistry/maximumStyleFileSize`` — the one place
    /// style files are read, so the rules hold for every way a style arrives (a name, a path,
    /// `PRESTYLE_PATH`, `use()`, a reload).
    static func read(_ path: String) -> Reading {
        switch InputFile.bytes(atPath: path, cap: StyleRegistry.maximumStyleFileSize) {
        case .success(let bytes): .source(bytes: LuaState.sourceBytes(ofFile: bytes), fingerprint: StyleFingerprint(bytes))
        case .failure(.tooLarge(let size, _)): .tooLarge(size: size)
        case .failure(let refusal): .unreadable(refusal)
        }
    }
}
