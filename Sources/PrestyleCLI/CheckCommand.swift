import ArgumentParser
import PrestyleTool

/// `prestyle check [STYLE...]`: load and dry-run styles on every device.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Load each style and dry-run it on every device, in both orientations.",
        discussion: """
            Each style is loaded (its structure, hook names and options checked), then presented, rotated, \
            adapted to the other horizontal size class and back, and dismissed on every device preset with \
            a screen of its own (one sharing an earlier preset's screen would repeat its runs), starting in \
            portrait and in landscape. Every diagnostic is printed once, as \
            file:line: severity: message [hook], with the runs it came from when not all.

            Styles are checked in parallel, --jobs at a time (each worker with its own style registry); the \
            report is the same, in the same order, whatever the number.

            Each style's line is printed as soon as it and the styles before it are done. --format json \
            and --format junit write one document at the end instead (JSON: the schema in the command reference; \
            JUnit XML: a test suite per style, a test case per device, orientation and scene); --format \
            github prints the text lines with each diagnostic as a GitHub Actions annotation \
            (::error file=Styles/x.lua,line=12,title=…::message), shown on the pull request's diff. \
            --output FILE writes the report there, in the format its extension names (.txt text, .json \
            json, .xml junit; any other needs --format), and prints the text report as well. --quiet \
            prints only the styles that failed and the closing count, and nothing when every style \
            passes.

            Exits 1 if any style does not load or reported an error (warnings do not count), 2 if a name \
            or path names no style, or --output's extension names no format.

            Examples:
              prestyle check                      every style found
              prestyle check Styles/mine.lua      one file
              prestyle check bouncy cool          by name
              prestyle check ~/my-styles          every style in a folder
              prestyle check --format github      annotations in a GitHub Actions job
              prestyle check --output out/check.xml --quiet
                                                  JUnit XML for CI; only failures printed
            """
    )

    @Argument(
        help: "Styles to check: names, files or folders (default: every style found).",
        completion: .style)
    var styles: [String] = []

    @Option(help: "How many styles to check at once (default: the number of processors available).")
    var jobs: Int?

    @Option(help: "The report's format (default: from --output's extension, else text).")
    var format: CheckFormat?

    @Option(name: [.short, .long], help: ArgumentHelp("Write the report to a file (.txt, .json or .xml).", valueName: "file"),
            completion: .file(extensions: ["txt", "json", "xml"]))
    var output: String?

    @Flag(name: [.short, .long], help: "Print only the styles that failed and the count; nothing when all pass.")
    var quiet = false

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be 1 or more, not \(jobs).") }
    }

    func run() throws {
        let request = CheckRequest(styles, jobs: jobs ?? Batch.activeProcessors, format: format, output: output, quiet: quiet)
        try Console.finish(Tool().check(request) { Console.write($0, to: .output) })
    }
}

extension CheckFormat: ExpressibleByArgument {}
