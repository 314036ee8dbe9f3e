import Foundation
import Prestyle

/// A fresh folder of style files written by a test, with a registry that sees only it.
final class TemporaryStyles {
    let folder: String

    init() {
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("prestyle-tests-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Writes `name.lua` and returns its path.
    @discardableResult
    func write(_ name: String, _ source: String) -> String {
        let path = folder + "/" + name + ".lua"
        try? source.write(toFile: path, atomically: false, encoding: .utf8)
        return path
    }

    /// A registry searching this folder (and, when asked, the repository's styles after it).
    func registry(includingBundledStyles: Bool = false) throws -> StyleRegistry {
        try StyleRegistry(searchPaths: [folder] + (includingBundledStyles ? [TestPaths.styles] : []), configuration: .testing)
    }
}
