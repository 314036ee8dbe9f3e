import Foundation
import TestSupport
import Testing

@testable import Prestyle

/// ``StyleRegistry/styleFiles``: each style file found, shown as every diagnostic shows it — the path
/// ``StyleSearchPath/displayPath(_:)`` gives, though each folder is made canonical once rather than each file.
@Suite("the style files a registry finds")
struct StyleFilesTests {
    @Test func eachFileIsShownAsDiagnosticsShowIt() throws {
        let folder = try TemporaryFolder(prefix: "prestyle-files")
        let temporary = folder.path
        let real = temporary + "/real", linked = temporary + "/linked", other = temporary + "/other"
        for folder in [real, other] { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        try FileManager.default.createSymbolicLink(atPath: linked, withDestinationPath: real)
        for name in ["plain", "also"] { try "return style {}".write(toFile: real + "/\(name).lua", atomically: true, encoding: .utf8) }
        try "return style {}".write(toFile: other + "/target.lua", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: real + "/pointer.lua", withDestinationPath: other + "/target.lua")
        let registry = try StyleRegistry(
            searchPaths: [linked + "/", other, "Tests/PrestyleToolTests/Fixtures", "Styles"], configuration: .isolated)
        let expected = registry.discoveredFiles().sorted { $0.key < $1.key }.map {
            StyleRegistry.StyleFile(name: $0.key, path: StyleSearchPath.displayPath($0.value))
        }
        #expect(registry.styleFiles == expected)
        #expect(registry.styleFiles.contains(StyleRegistry.StyleFile(name: "bouncy", path: "Styles/bouncy.lua")))
    }
}
