import ArgumentParser
import PrestyleTool

/// `prestyle check [STYLE...]`: load and dry-run styles on every device.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Load each style and dry-run it on every device, in both orientations.",
        discussion: """
            Each style is loaded (its structure, hook names and options checked), then presented, rotated, \
            adapted to the other horizontal size class and back, and dismissed on every device preset, \
            starting in portrait and in landscape. Every diagnostic is printed once, as \
            file:line: severity: message [hook], with the runs it came from when not all.

            Styles are checked in parallel, --jobs at a time (each worker with its own style registry); the \
            report is the same, in the same order, whatever the number.

            Exits 1 if any style does not load or reported an error (warnings do not count), 2 if a name \
            or path names no style.

            Examples:
              prestyle check                      every style found
              prestyle check Styles/mine.lua      one file
              prestyle check bouncy cool          by name
              prestyle check ~/my-styles          every style in a folder
            """
    )

    @Argument(
        help: "Styles to check: names, files or folders (default: every style found).",
        completion: .file(extensions: ["lua"]))
    var styles: [String] = []

    @Option(help: "How many styles to check at once (default: the number of processors available).")
    var jobs: Int?

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be 1 or more, not \(jobs).") }
    }

    func run() throws {
        try Console.finish(Tool().check(styles, jobs: jobs ?? Batch.activeProcessors))
    }
}
