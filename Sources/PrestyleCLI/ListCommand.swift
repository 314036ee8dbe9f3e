import ArgumentParser
import PrestyleTool

/// `prestyle list`: the styles found, with their summaries and options.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the styles found, with their summaries, hooks and options.",
        discussion: """
            Styles are looked for in PRESTYLE_PATH's folders, then in ./Styles, then in the bundled \
            styles (PREFIX/share/prestyle/Styles beside a prestyle installed in PREFIX/bin, else the package's \
            Styles folder); \
            the first file with a name wins. Listing loads each file but runs none of its hooks. \
            Exits 1 if a style does not load (it is listed with its error). What each style listed is kept \
            in $XDG_CACHE_HOME/prestyle (else ~/.cache/prestyle) with the identity of its files, and an \
            unchanged style is not loaded again; --no-cache loads every style and keeps nothing.

            Example:
              PRESTYLE_PATH=~/my-styles prestyle list
            """
    )

    @Option(help: "How many registries load the styles at once, when there are many (default: the number of processors available).")
    var jobs: Int?

    @Flag(help: "Load every style, neither reading nor writing the cache of listings (~/.cache/prestyle).")
    var noCache = false

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be 1 or more, not \(jobs).") }
    }

    func run() throws {
        try Console.finish(Tool().list(jobs: jobs ?? Batch.activeProcessors, cache: noCache ? nil : ListingCache.user()))
    }
}
