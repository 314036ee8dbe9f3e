import ArgumentParser
import PrestyleTool

/// `prestyle new NAME`: scaffold a style.
struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Write a new, commented style file to start from.",
        discussion: """
            Writes Styles/NAME.lua: a working bottom sheet with a dimming view, its options, hooks and \
            animator commented, ready to change. It passes prestyle check as written. An existing file is \
            left alone unless --force is given. When the folder has no .luarc.json, one is written beside \
            the style: the Lua language server (VS Code, Neovim) then completes and type-checks the style \
            API (prestyle init also sets up luacheck).

            Examples:
              prestyle new sheet
              prestyle new sheet --directory ~/my-styles
              prestyle apply sheet --watch
            """
    )

    @Argument(help: "The style's name (its file name): letters, digits, - and _.")
    var name: String

    @Option(
        name: [.customShort("C"), .long],
        help: ArgumentHelp("The folder to write NAME.lua in (default: Styles).", valueName: "folder"),
        completion: .directory)
    var directory: String?

    @Option(name: [.short, .long], help: ArgumentHelp("The file to write (named NAME.lua).", valueName: "file"), completion: .file())
    var output: String?

    @Flag(help: "Replace the file if it exists.")
    var force = false

    func run() throws {
        try Console.finish(Tool().newStyle(NewStyleRequest(name: name, directory: directory, output: output, force: force)))
    }
}
