import Prestyle

extension ListingCache {
    /// The bytes of a cache file: a magic line, the format version, the key it was made for, the entries,
    /// and a 64-bit FNV-1a checksum of everything before it.
    ///
    /// Binary and length-prefixed rather than JSON: a listing of 1,000 styles is read on every `prestyle
    /// list`, and this reads in one pass with no parser. Strings are UTF-8, integers little-endian. A file
    /// that is truncated, altered, of another format or made for another key reads as no entries.
    enum Format {
        static let magic = Array("prestyle list cache\n".utf8)
        /// Changed whenever the layout of the bytes or the meaning of an entry changes.
        static let version: UInt32 = 1

        static func encode(_ entries: [Entry], key: String) -> [UInt8] {
            var writer = Writer()
            writer.bytes += magic
            writer.write(version)
            writer.write(key)
            writer.write(UInt32(entries.count))
            for entry in entries {
                writer.write(entry.name)
                writer.write(entry.source)
                writer.write(UInt32(entry.lines.count))
                for line in entry.lines { writer.write(line) }
                writer.write(UInt32(entry.stamps.count))
                for (path, identity) in entry.stamps {
                    writer.write(path)
                    writer.write(identity.device)
                    writer.write(identity.inode)
                    for field in [identity.size, identity.modifiedSeconds, identity.modifiedNanoseconds,
                                  identity.changedSeconds, identity.changedNanoseconds] {
                        writer.write(UInt64(bitPattern: field))
                    }
                }
            }
            writer.write(checksum(writer.bytes[...]))
            return writer.bytes
        }

        /// The entries in `bytes`, or nil when they are not a whole cache file of this format made for `key`.
        static func decode(_ bytes: [UInt8], key: String) -> [Entry]? {
            guard bytes.count >= magic.count + 8, bytes.starts(with: magic) else { return nil }
            var stored = Reader(bytes: bytes[(bytes.count - 8)...])
            guard stored.integer(UInt64.self) == checksum(bytes[..<(bytes.count - 8)]) else { return nil }
            var reader = Reader(bytes: bytes[magic.count..<(bytes.count - 8)])
            guard reader.integer(UInt32.self) == version, reader.string() == key,
                let count = reader.count()
            else { return nil }
            var entries: [Entry] = []
            entries.reserveCapacity(count)
            for _ in 0..<count {
                guard let name = reader.string(), let source = reader.string(), let lineCount = reader.count() else { return nil }
                var lines: [String] = []
                for _ in 0..<lineCount {
                    guard let line = reader.string() else { return nil }
                    lines.append(line)
                }
                guard let stampCount = reader.count() else { return nil }
                var stamps: [(path: String, identity: FileIdentity)] = []
                for _ in 0..<stampCount {
                    guard let path = reader.string(), let device = reader.integer(UInt64.self),
                        let inode = reader.integer(UInt64.self), let size = reader.signed(),
                        let modified = reader.signed(), let modifiedNanoseconds = reader.signed(),
                        let changed = reader.signed(), let changedNanoseconds = reader.signed()
                    else { return nil }
                    stamps.append((path, FileIdentity(device: device, inode: inode, size: size,
                                                      modified: (modified, modifiedNanoseconds),
                                                      changed: (changed, changedNanoseconds))))
                }
                entries.append(Entry(name: name, source: source, lines: lines, stamps: stamps))
            }
            return reader.isAtEnd ? entries : nil
        }

        /// 64-bit FNV-1a: enough to tell a damaged or half-written file, not a defence against a forged one
        /// (whoever can write the user's cache folder can run code as the user anyway).
        static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt64 {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01b3
            }
            return hash
        }
    }

    private struct Writer {
        var bytes: [UInt8] = []

        mutating func write<Integer: FixedWidthInteger>(_ value: Integer) {
            withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
        }

        mutating func write(_ string: String) {
            write(UInt32(string.utf8.count))
            bytes += string.utf8
        }
    }

    private struct Reader {
        var bytes: ArraySlice<UInt8>

        var isAtEnd: Bool { bytes.isEmpty }

        mutating func integer<Integer: FixedWidthInteger>(_: Integer.Type) -> Integer? {
            let size = MemoryLayout<Integer>.size
            guard bytes.count >= size else { return nil }
            var value: Integer = 0
            for (shift, byte) in bytes.prefix(size).enumerated() { value |= Integer(byte) << (shift * 8) }
            bytes = bytes.dropFirst(size)
            return value
        }

        mutating func signed() -> Int64? {
            integer(UInt64.self).map { Int64(bitPattern: $0) }
        }

        /// A count of things still to read: at most as many as there are bytes left, so a damaged count
        /// cannot make the reader reserve or loop for billions.
        mutating func count() -> Int? {
            guard let count = integer(UInt32.self), Int(count) <= bytes.count else { return nil }
            return Int(count)
        }

        mutating func string() -> String? {
            guard let length = count() else { return nil }
            defer { bytes = bytes.dropFirst(length) }
            return String(decoding: bytes.prefix(length), as: UTF8.self)
        }
    }
}
