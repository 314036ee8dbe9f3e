import Foundation
import TestSupport
import Testing

/// The README's two other examples, as the embedding one is checked: each section shows its
/// `Examples/<Name>/main.swift` word for word, every build compiles it, and it prints what its comments say.
@Suite("README's examples: contact sheet and custom function")
struct ExamplesTests {
    static func source(_ example: String) throws -> String {
        try String(contentsOf: PackageRoot.url("Examples/\(example)/main.swift"), encoding: .utf8)
    }

    @Test func theContactSheetRendersEveryStyleOfAFolderIntoOnePage() throws {
        #expect(try ReadmeTests.codeBlock(after: "### A contact sheet on every core", language: "swift") == Self.source("ContactSheet"))
        let folder = try TemporaryFolder(prefix: "prestyle-contact")
        let styles = PackageRoot.url("Styles")
        let names = try FileManager.default.contentsOfDirectory(atPath: styles.path)
            .filter { $0.hasSuffix(".lua") && !$0.hasSuffix(".meta.lua") }.map { String($0.dropLast(4)) }
        let run = try PrestyleBinary.locate("contact-sheet-example").run([styles.path, "sheet.html"], in: folder.url, timeout: 600)
        #expect(run.status == 0, "\(run)")
        let line = "\(names.count) of \(names.count) styles on "
        #expect(run.stdout.hasPrefix(line) && run.stdout.contains(" workers -> sheet.html ("), "\(run)")
        let page = try String(contentsOf: folder.url.appendingPathComponent("sheet.html"), encoding: .utf8)
        for name in names {
            #expect(page.contains("\"style\": \"\(name)\","), "the page has no run of \(name)")
        }
    }

    @Test func theCustomFunctionExampleRunsAStyleThatCallsSwift() throws {
        #expect(try ReadmeTests.codeBlock(after: "### Your own Swift functions and types in styles", language: "swift")
            == Self.source("CustomFunction"))
        let run = try PrestyleBinary.locate("custom-function-example").run([])
        #expect(run.status == 0, "\(run)")
        // What its comments say it prints.
        #expect(run.stdout == "(31, 31, 331, 790)\n(302, 43, 48, 24)\n[]\n", "\(run)")
    }
}
