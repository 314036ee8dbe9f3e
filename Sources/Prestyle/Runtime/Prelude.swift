import Foundation
import LuaKit

/// The Lua half of the runtime (`Resources/prelude.lua`): helpers easier to write in Lua than through the C API,
/// run once per registry in a private sandboxed environment. It is called with the set of the presentation
/// hooks' names and returns a table of functions the Swift side keeps: `makeSelf` (the `self` every
/// presentation hook gets, with the table of its fixed fields), `copy` (what `use()` returns) and `merge`
/// (a global for styles).
enum Prelude {
    static let chunkName = "prestyle prelude"

    /// The chunk's text, read once from the module's resource bundle (which `make install` puts beside the
    /// binary). A bundle without it is a broken build or install, not bad input: it traps, naming the bundle.
    static let source: String = {
        guard let url = Bundle.module.url(forResource: "prelude", withExtension: "lua", subdirectory: "Resources"),
              let data = FileManager.default.contents(atPath: url.path) else {
            preconditionFailure("prestyle's resource prelude.lua is missing from \(Bundle.module.bundlePath): reinstall prestyle")
        }
        return String(decoding: data, as: UTF8.self)
    }()

    /// Runs the prelude in `environment` and returns its table of helpers.
    static func helpers(in state: LuaState, environment: LuaTable) throws -> LuaTable {
        let hookNames = try state.newTable()
        for name in PresentationHook.names { try hookNames.set(name, true) }
        return try state.load(source, chunkName: chunkName, environment: environment).call(hookNames) as LuaTable
    }
}
