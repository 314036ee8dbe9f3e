extension Messages {
    static let noStyleAPI = "prestyle.meta.lua, the style API's annotations, was not found with the bundled styles "
        + "(PREFIX/share/prestyle/Styles, or the package's Styles/): reinstall prestyle"

    /// What `new` and `init` did with one set-up file.
    static func setUp(_ outcome: EditorSetup.Outcome) -> String {
        switch outcome {
        case .created(let path):
            let what = path.hasSuffix(EditorSetup.languageServerFile)
                ? "the Lua language server's settings: completion and type checks in VS Code and Neovim"
                : path.hasSuffix(EditorSetup.luacheckFile) ? "luacheck's settings: run luacheck . in the folder" : "a first style"
            return "created \(field(path)) (\(what))\n"
        case .kept(let path):
            return "kept \(field(path)) (it exists)\n"
        }
    }

    static func initialized(_ folder: String) -> String {
        """
        next: prestyle new NAME --directory \(shellWord(folder))
              prestyle check \(shellWord(folder))

        """
    }

    static let noLanguageServerSetUp = "note: no .luarc.json written: prestyle.meta.lua was not found with the bundled styles\n"
}

extension Messages {
    static func initFolderIsFile(_ path: String) -> String {
        "\(field(path)) is a file: init sets up a folder of styles (name a folder, new or existing)"
    }
}
