import Foundation
import LuaKit
import Prestyle
import PrestyleTool
import TestSupport
import Testing

/// The DocC catalogues' Swift code is code that compiles. The "Embedding prestyle" article shows
/// `Examples/Embedding/main.swift` (which every build compiles) word for word, in order, and every other Swift
/// sample in the catalogues is made of lines of that example (comments aside), so a change to the API that
/// breaks a sample breaks the example's build and then this test. When the example changes, copy its blocks of
/// code into `Sources/Prestyle/Prestyle.docc/EmbeddingPrestyle.md`.
@Suite("DocC articles")
struct DocCArticleTests {
    static let example = PackageRoot.url("Examples/Embedding/main.swift")

    /// The ```swift blocks of a catalogue page, each without its fences.
    static func swiftBlocks(of page: String) throws -> [String] {
        let text = try String(contentsOf: PackageRoot.url(page), encoding: .utf8)
        var blocks: [String] = []
        var current: [String]?
        for line in text.components(separatedBy: "\n") {
            if current == nil, line == "```swift" {
                current = []
            } else if let lines = current, line == "```" {
                blocks.append(lines.joined(separator: "\n"))
                current = nil
            } else if current != nil {
                current?.append(line)
            }
        }
        return blocks
    }

    /// A line of Swift without its trailing `//` comment and surrounding blanks (samples may comment less).
    static func code(_ line: String) -> String {
        let code = line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? line
        return code.trimmingCharacters(in: .whitespaces)
    }

    @Test func theEmbeddingArticleShowsTheExampleWordForWord() throws {
        let blocks = try Self.swiftBlocks(of: "Sources/Prestyle/Prestyle.docc/EmbeddingPrestyle.md")
        #expect(blocks.count == 3, "a registry and a delegate, the engine, a stage")
        let example = try String(contentsOf: Self.example, encoding: .utf8)
        #expect(blocks.joined(separator: "\n\n") + "\n" == example)
    }

    @Test(arguments: [
        "Sources/Prestyle/Prestyle.docc/Prestyle.md",
        "Sources/PresentationKit/PresentationKit.docc/PresentationKit.md",
        "Sources/PrestyleExport/PrestyleExport.docc/PrestyleExport.md",
        "Sources/PrestyleStage/PrestyleStage.docc/PrestyleStage.md",
    ])
    func everyOtherSampleIsMadeOfTheExamplesLines(page: String) throws {
        let example = Set(try String(contentsOf: Self.example, encoding: .utf8).components(separatedBy: "\n").map(Self.code))
        let blocks = try Self.swiftBlocks(of: page)
        #expect(!blocks.isEmpty)
        for line in blocks.joined(separator: "\n").components(separatedBy: "\n") where !Self.code(line).isEmpty {
            #expect(example.contains(Self.code(line)), "\(page): not a line of the embedding example: \(line)")
        }
    }

    /// PrestyleTool's landing page shows this test's own first three lines, and the run they make succeeds.
    @Test func theToolSampleIsThisCodeAndItRuns() throws {
        var request = ApplyRequest(style: "cool.lua", assignments: ["inset=30"])
        request.settings.rotates = true
        let result = Tool().apply(request)
        #expect(result.status == .success, "\(result.errors)")
        #expect(result.output.contains("options  duration = 0.6, inset = 30"), "\(result.output)")
        #expect(result.output.contains("phase rotate"), "\(result.output)")
        let sample = try Self.swiftBlocks(of: "Sources/PrestyleTool/PrestyleTool.docc/PrestyleTool.md")
        #expect(sample.map { $0.components(separatedBy: "\n").map(Self.code) } == [[
            #"var request = ApplyRequest(style: "cool.lua", assignments: ["inset=30"])"#,
            "request.settings.rotates = true",
            "let result = Tool().apply(request)",
        ]])
    }

    /// "Many styles on every core" shows two samples: lines of the contact-sheet example (which `make test`
    /// builds and runs, see `ExamplesTests`), and this test's own code, which runs here: eight runs in the order
    /// the article says, each a recording without an error, and a `check` of both on two workers whose registries have the host's global.
    @Test func theBatchArticleShowsTheContactSheetAndThisCodeAndItRuns() throws {
        let folder = PackageRoot.url("Styles").path
        var configuration = StyleRegistry.Configuration.isolated
        configuration.globals = [HostGlobal("brandInset") { state in try state.function { (width: Double) in (width * 0.08).rounded() } }]
        let hosted = configuration                   // a constant, which the @Sendable factories may capture
        let batch = Batch(jobs: 2) { try StyleRegistry(searchPaths: [folder], configuration: hosted) }
        let runs = Batch.Run.matrix(styles: ["cool", "zoom"], devices: [.iPhone15, .iPadPro11], landscape: [false, true])
        let outcomes = try batch.record(runs)        // cool: iPhone portrait, landscape, iPad portrait, landscape; then zoom
        let tool = Tool { try StyleRegistry(searchPaths: [folder], configuration: hosted) }
        let result = tool.check(["cool", "zoom"], jobs: 2)

        #expect(outcomes.map(\.run.style) == ["cool", "cool", "cool", "cool", "zoom", "zoom", "zoom", "zoom"])
        let iPhone = ScreenChoice.preset("iphone-15"), iPad = ScreenChoice.preset("ipad-pro-11")
        #expect(outcomes.map(\.run.settings.screen) == [iPhone, iPhone, iPad, iPad, iPhone, iPhone, iPad, iPad])
        #expect(outcomes.map(\.run.settings.landscape) == Array(repeating: [false, true], count: 4).flatMap { $0 })
        for outcome in outcomes {
            #expect(outcome.recording != nil && outcome.status == .success, "\(outcome.run): \(String(describing: outcome.error))")
        }
        #expect(result.status == .success, "\(result.output)\(result.errors)")

        let page = "Sources/PrestyleTool/PrestyleTool.docc/ManyStylesOnEveryCore.md"
        let blocks = try Self.swiftBlocks(of: page)
        try #require(blocks.count == 2)
        let contactSheet = Set(try String(
            contentsOf: PackageRoot.url("Examples/ContactSheet/main.swift"), encoding: .utf8
        ).components(separatedBy: "\n").map(Self.code))
        for line in blocks[0].components(separatedBy: "\n") where !Self.code(line).isEmpty {
            #expect(contactSheet.contains(Self.code(line)), "not a line of the contact-sheet example: \(line)")
        }
        #expect(blocks[1].components(separatedBy: "\n").map(Self.code) == [
            "var configuration = StyleRegistry.Configuration.isolated",
            #"configuration.globals = [HostGlobal("brandInset") { state in try state.function { (width: Double) in (width * 0.08).rounded() } }]"#,
            "let hosted = configuration",
            "let batch = Batch(jobs: 2) { try StyleRegistry(searchPaths: [folder], configuration: hosted) }",
            #"let runs = Batch.Run.matrix(styles: ["cool", "zoom"], devices: [.iPhone15, .iPadPro11], landscape: [false, true])"#,
            "let outcomes = try batch.record(runs)",
            "let tool = Tool { try StyleRegistry(searchPaths: [folder], configuration: hosted) }",
            #"let result = tool.check(["cool", "zoom"], jobs: 2)"#,
        ])
    }

    /// The first style of "Getting started" loads, runs without a diagnostic and puts the card where the page
    /// says, and its option works as the page's `--set` shows.
    @Test func theGettingStartedStyleRunsAsThePageSays() throws {
        let page = try String(
            contentsOf: PackageRoot.url("Sources/Prestyle/Prestyle.docc/GettingStarted.md"),
            encoding: .utf8)
        let start = try #require(page.range(of: "```lua\n"))
        let end = try #require(page.range(of: "\n```", range: start.upperBound..<page.endIndex))
        let folder = try TemporaryFolder(prefix: "docc-getting-started")
        let file = folder.url.appendingPathComponent("card.lua")
        try String(page[start.upperBound..<end.lowerBound]).write(to: file, atomically: true, encoding: .utf8)

        let result = Tool().apply(ApplyRequest(style: file.path))
        #expect(result.status == .success, "\(result.errors)")
        #expect(result.output.contains("diagnostics: none"), "\(result.output)")
        #expect(!result.output.contains("warning:") && !result.output.contains("error:"), "\(result.output)")
        #expect(result.output.contains("(24, 24, 345, 804)"), "the page says where the card is: \(result.output)")
        var rotated = ApplyRequest(style: file.path, assignments: ["inset=60"])
        rotated.settings.rotates = true
        let second = Tool().apply(rotated)
        #expect(second.status == .success, "\(second.errors)")
        #expect(second.output.contains("(60, 60, 273, 732)"), "\(second.output)")
    }

    @Test func aSampleLineThatIsNotTheExamplesIsCaught() {
        #expect(Self.code("window.clock.runUntilIdle()      // plays it") == "window.clock.runUntilIdle()")
        #expect(Self.code("  let x = 1") == "let x = 1")
        #expect(Self.code("window.clock.run()") != Self.code("window.clock.runUntilIdle()"))
    }
}
