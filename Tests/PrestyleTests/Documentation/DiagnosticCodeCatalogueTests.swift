import Foundation
import PresentationKit
import Prestyle
import PrestyleStage
import Testing

/// The diagnostic codes each layer declares are the codes its DocC article lists, in both directions and with the
/// same meaning, and no two declarations share a name: a reader can look up any code a run prints.
@Suite struct DiagnosticCodeCatalogueTests {
    /// A layer's catalogue and the article that lists it, relative to the package root.
    struct Layer: CustomStringConvertible, Sendable {
        let name: String
        let catalogue: any DiagnosticCodeCatalogue
        let article: String
        var description: String { name }
    }

    static let layers = [
        Layer(name: "engine", catalogue: DiagnosticCode.engine,
              article: "Sources/PresentationKit/PresentationKit.docc/EngineDiagnosticCodes.md"),
        Layer(name: "style", catalogue: DiagnosticCode.style,
              article: "Sources/Prestyle/Prestyle.docc/StyleDiagnosticCodes.md"),
        Layer(name: "recorder", catalogue: DiagnosticCode.recorder,
              article: "Sources/PrestyleStage/PrestyleStage.docc/RecorderDiagnosticCodes.md"),
    ]

    static let packageRoot: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url
    }()

    /// The rows ``| `name` | meaning |`` of an article's tables, name to meaning.
    static func documentedCodes(in article: String) throws -> [String: String] {
        let text = try String(contentsOf: packageRoot.appendingPathComponent(article), encoding: .utf8)
        var codes: [String: String] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("| `") && line.hasSuffix(" |") {
            let cells = line.dropFirst(2).dropLast(2).components(separatedBy: " | ")
            guard cells.count == 2 else { continue }
            codes[cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))] = cells[1]
        }
        return codes
    }

    @Test(arguments: layers)
    func everyPropertyIsNamedAsItsCode(_ layer: Layer) {
        let children = Mirror(reflecting: layer.catalogue).children
        #expect(children.count == layer.catalogue.codes.count, "every stored property of a catalogue is a code")
        for child in children {
            let code = child.value as? DiagnosticCode
            #expect(code?.name == child.label, "\(layer): property \(child.label ?? "?") holds \(String(describing: code))")
            #expect(code.map { !$0.meaning.isEmpty && !$0.meaning.contains("\n") && !$0.meaning.contains("|") } == true,
                    "\(layer).\(child.label ?? "?"): a meaning is one line, no table bars")
        }
    }

    @Test(arguments: layers)
    func theArticleListsEveryCodeWithItsMeaningAndNoOther(_ layer: Layer) throws {
        let documented = try Self.documentedCodes(in: layer.article)
        let declared = Dictionary(uniqueKeysWithValues: layer.catalogue.codes.map { ($0.name, $0.meaning) })
        for (name, meaning) in declared where documented[name] != meaning {
            Issue.record("\(layer.article) lacks, or words differently, the row: | `\(name)` | \(meaning) |")
        }
        for name in documented.keys where declared[name] == nil {
            Issue.record("\(layer.article) lists `\(name)`, which the \(layer) catalogue does not declare")
        }
        #expect(!documented.isEmpty)
    }

    @Test func noTwoDeclarationsShareAName() {
        let names = Self.layers.flatMap { $0.catalogue.codes.map(\.name) }
        let repeated = Dictionary(grouping: names, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
        #expect(repeated == [])
        #expect(names.count > 80, "three layers' codes")
    }

    @Test func aStyleThatDoesNotLoadHasTheCodeItsErrorNames() {
        for code in StyleError.Code.allCases {
            #expect(code.diagnosticCode.name == code.rawValue)
            #expect(DiagnosticCode.style.codes.contains(code.diagnosticCode))
        }
    }

    @Test func anArticleRowThatDiffersIsCaught() throws {
        let documented = try Self.documentedCodes(in: Self.layers[0].article)
        #expect(documented["viewCycle"] == DiagnosticCode.engine.viewCycle.meaning)
        #expect(documented["viewcycle"] == nil)
    }
}
