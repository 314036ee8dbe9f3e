import ArgumentParser
import PrestyleTool

/// `prestyle init [FOLDER]`: set a folder of styles up for editors and luacheck.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Set a folder of styles up for the Lua language server and luacheck.",
        discussion: """
            Writes into FOLDER (default: Styles, made when missing), each only when the folder has none — \
            nothing is replaced:
              .luarc.json   the Lua language server (VS Code's Lua extension, Neovim's lua_ls) reads \
            the style API from the prestyle.meta.lua installed with prestyle: completion, hover docs and \
            type errors; io, os, package and debug, which a style does not have, are undefined
              .luacheckrc   runs the luacheck settings installed with prestyle: luacheck . in the \
            folder checks the styles as make lint checks the bundled ones
            With --style NAME, also a first style, NAME.lua, as prestyle new writes it. prestyle new \
            writes .luarc.json beside a new style too, when its folder has none.

            Examples:
              prestyle init
              prestyle init ~/my-app/Styles --style sheet
            """
    )

    @Argument(help: "The folder to set up (default: Styles).", completion: .directory)
    var folder: String?

    @Option(help: ArgumentHelp("Also write a first style, NAME.lua.", valueName: "name"))
    var style: String?

    func run() throws {
        try Console.finish(Tool().initStyles(InitRequest(folder: folder, style: style)))
    }
}
