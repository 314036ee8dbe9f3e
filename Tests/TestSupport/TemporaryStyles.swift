import Foundation

/// A fresh folder of style files written by a test. Each test target builds its registry on
/// ``searchPaths(includingBundledStyles:)`` with the configuration it tests under.
///
/// Neither making the folder nor writing a style throws, so that a test reads as the style it writes: a
/// folder or file that could not be written shows as a style the registry cannot find, and the test fails there.
public final class TemporaryStyles: Sendable {
    private let storage: TemporaryFolder

    public init() {
        storage = TemporaryFolder(unchecked: "prestyle-styles")
    }

    /// The folder's path.
    public var folder: String { storage.path }

    /// Writes `name.lua` and returns its path.
    @discardableResult
    public func write(_ name: String, _ source: String) -> String {
        (try? storage.write(name + ".lua", source)) ?? storage.path(name + ".lua")
    }

    /// This folder, then (when asked) the package's `Styles/`: the folders a test's registry searches, so
    /// that no test depends on the directory it runs in or on `PRESTYLE_PATH`.
    public func searchPaths(includingBundledStyles: Bool = false) -> [String] {
        [folder] + (includingBundledStyles ? [PackageRoot.styles] : [])
    }
}
