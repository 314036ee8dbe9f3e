import Foundation

/// Writes bytes to a file descriptor with `write(2)`, every byte, retrying interrupted and partial writes —
/// what standard output and `--output` into a device or pipe need, where Foundation's `FileHandle.write(_:)`
/// traps on any error.
public enum DescriptorWriter {
    /// Writes every byte of `bytes` to `descriptor`, retrying a write that `EINTR` interrupted or that wrote
    /// only part.
    ///
    /// - Parameters:
    ///   - bytes: What to write.
    ///   - descriptor: An open file descriptor: `STDOUT_FILENO`, `STDERR_FILENO` or a file's.
    /// - Returns: nil when every byte was written, else the `errno` of the write that failed.
    public static func writeAll(_ bytes: some Collection<UInt8>, to descriptor: Int32) -> Int32? {
        if let result = bytes.withContiguousStorageIfAvailable({ writeAll(UnsafeRawBufferPointer($0), to: descriptor) }) {
            return result
        }
        return Array(bytes).withUnsafeBytes { writeAll($0, to: descriptor) }
    }

    private static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        var written = 0
        while written < buffer.count {
            let count = Foundation.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
            if count < 0 {
                if errno == EINTR { continue }
                return errno
            }
            written += count
        }
        return nil
    }
}
