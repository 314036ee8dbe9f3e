import ArgumentParser
import BrowserTesting
import Foundation
import PrestyleExport
import TestSupport
import Testing

@testable import PrestyleCLI

/// README.md and the pages it leads to, word for word. Every `prestyle` command of the console examples of the
/// README and of the command reference (PrestyleTool's `CommandReference.md`) prints what the page shows and
/// exits as its `echo $?` says; a line `…` stands for lines left out, and `…` inside a line for what varies
/// from machine to machine (an absolute path). The README's command table is the command's subcommands, its
/// embedding sample is lines of `Examples/Embedding/main.swift` (which every build compiles), the command
/// reference's flag table of `apply` is the flags `prestyle apply --help` lists, and the JSON export format's
/// example is an export as the exporter writes it.
@Suite("README examples")
struct ReadmeTests {
    /// A file of the package, or nothing when it is missing (the tests that read it then fail).
    static func document(_ path: String) -> String {
        (try? String(contentsOf: PackageRoot.url(path), encoding: .utf8)) ?? ""
    }

    static let readme = document("README.md")
    static let commandReferencePath = "Sources/PrestyleTool/PrestyleTool.docc/CommandReference.md"
    static let jsonFormatPath = "Sources/PrestyleExport/PrestyleExport.docc/JSONExportFormat.md"

    /// The pages whose console examples are run, with how many each shows at least.
    static let pagesWithConsoleExamples = ["README.md": 1, commandReferencePath: 8]

    /// One command of a console example and the output lines shown under it.
    struct Command {
        let line: String
        var output: [String] = []
    }

    /// The console examples of the README and the command reference, each as its commands.
    static var consoleExamples: [[Command]] {
        consoleExamples(in: readme) + consoleExamples(in: document(commandReferencePath))
    }

    /// A page's ```console blocks, each as its commands.
    static func consoleExamples(in page: String) -> [[Command]] {
        var examples: [[Command]] = []
        var current: [Command]?
        for line in page.components(separatedBy: "\n") {
            if line == "```console" { current = []; continue }
            guard var commands = current else { continue }
            if line == "```" {
                examples.append(commands)
                current = nil
            } else if line.hasPrefix("$ ") {
                commands.append(Command(line: String(line.dropFirst(2))))
                current = commands
            } else if !commands.isEmpty {
                commands[commands.count - 1].output.append(line)
                current = commands
            }
        }
        return examples
    }

    /// The body of the first ```language block after `heading` in `page` (the README unless given).
    static func codeBlock(after heading: String, language: String, in page: String = readme) throws -> String {
        let readme = "\n" + page
        let section = try #require(readme.range(of: "\n" + heading + "\n"), "the page has no \(heading)")
        let opening = try #require(readme.range(of: "```\(language)\n", range: section.upperBound..<readme.endIndex))
        let closing = try #require(readme.range(of: "\n```\n", range: opening.upperBound..<readme.endIndex))
        return String(readme[opening.upperBound...closing.lowerBound])
    }

    /// A command line's words; double quotes group words as a shell's do.
    static func words(_ line: String) -> [String] {
        var words: [String] = [], word = "", quoted = false, started = false
        for character in line {
            if character == "\"" { quoted.toggle(); started = true } else if character == " ", !quoted {
                if started { words.append(word) }
                word = ""
                started = false
            } else {
                word.append(character)
                started = true
            }
        }
        if started { words.append(word) }
        return words
    }

    /// Whether `actual` is what `expected` shows: the same lines, where each `…` line stands for any number
    /// of lines and `…` inside a line for any text.
    static func matches(_ expected: [String], _ actual: [String]) -> Bool {
        func isElision(_ line: String) -> Bool { line.trimmingCharacters(in: .whitespaces) == "…" }
        func same(_ pattern: String, _ line: String) -> Bool {
            guard pattern.contains("…") else { return pattern == line }
            let parts = pattern.components(separatedBy: "…").map(NSRegularExpression.escapedPattern(for:))
            return line.range(of: "^" + parts.joined(separator: ".*") + "$", options: .regularExpression) != nil
        }
        // Lines between elisions must match one after another; an elision may skip any number of lines.
        func match(_ e: ArraySlice<String>, _ a: ArraySlice<String>) -> Bool {
            guard let first = e.first else { return a.isEmpty }
            if isElision(first) {
                return a.indices.map { a[$0...] }.contains { match(e.dropFirst(), $0) } || match(e.dropFirst(), a[a.endIndex...])
            }
            guard let line = a.first, same(first, line) else { return false }
            return match(e.dropFirst(), a.dropFirst())
        }
        return match(expected[...], actual[...])
    }

    @Test(arguments: pagesWithConsoleExamples.keys.sorted())
    func everyConsoleExampleIsWhatTheCommandPrints(page: String) throws {
        let prestyle = try PrestyleBinary.locate()
        let examples = Self.consoleExamples(in: Self.document(page))
        #expect(examples.count >= Self.pagesWithConsoleExamples[page] ?? 1, "\(page): its console examples were not found")
        for example in examples {
            // `--watch` runs until stopped: the watch's end-to-end tests cover what that example shows.
            guard !example.contains(where: { $0.line.contains("--watch") }) else { continue }
            // So does `preview`: PreviewBrowserTests checks its example against a session with a browser.
            guard !example.contains(where: { $0.line.hasPrefix("prestyle preview") }) else { continue }
            // `new` and `init` write files: those examples run in a folder of their own.
            let scratch = try TemporaryFolder()
            let folder = example.contains { $0.line.hasPrefix("prestyle new ") || $0.line.hasPrefix("prestyle init") } ? scratch.url : PackageRoot.url
            var last: PrestyleBinary.Run?
            for command in example {
                if command.line == "echo $?" {
                    #expect(command.output == [last.map { "\($0.status)" } ?? "no command before"], "\(page): \(example.map(\.line))")
                    continue
                }
                let words = Self.words(command.line)
                try #require(words.first == "prestyle", "\(page)'s console examples run prestyle: \(command.line)")
                let run = try prestyle.run(Array(words.dropFirst()), in: folder)
                last = run
                var printed = (run.stdout + run.stderr).components(separatedBy: "\n")
                if printed.last == "" { printed.removeLast() }
                let asShown = Self.matches(command.output, printed)
                #expect(asShown, "\(page) shows for `\(command.line)`:\n\(command.output.joined(separator: "\n"))\n--- it prints:\n\(printed.joined(separator: "\n"))")
            }
        }
    }

    /// The README's sample is lines of the example, in the example's order (comments aside), short enough to
    /// read at a glance; the example is shown whole by Prestyle's "Embedding prestyle" article (see
    /// `DocCArticleTests`), and it runs and prints what its comments say.
    @Test func theEmbeddingSampleIsLinesOfTheExampleEveryBuildCompilesAndItRuns() throws {
        let file = PackageRoot.url("Examples/Embedding/main.swift")
        let example = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n").map(DocCArticleTests.code)
        let sample = try Self.codeBlock(after: "## Embedding", language: "swift").components(separatedBy: "\n")
            .map(DocCArticleTests.code).filter { !$0.isEmpty }
        #expect((8...16).contains(sample.count), "the README's embedding sample has \(sample.count) lines of code")
        var rest = example[...]
        for line in sample {
            guard let found = rest.firstIndex(of: line) else {
                Issue.record("not a line of Examples/Embedding/main.swift, or out of its order: \(line)")
                continue
            }
            rest = rest[(found + 1)...]
        }
        #expect(sample.last == "print(presented.view.frame)")
        #expect(try Self.codeBlock(after: "## Embedding", language: "swift").contains("// (50, 50, 293, 752)"))
        // The dependency the README tells a package to add is a product of this package.
        let manifest = try String(contentsOf: PackageRoot.url("Package.swift"), encoding: .utf8)
        #expect(Self.readme.contains(#".product(name: "PrestyleStage", package: "prestyle")"#))
        #expect(manifest.contains(#".library(name: "PrestyleStage", targets: ["PrestyleStage"])"#))
        let run = try PrestyleBinary.locate("embedding-example").run([])
        #expect(run.status == 0, "\(run)")
        // What its comments say it prints.
        #expect(run.stdout.hasPrefix("(50, 50, 293, 752)\n[]\nprestyle run · style \"cool\" · Styles/cool.lua\n"), "\(run)")
        // The header states every option the run used (the defaults with the override), said once, to the registry.
        let options = run.stdout.components(separatedBy: "\n").first { $0.hasPrefix("options  ") } ?? ""
        #expect(options.contains("inset = 40") && options.contains("duration = 0.6"), "\(run)")
        #expect(run.stdout.range(of: #"\nHTML \d+ bytes, SVG \d+ bytes, JSON \d+ bytes\n$"#, options: .regularExpression) != nil)
    }

    /// The first word after `prestyle` in each row of the README's command table, in order.
    static var commandTable: [String] {
        guard let start = readme.range(of: "\n## Commands\n") else { return [] }
        let section = readme[start.upperBound...].components(separatedBy: "\n## ")[0]
        return section.components(separatedBy: "\n").filter { $0.hasPrefix("| `prestyle ") }.map {
            String($0.dropFirst("| `prestyle ".count).prefix { $0 != " " && $0 != "`" })
        }
    }

    @Test func theCommandTableIsEverySubcommandInTheCommandsOrder() {
        let subcommands = PrestyleCommand.configuration.subcommands.map { $0._commandName }
        #expect(subcommands.count >= 9)
        // Both ways: a subcommand missing from the table, or a row naming none, fails; and in the commands' order.
        #expect(Set(subcommands).subtracting(Self.commandTable).isEmpty, "subcommands missing from the README's table")
        #expect(Set(Self.commandTable).subtracting(subcommands).isEmpty, "rows of the README's table that name no subcommand")
        #expect(Self.commandTable == subcommands)
    }

    /// The pages the README's manual moved to: each is linked from it, and every file it links is there.
    @Test func theReadmeLinksEveryPageItsSectionsMovedToAndEveryLinkIsAFile() {
        let links = Self.readme.matches(of: #/\]\(([^)#]+)\)/#).map { String($0.output.1) }.filter { !$0.hasPrefix("http") }
        #expect(links.count >= 10, "the README's links were not found")
        for link in links {
            let path = PackageRoot.url(link).path
            #expect(FileManager.default.fileExists(atPath: path), "README.md links \(link), which is not in the package")
        }
        for page in [
            Self.commandReferencePath, Self.jsonFormatPath, "Styles/README.md", "Benchmarks/README.md", "Fuzz/README.md",
            "CONTRIBUTING.md", "Sources/Prestyle/Prestyle.docc/EmbeddingPrestyle.md", "Sources/Prestyle/Prestyle.docc/HostGlobals.md",
            "Sources/PrestyleTool/PrestyleTool.docc/ManyStylesOnEveryCore.md", "Sources/PrestyleTool/PrestyleTool.docc/ContactSheet.md",
        ] {
            #expect(links.contains(page), "README.md does not link \(page)")
        }
    }

    /// The long flags of a page's table: its rows under `heading` whose first cell names flags.
    static func flagTable(after heading: String, in page: String) -> Set<String> {
        guard let start = page.range(of: "\n" + heading + "\n") else { return [] }
        let section = page[start.upperBound...].components(separatedBy: "\n## ")[0]
        var flags = Set<String>()
        for row in section.components(separatedBy: "\n") where row.hasPrefix("| `-") {
            let cell = row.dropFirst(2).prefix { $0 != "|" }
            for match in cell.matches(of: #/--[a-z][a-z-]*/#) { flags.insert(String(match.output)) }
        }
        return flags
    }

    /// The long flags a command's help lists: the names before each option's description.
    static func helpFlags(of command: ParsableCommand.Type) -> Set<String> {
        var flags = Set<String>()
        for line in command.helpMessage(columns: 400).components(separatedBy: "\n") {
            let option = line.drop { $0 == " " }
            guard option.hasPrefix("-") else { continue }
            let names = option.range(of: "  ").map { option[..<$0.lowerBound] } ?? option
            for match in names.matches(of: #/--[a-z][a-z-]*/#) { flags.insert(String(match.output)) }
        }
        return flags
    }

    @Test func theApplyFlagTableIsTheFlagsApplysHelpLists() {
        let page = Self.document(Self.commandReferencePath)
        let table = Self.flagTable(after: "## `prestyle apply`", in: page)
        let help = Self.helpFlags(of: ApplyCommand.self).subtracting(["--help", "--version"])
        #expect(!table.isEmpty, "the command reference has no flag table under `prestyle apply`")
        #expect(table.subtracting(help).isEmpty, "the table names flags apply does not have: \(table.subtracting(help).sorted())")
        #expect(help.subtracting(table).isEmpty, "the table lacks flags of apply's help: \(help.subtracting(table).sorted())")
    }

    @Test func theJSONExampleIsAnExportAsTheExporterWritesIt() throws {
        let example = try Self.codeBlock(after: "# JSON export format", language: "json", in: Self.document(Self.jsonFormatPath))
        #expect(try Recording(json: example).rendered(as: .json) == example)
    }

    @Test func theMatchingOfExamplesHonoursElisions() {
        #expect(Self.matches(["a", "…", "d"], ["a", "b", "c", "d"]))
        #expect(Self.matches(["a", "…"], ["a", "b"]))
        #expect(Self.matches(["path file:///…/x.html"], ["path file:///tmp/y/x.html"]))
        #expect(!Self.matches(["a", "d"], ["a", "b", "d"]), "lines left out without … are a difference")
        #expect(!Self.matches(["a", "…", "d"], ["a", "b", "c"]))
        #expect(!Self.matches(["a"], ["a", "b"]))
        #expect(Self.words(#"apply cool --device "iPad Pro 11""#) == ["apply", "cool", "--device", "iPad Pro 11"])
    }
}
