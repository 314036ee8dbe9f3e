import Foundation
import Prestyle
import TestSupport
import Testing

/// A style file over ``StyleRegistry/maximumStyleFileSize`` is refused before it is read, with an error
/// naming the file and the cap, however the style is reached. The files are sparse (`truncate`): their size
/// costs no disk and, since they are never read, no memory.
@Suite struct StyleFileSizeTests {
    /// Makes `path` a sparse file of `size` bytes.
    static func makeSparse(_ path: String, size: UInt64) throws {
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: size)
        try handle.close()
    }

    static func expectRefusal(_ error: StyleError, file: String, size: UInt64) {
        #expect(error.code == .fileTooLarge)
        #expect(error.file == file)
        #expect(error.description.hasPrefix("\(file): the style file is \(size) bytes, over the 1048576-byte (1 MiB) limit"))
        #expect(error.description.contains("it was not read"))
    }

    @Test func aHugeSparseFileIsRefusedByNameWithoutBeingRead() throws {
        let styles = TemporaryStyles()
        let path = styles.folder + "/huge.lua"
        try Self.makeSparse(path, size: 1_500_000_000)
        let registry = try styles.registry()
        let error = try #require(throws: StyleError.self) { try registry.style(named: "huge") }
        Self.expectRefusal(error, file: path, size: 1_500_000_000)
    }

    @Test func aFileOneByteOverTheCapIsRefusedByPath() throws {
        let styles = TemporaryStyles()
        let path = styles.folder + "/over.lua"
        try Self.makeSparse(path, size: UInt64(StyleRegistry.maximumStyleFileSize) + 1)
        let registry = try styles.registry()
        let error = try #require(throws: StyleError.self) { try registry.transitioningDelegate(for: path) }
        Self.expectRefusal(error, file: path, size: UInt64(StyleRegistry.maximumStyleFileSize) + 1)
    }

    @Test func aFileOfExactlyTheCapLoads() throws {
        let styles = TemporaryStyles()
        let source = "return style { summary = \"padded\" }\n"
        let padding = String(repeating: " ", count: StyleRegistry.maximumStyleFileSize - source.utf8.count)
        styles.write("padded", source + padding)
        let registry = try styles.registry()
        #expect(try registry.style(named: "padded").summary == "padded")
    }

    @Test func aFileOverTheCapInAFolderOfPrestylePathIsRefused() throws {
        let styles = TemporaryStyles()
        let path = styles.folder + "/huge.lua"
        try Self.makeSparse(path, size: 1 << 31)
        let configuration = StyleRegistry.Configuration(
            searchesWorkingDirectory: false, searchesPackageStyles: false, environment: ["PRESTYLE_PATH": styles.folder])
        let registry = try StyleRegistry(configuration: configuration)
        let error = try #require(throws: StyleError.self) { try registry.style(named: "huge") }
        Self.expectRefusal(error, file: path, size: 1 << 31)
    }

    @Test func aStyleUsingAnOversizedStyleFailsToLoadNamingTheOversizedFile() throws {
        let styles = TemporaryStyles()
        let huge = styles.folder + "/huge.lua"
        try Self.makeSparse(huge, size: 1 << 30)
        styles.write("user", "local base = use(\"huge\")\nreturn style { summary = \"uses huge\" }")
        let registry = try styles.registry()
        let error = try #require(throws: StyleError.self) { try registry.style(named: "user") }
        #expect(error.description.contains("\(huge): the style file is \(1 << 30) bytes, over the 1048576-byte (1 MiB) limit"))
    }

    @Test func aLoadedStyleWhoseFileGrowsPastTheCapKeepsItsLastGoodVersionAndSaysWhyOnce() throws {
        let styles = TemporaryStyles()
        let path = styles.write("card", "return style { summary = \"card\" }")
        let registry = try styles.registry()
        #expect(try registry.style(named: "card").summary == "card")
        try Self.makeSparse(path, size: 1 << 32)
        let kept = try registry.style(named: "card")
        #expect(kept.summary == "card")
        let report = try #require(kept.diagnostics.first { $0.code == "styleReloadFailed" })
        #expect(report.file == path && report.message.contains("over the 1048576-byte (1 MiB) limit"))
        _ = try registry.style(named: "card")
        #expect(registry.diagnostics.filter { $0.code == "styleReloadFailed" }.count == 1)
    }
}
