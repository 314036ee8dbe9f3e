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

    /// The file's Lua source (as Lua reads a file: no byte-order mark, no `#!` line) and the fingerprint of
    /// its bytes, or nil when it cannot be read.
    static func read(_ path: String) -> (text: String, fingerprint: StyleFingerprint)? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let bytes = [UInt8](data)
        return (LuaState.sourceText(ofFile: bytes), StyleFingerprint(bytes))
    }
}
