import Foundation

/// A folder of its own for one test, removed when the test lets go of it. Tests run in parallel, so each
/// folder's name is unique.
public final class TemporaryFolder: Sendable {
    public let url: URL

    /// Makes a folder named `prefix-<process>-<UUID>` in the system's temporary folder.
    public init(prefix: String = "prestyle-test") throws {
        url = Self.uniqueURL(prefix)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// For helpers whose callers cannot throw: a folder that could not be made shows at the first file
    /// written into it.
    init(unchecked prefix: String) {
        url = Self.uniqueURL(prefix)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    private static func uniqueURL(_ prefix: String) -> URL {
        FileManager.default.temporaryDirectory
            .appendingPathComponent("\(prefix)-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    public var path: String { url.path }

    /// The path of `name` in the folder (nothing is created).
    public func path(_ name: String) -> String {
        url.appendingPathComponent(name).path
    }

    /// Writes `contents` to `name` (folders in it included) and returns the file's path.
    @discardableResult
    public func write(_ name: String, _ contents: String) throws -> String {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try contents.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    /// The text of `name` in the folder, or nil when it cannot be read.
    public func read(_ name: String) -> String? {
        try? String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
    }
}
