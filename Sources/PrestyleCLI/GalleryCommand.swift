import ArgumentParser
import PrestyleTool

/// `prestyle gallery [STYLE…]`: every style playing side by side on one page.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Play every style side by side on one HTML page.",
        discussion: """
            Runs each style — every one found (that plays in --scene), or those named (a folder names \
            every style file in it, as in check) — on the same scene as apply does, and writes \
            one self-contained page: a card per style with its summary, options and a link to its file, all \
            driven by one play/scrub control, and a box that filters the cards by name and summary. The \
            page goes to --output (a line per style and where the page is are printed), else to standard \
            output.

            Examples:
              prestyle gallery --output out/gallery.html
              prestyle gallery alert popup bottom-half --device ipad-pro-11 --output out/presentr.html
              prestyle gallery ~/my-styles --output out/mine.html
            """
    )

    @Argument(help: "The styles: names, file names, paths or folders (default: every style found).",
              completion: .style)
    var styles: [String] = []

    @OptionGroup(title: "Scene")
    var scene: SceneOptions

    @Option(name: [.short, .long], help: ArgumentHelp("Write the page to a file.", valueName: "file"), completion: .file())
    var output: String?

    func run() throws {
        try Console.finish(Tool().gallery(GalleryRequest(styles: styles, scene: scene.scene, output: output)))
    }
}
