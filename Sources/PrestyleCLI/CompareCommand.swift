import ArgumentParser
import PrestyleTool

/// `prestyle compare A B`: two styles side by side.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Show the same presentation under two styles side by side.",
        discussion: """
            Runs both styles on the same scene. A folder stands for the style files in it, as in check: \
            prestyle compare FOLDER compares the two styles it holds. Text (the default) shows, phase by phase, the two \
            durations, a diff of the hook traces (- only in A, + only in B), each view's final state on \
            both sides with differences marked, and the two settled layouts side by side. --format html \
            writes one page with the two players in step under one set of controls.

            Examples:
              prestyle compare bouncy cool
              prestyle compare bouncy bouncy --set-b inset=60
              prestyle compare bouncy cool --at dismiss:0.2
              prestyle compare bouncy cool --format html --output out/compare.html
              prestyle compare ~/pair             the two styles in a folder
            """
    )

    @Argument(
        help: ArgumentHelp("The styles shown as A (left) and B (right): two names, files or paths, or a folder holding two styles.",
                           valueName: "style"),
        completion: .style)
    var styles: [String] = []

    @Option(name: .customLong("set-a"), help: ArgumentHelp("Override an option of A (repeatable).", valueName: "key=value"))
    var firstAssignments: [String] = []

    @Option(name: .customLong("set-b"), help: ArgumentHelp("Override an option of B (repeatable).", valueName: "key=value"))
    var secondAssignments: [String] = []

    @OptionGroup(title: "Scene")
    var runOptions: RunOptions

    @Option(help: "The output format (default: from --output's extension, else text).")
    var format: ComparisonFormat?

    @Option(name: [.short, .long], help: ArgumentHelp("Write the output to a file.", valueName: "file"), completion: .file())
    var output: String?

    func run() throws {
        try Console.finish(Tool().compare(CompareRequest(
            styles: styles, firstAssignments: firstAssignments, secondAssignments: secondAssignments,
            settings: runOptions.settings, format: format.flatMap { OutputFormat(rawValue: $0.rawValue) }, output: output, colors: Console.standardOutputTakesColors)))
    }
}

/// What `compare` writes: the text comparison or one HTML page — so its help, completions and errors offer
/// only these two (JSON and SVG are one run's, `apply`'s).
enum ComparisonFormat: String, ExpressibleByArgument, CaseIterable {
    case text
    case html
}
