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
            last good run stays. Only this machine can reach the server. Ctrl-C stops.

            Examples:
              prestyle preview cool
              prestyle preview Styles/mine.lua --device ipad-pro-11 --rotate --port 8080
            """
    )

    @OptionGroup
    var styleRun: StyleOptions

    /// The style, its overrides and its scene, as the shared group parsed them.
    var style: String { styleRun.style }
    var assignments: [String] { styleRun.assignments }
    var scene: SceneOptions { styleRun.scene }

    @Option(help: ArgumentHelp("The port on 127.0.0.1 (default: a free one).", valueName: "N"))
    var port: UInt16 = 0

    @Option(help: .private)
    var maxRuns: Int?

    func run() throws {
        let request = ApplyRequest(style: style, assignments: assignments, scene: scene.scene, format: .html)
        let stop = StopSignal.install()
        let status = Tool().preview(
            request, options: PreviewOptions(port: port, watch: .init(maximumRuns: maxRuns)), shouldStop: { stop.isSet },
            emit: Console.show, report: { Console.show($0) })
        try Console.finish(status)
    }
}
