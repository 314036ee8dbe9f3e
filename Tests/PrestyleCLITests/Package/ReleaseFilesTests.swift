import Foundation
import PrestyleTool
import TestSupport
import Testing

/// The files that make the package usable by others: the version said once and released in CHANGELOG.md, the
/// licence, and the notice that carries Lua's licence for the code ported from it.
@Suite("Release files")
struct ReleaseFilesTests {
    static func text(_ name: String) throws -> String {
        try String(contentsOf: PackageRoot.url(name), encoding: .utf8)
    }

    /// The versions CHANGELOG.md releases, newest first: its `## [x.y.z] - date` headings (Keep a Changelog).
    static func releasedVersions(in changelog: String) -> [String] {
        changelog.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("## ["), let end = line.firstIndex(of: "]") else { return nil }
            let name = String(line[line.index(line.startIndex, offsetBy: 4)..<end])
            return name == "Unreleased" ? nil : name
        }
    }

    @Test func theVersionIsTheNewestReleaseInTheChangelog() throws {
        let changelog = try Self.text("CHANGELOG.md")
        let released = Self.releasedVersions(in: changelog)
        #expect(released.first == Tool.version, "CHANGELOG.md's newest release is \(released.first ?? "none")")
        #expect(changelog.contains("## [Unreleased]"))
        #expect(changelog.contains("\n[\(Tool.version)]: "), "a link for the release's heading")
    }

    @Test func theVersionIsSemantic() {
        let parts = Tool.version.split(separator: ".", omittingEmptySubsequences: false)
        #expect(parts.count == 3 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }, "\(Tool.version)")
    }

    @Test func theNoticeCarriesLuasLicenceForEveryFilePortedFromLua() throws {
        let notice = try Self.text("NOTICE")
        #expect(notice.contains("Copyright (C) 1994-2022 Lua.org, PUC-Rio."))
        #expect(notice.contains("The above copyright notice and this permission notice shall be included in all copies"))
        let bridge = PackageRoot.url("Sources/CLuaBridge")
        for name in try FileManager.default.contentsOfDirectory(atPath: bridge.path).sorted() where name.hasSuffix(".c") {
            let source = try String(contentsOf: bridge.appendingPathComponent(name), encoding: .utf8)
            if source.contains("Lua.org, PUC-Rio") {
                #expect(notice.contains("Sources/CLuaBridge/" + name), "\(name) carries Lua's copyright: NOTICE must name it")
            }
        }
        for named in ["PatternMatching.c", "TableLibrary.c", "Sandbox.c"] {
            #expect(notice.contains("Sources/CLuaBridge/" + named))
        }
    }

    @Test func theSwiftPackageIndexDocumentsTheTargetsMakeDocsBuilds() throws {
        let index = try Self.text(".spi.yml").split(separator: "\n").first { $0.contains("documentation_targets: [") }
        let listed = try #require(index).split(separator: "[")[1].split(separator: "]")[0]
            .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        let makefile = try Self.text("Makefile").split(separator: "\n").first { $0.hasPrefix("DOCS_TARGETS ?= ") }
        let built = try #require(makefile).dropFirst("DOCS_TARGETS ?= ".count).split(separator: " ").map(String.init)
        #expect(listed == built)
    }

    @Test func theLicenceIsMIT() throws {
        let licence = try Self.text("LICENSE")
        #expect(licence.hasPrefix("MIT License\n\nCopyright (c) "))
        #expect(licence.contains("the prestyle authors"))
    }
}
