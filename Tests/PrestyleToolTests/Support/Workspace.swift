import Foundation
import Prestyle
import PrestyleTool
import TestSupport

/// This target's test files.
enum Paths {
    /// The test styles: `broken.lua` (a syntax error at line 4), `faulty.lua` (an error in a hook at line 7),
    /// `misspelt.lua` (a misspelt hook, a warning), `card.lua` (a plain inset card, for the watch tests).
    static let fixtures = PackageRoot.url("Tests/PrestyleToolTests/Fixtures")

    /// A bundled style's path as the registry shows it: relative to the current directory when inside it
    /// (`swift test` runs in the package root, so `Styles/cool.lua`).
    static func shownStyle(_ name: String) -> String {
        let path = PackageRoot.styles + "/" + name + ".lua"
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
    private let storage: TemporaryFolder

    init() throws {
        storage = try TemporaryFolder(prefix: "prestyle-tool")
    }

    var folder: URL { storage.url }

    /// The path of `name` in the folder (nothing is created).
    func path(_ name: String) -> String {
        storage.path(name)
    }

    /// Writes a style file and returns its path.
    @discardableResult
    func write(_ name: String, _ source: String) throws -> String {
        try storage.write(name + ".lua", source)
    }

    /// Copies a fixture style in and returns its path.
    @discardableResult
    func copy(fixture name: String) throws -> String {
        try write(name, String(contentsOfFile: Paths.fixture(name), encoding: .utf8))
    }

    /// The text of a file in the folder, or nil.
    func read(_ name: String) -> String? {
        storage.read(name)
    }

    var tool: Tool {
        let folder = folder.path
        return Tool { try StyleRegistry(searchPaths: [folder, PackageRoot.styles], configuration: .isolated) }
    }
}
