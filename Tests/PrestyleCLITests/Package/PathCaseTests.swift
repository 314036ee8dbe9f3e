import Foundation
import TestSupport
import Testing

/// A Mac's default disk ignores case, so two paths of the package that differ only in case (`Sources/Prestyle`
/// beside `Sources/prestyle`) become one folder there and the package no longer builds.
@Suite("Paths on a case-insensitive disk")
struct PathCaseTests {
    /// Every file and folder below the package root, relative to it, skipping build products and git's own.
    static func packagePaths() throws -> [String] {
        let root = PackageRoot.url.standardizedFileURL
        let skipped: Set<String> = [".git", ".swiftpm", "out"]
        var paths: [String] = []
        var pending = [""]
        while let folder = pending.popLast() {
            let url = folder.isEmpty ? root : root.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: url.path) {
                if folder.isEmpty, skipped.contains(name) || name.hasPrefix(".build") { continue }
                let path = folder.isEmpty ? name : folder + "/" + name
                paths.append(path)
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path, isDirectory: &isFolder),
                   isFolder.boolValue {
                    pending.append(path)
                }
            }
        }
        return paths
    }

    /// The groups of paths that a case-insensitive disk would take for one.
    static func clashes(in paths: [String]) -> [[String]] {
        Dictionary(grouping: paths) { $0.lowercased() }.values.filter { $0.count > 1 }.map { $0.sorted() }
            .sorted { $0[0] < $1[0] }
    }

    @Test func noTwoPathsOfThePackageDifferOnlyInCase() throws {
        let paths = try Self.packagePaths()
        #expect(paths.contains("Sources/PrestyleCLI"), "the walk did not reach the sources")
        #expect(Self.clashes(in: paths) == [])
    }

    @Test func theCheckFindsPathsThatDifferOnlyInCase() {
        let paths = ["Sources/Prestyle", "Sources/prestyle", "Tests/PrestyleTests", "Tests/prestyleTests", "README.md"]
        #expect(Self.clashes(in: paths) == [["Sources/Prestyle", "Sources/prestyle"], ["Tests/PrestyleTests", "Tests/prestyleTests"]])
    }
}
