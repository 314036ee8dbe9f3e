import ArgumentParser
import PrestyleTool

/// `prestyle preview STYLE`: the HTML player served on 127.0.0.1, updated in the open page on every save.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Serve a style's HTML player on this machine and update the open page on every save.",
        discussion: """
            Runs the style as apply does (the same scene flags) and serves its HTML player at \
            http://127.0.0.1:PORT/ — the port given, else a free one; the address is printed. Each save of \
            the style file, or of a style it use()s, runs it again and the open page shows the new run \
            without a reload. A save that breaks the style shows its error (file:line) in the page while the \
            last good run stays. A page reloaded, or a new run shown, keeps the player's place: the phase, \
            the time, the names and safe-area toggles, and whether it plays. --open opens the page in the \
            default browser (open on macOS, xdg-open elsewhere).

            The server listens on 127.0.0.1 only and answers only requests addressed to 127.0.0.1:PORT, \
            localhost:PORT or [::1]:PORT (421 otherwise, against pages re-pointed at this machine); another \
            site's page cannot read the event stream or send reports (403). A request line or header past \
            16 KB, or headers past 64 KB in all, is answered 431; a request has 10 s to arrive, a response \
            that the client does not read 10 s to move, else the connection is dropped; at most 128 \
            connections are open at once (more wait). When connections cannot be accepted (too many open \
            files) the server says so once and keeps trying. Ctrl-C stops.

            Examples:
              prestyle preview cool --open
              prestyle preview Styles/mine.lua --device ipad-pro-11 --rotate --port 8080
            """
    )

    @OptionGroup
    var styleRun: StyleOptions

    /// The style, its overrides and its run settings, as the shared group parsed them.
    var style: String { styleRun.style }
    var assignments: [String] { styleRun.assignments }
    var runOptions: RunOptions { styleRun.runOptions }

    @Option(help: ArgumentHelp("The port on 127.0.0.1 (default: a free one).", valueName: "N"))
    var port: UInt16 = 0

    @Flag(help: "Open the page in the default browser (open on macOS, xdg-open elsewhere).")
    var open = false

    @Option(help: .private)
    var maxRuns: Int?

    func run() throws {
        let request = ApplyRequest(style: style, assignments: assignments, settings: runOptions.settings, format: .html)
        let stop = StopSignal.install()
        let status = Tool().preview(
            request, options: PreviewOptions(port: port, watch: .init(maximumRuns: maxRuns), open: open), shouldStop: { stop.isSet },
            emit: Console.show, report: { Console.show($0) })
        try Console.finish(status)
    }
}
