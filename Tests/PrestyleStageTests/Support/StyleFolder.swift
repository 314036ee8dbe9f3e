import Foundation
import PrestyleStage

/// A temporary folder of styles and an isolated registry that finds them, then the package's own `Styles/`.
final class StyleFolder {
    let path: String

    init() {
        path = FileManager.default.temporaryDirectory
            .appendingPathComponent("prestyle-scenes-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// The package's bundled styles.
    static let bundled = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Styles").path

    func write(_ name: String, _ source: String) {
        _ = FileManager.default.createFile(atPath: path + "/" + name + ".lua", contents: Data(source.utf8))
    }

    func registry() throws -> StyleRegistry {
        try StyleRegistry(searchPaths: [path, Self.bundled], configuration: .isolated)
    }
}
