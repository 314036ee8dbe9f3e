import BrowserTesting
import Foundation
import PrestyleExport
import TestSupport
import Testing

/// README.md, word for word. Every `prestyle` command of its console examples prints what the README shows and
/// exits as its `echo $?` says; a line `…` stands for lines left out, and `…` inside a line for what varies
/// from machine to machine (an absolute path). Its embedding example is `Examples/Embedding/main.swift`, which
/// every build compiles, and its JSON example is an export as the exporter writes it.
@Suite("README examples")
struct ReadmeTests {
    static let readme = (try? String(
        contentsOf: PackageRoot.url("README.md"), encoding: .utf8)) ?? ""

    /// One command of a console example and the output lines shown under it.
    struct Command {
        let line: String
        var output: [String] = []
    }

    /// The README's ```console blocks, each as its commands.
    static var consoleExamples: [[Command]] {
        var examples: [[Command]] = []
        var current: [Command]?
        for line in readme.components(separatedBy: "\n") {
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

    /// The body of the first ```language block after `heading`.
    static func codeBlock(after heading: String, language: String) throws -> String {
        let section = try #require(readme.range(of: "\n" + heading + "\n"), "README has no \(heading)")
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

    @Test func everyConsoleExampleIsWhatTheCommandPrints() throws {
        let prestyle = try PrestyleBinary.locate()
        let examples = Self.consoleExamples
        #expect(examples.count >= 8, "the README's console examples were not found")
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
                    #expect(command.output == [last.map { "\($0.status)" } ?? "no command before"], "\(example.map(\.line))")
                    continue
                }
                let words = Self.words(command.line)
                try #require(words.first == "prestyle", "the README's console examples run prestyle: \(command.line)")
                let run = try prestyle.run(Array(words.dropFirst()), in: folder)
                last = run
                var printed = (run.stdout + run.stderr).components(separatedBy: "\n")
                if printed.last == "" { printed.removeLast() }
                let asShown = Self.matches(command.output, printed)
                #expect(asShown, "README shows for `\(command.line)`:\n\(command.output.joined(separator: "\n"))\n--- it prints:\n\(printed.joined(separator: "\n"))")
            }
        }
    }

    @Test func theEmbeddingExampleIsTheOneEveryBuildCompilesAndItRuns() throws {
        let file = PackageRoot.url("Examples/Embedding/main.swift")
        #expect(try Self.codeBlock(after: "## Embedding", language: "swift") == String(contentsOf: file, encoding: .utf8))
        let run = try PrestyleBinary.locate("embedding-example").run([])
        #expect(run.status == 0, "\(run)")
        // What its comments say it prints.
        #expect(run.stdout.hasPrefix("(50, 50, 293, 752)\n[]\nprestyle run · style \"cool\" · Styles/cool.lua\n"), "\(run)")
        // The header states every option the run used (the defaults with the override), said once, to the registry.
        let options = run.stdout.components(separatedBy: "\n").first { $0.hasPrefix("options  ") } ?? ""
        #expect(options.contains("inset = 40") && options.contains("duration = 0.6"), "\(run)")
        #expect(run.stdout.range(of: #"\nHTML \d+ bytes, SVG \d+ bytes, JSON \d+ bytes\n$"#, options: .regularExpression) != nil)
    }

    @Test func theJSONExampleIsAnExportAsTheExporterWritesIt() throws {
        let example = try Self.codeBlock(after: "## JSON export format", language: "json")
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
