import Foundation
@testable import Prestyle
import Testing

/// An installed binary finds the bundled styles from its own location: `PREFIX/bin/prestyle` looks in
/// `PREFIX/share/prestyle/Styles` (where `make install` puts them), through symbolic links to the binary.
@Suite struct InstalledStylesFolderTests {
    /// A prefix laid out as `make install` lays it out, with `bin/prestyle` and, if asked, the styles folder.
    static func prefix(withStyles: Bool) throws -> URL {
        let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("prestyle-prefix-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: prefix.appendingPathComponent("bin"), withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: prefix.appendingPathComponent("bin/prestyle").path, contents: Data())
        if withStyles {
            try FileManager.default.createDirectory(
                at: prefix.appendingPathComponent("share/prestyle/Styles"), withIntermediateDirectories: true)
        }
        return prefix
    }

    @Test func aBinaryInPrefixBinFindsPrefixShareStyles() throws {
        let prefix = try Self.prefix(withStyles: true)
        defer { try? FileManager.default.removeItem(at: prefix) }
        let found = StyleSearchPath.installedStylesFolder(executable: prefix.appendingPathComponent("bin/prestyle").path)
        #expect(found.map(StyleSearchPath.canonical) == StyleSearchPath.canonical(prefix.path + "/share/prestyle/Styles"))
    }

    @Test func aLinkToTheBinaryFindsTheStylesInstalledWithIt() throws {
        let prefix = try Self.prefix(withStyles: true)
        let elsewhere = try Self.prefix(withStyles: false)
        defer { for folder in [prefix, elsewhere] { try? FileManager.default.removeItem(at: folder) } }
        let link = elsewhere.appendingPathComponent("bin/linked").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: prefix.appendingPathComponent("bin/prestyle").path)
        let found = StyleSearchPath.installedStylesFolder(executable: link)
        #expect(found.map(StyleSearchPath.canonical) == StyleSearchPath.canonical(prefix.path + "/share/prestyle/Styles"))
    }

    @Test func noStylesBesideTheBinaryFindsNothing() throws {
        let prefix = try Self.prefix(withStyles: false)
        defer { try? FileManager.default.removeItem(at: prefix) }
        #expect(StyleSearchPath.installedStylesFolder(executable: prefix.appendingPathComponent("bin/prestyle").path) == nil)
        #expect(StyleSearchPath.installedStylesFolder(executable: nil) == nil)
    }

    @Test func theInstalledStylesComeAfterTheWorkingDirectoryAndBeforeThePackages() throws {
        let paths = StyleSearchPath.standardPaths(StyleRegistry.Configuration())
        #expect(paths.first == "Styles")
        if let package = StyleSearchPath.packageStylesFolder { #expect(paths.last == package) }
        let isolated = StyleSearchPath.standardPaths(.isolated)
        #expect(isolated.isEmpty)
    }
}
