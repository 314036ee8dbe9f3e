import Foundation
import Prestyle
import PrestyleExport

/// The files that set a folder of styles up for editors and linters, pointing at the style API that comes with
/// prestyle (``Prestyle/StyleRegistry/bundledStylesFolders``) rather than copying it, so they stay right when
/// prestyle is updated:
///
/// - `.luarc.json`, read by the Lua language server (LuaLS, "sumneko.lua" in VS Code, `lua_ls` in Neovim):
///   Lua 5.4, `prestyle.meta.lua` as a library (completion, hover docs and type checks of the style API), and
///   the libraries the sandbox removes disabled, so that `io.open` is an undefined global as it is in a style.
/// - `.luacheckrc`, read by luacheck: runs the bundled configuration, so `luacheck .` in the folder checks the
///   styles as `make lint` checks the bundled ones.
enum EditorSetup {
    /// The file name of the Lua language server's project configuration.
    static let languageServerFile = ".luarc.json"
    /// The file name of luacheck's configuration.
    static let luacheckFile = ".luacheckrc"

    /// The bundled folder that holds the style API's annotations, `prestyle.meta.lua`: the installed one,
    /// else the package's; nil when neither is there.
    static var apiFolder: String? {
        StyleRegistry.bundledStylesFolders.first {
            FileManager.default.fileExists(atPath: ($0 as NSString).appendingPathComponent("prestyle.meta.lua"))
        }.map(CanonicalPath.of)
    }

    /// The standard libraries a style does not have (Styles/README.md, "What a style can't do"), by the names
    /// of LuaLS's `runtime.builtin` switches. `require`, `dofile`, `loadfile` and `collectgarbage`, which
    /// the sandbox removes too, belong to LuaLS's `basic` library with `pairs` and `print`, which cannot be
    /// switched off alone: luacheck's configuration reports them.
    static let removedLibraries = ["debug", "io", "os", "package"]

    /// `.luarc.json` for a folder of styles, in LuaLS's nested form (its schema:
    /// https://raw.githubusercontent.com/LuaLS/vscode-lua/master/setting/schema.json).
    ///
    /// - Parameter api: The folder holding `prestyle.meta.lua`.
    static func languageServerConfiguration(api: String) -> String {
        let configuration: [String: Any] = [
            "$schema": "https://raw.githubusercontent.com/LuaLS/vscode-lua/master/setting/schema.json",
            "runtime": [
                "version": "Lua 5.4",
                "builtin": Dictionary(uniqueKeysWithValues: removedLibraries.map { ($0, "disable") }),
            ],
            "workspace": [
                "library": [(api as NSString).appendingPathComponent("prestyle.meta.lua")],
                "checkThirdParty": false,
            ],
            "diagnostics": [
                // The style API's globals are declared by the library; none is needed beyond it.
                "globals": [String](),
            ],
        ]
        // Only strings, booleans, lists and dictionaries: serialising cannot fail.
        let data = (try? JSONSerialization.data(
            withJSONObject: configuration, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// `.luacheckrc` for a folder of styles: runs the bundled configuration at `api`, telling it where it is
    /// (it finds the annotations beside itself), and keeps what it set. Lua 5.1 to 5.4, as luacheck runs on
    /// any of them.
    static func luacheckConfiguration(api: String) -> String {
        let settings = (api as NSString).appendingPathComponent(luacheckFile)
        let escaped = settings.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return luacheckTemplate.filled(["settings": escaped])
    }

    /// `Resources/luacheckrc.lua`, whose hole `settings` is inside a Lua string.
    private static let luacheckTemplate = TextTemplate(BundledText.read("luacheckrc.lua", from: .module))

    /// What became of one file a set-up writes.
    enum Outcome: Equatable {
        case created(String)
        case kept(String)
    }

    /// Writes `contents` to `name` in `folder` unless a file is there already (it is never replaced).
    static func write(_ contents: String, named name: String, in folder: String) throws(ToolError) -> Outcome {
        let path = (folder as NSString).appendingPathComponent(name)
        if FileManager.default.fileExists(atPath: path) { return .kept(path) }
        try OutputFile.write(contents, to: path)
        return .created(path)
    }

    /// Writes `.luarc.json` into `folder` when it has none.
    ///
    /// - Throws: ``ToolError`` when no bundled `prestyle.meta.lua` is found, or the file cannot be written.
    static func writeLanguageServerConfiguration(in folder: String) throws(ToolError) -> Outcome {
        guard let api = apiFolder else { throw ToolError(Messages.noStyleAPI, status: .failure) }
        return try write(languageServerConfiguration(api: api), named: languageServerFile, in: folder)
    }
}
