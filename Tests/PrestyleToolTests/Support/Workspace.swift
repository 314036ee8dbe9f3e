import Foundation
import Prestyle
import PrestyleTool

/// Where the package and its test files are, from this file's location.
enum Paths {
    /// The package's root folder.
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    /// The bundled styles.
    static let styles = package.appendingPathComponent("Styles").path
    /// The test styles: `broken.lua` (a syntax error at line 4), `faulty.lua` (an error in a hook at line 7),
    /// `misspelt.lua` (a misspelt hook, a warning), `card.lua` (a plain inset card, for the watch tests).
    static let fixtures = package.appendingPathComponent("Tests/PrestyleToolTests/Fixtures")

    /// A bundled style's path as the registry shows it: relative to the current directory when inside it
    /// (`swift test` runs in the package root, so `Styles/cool.lua`).
    static func shownStyle(_ name: String) -> String {
        let path = styles + "/" + name + ".lua"
        let directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.resolvingSymlinksInPath().path
        return path.hasPrefix(directory + "/") ? String(path.dropFirst(directory.count + 1)) : path
    }

    static func fixture(_ name: String) -> String {
        fixtures.appendingPathComponent(name + ".lua").path
    }
}

/// A fresh folder for one test — style files, output files — removed afterwards, and a ``Tool`` whose
/// registry sees that folder and the bundled styles only (no `PRESTYLE_PATH`, no current directory).
final class Workspace {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("prestyle-tool-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    /// The path of `name` in the folder (nothing is created).
    func path(_ name: String) -> String {
        folder.appendingPathComponent(name).path
    }

    /// Writes a style file and returns its path.
    @discardableResult
    func write(_ name: String, _ source: String) throws -> String {
        let path = path(name + ".lua")
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Copies a fixture style in and returns its path.
    @discardableResult
    func copy(fixture name: String) throws -> String {
        try write(name, String(contentsOfFile: Paths.fixture(name), encoding: .utf8))
    }

    /// The text of a file in the folder, or nil.
    func read(_ name: String) -> String? {
        try? String(contentsOfFile: path(name), encoding: .utf8)
    }

    var tool: Tool {
        let folder = folder.path
        return Tool { try StyleRegistry(searchPaths: [folder, Paths.styles], configuration: .isolated) }
    }
}
