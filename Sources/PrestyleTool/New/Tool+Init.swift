import Foundation

extension Tool {
    /// Sets a folder of styles up for editing: `prestyle init [FOLDER] [--style NAME]`.
    ///
    /// Writes, each only when the folder has none (nothing is ever replaced): `.luarc.json`, so the Lua
    /// language server completes and type-checks the style API (`EditorSetup`); `.luacheckrc`, so `luacheck .`
    /// there checks the styles as `make lint` does; and with ``InitRequest/style`` a first style, as
    /// `prestyle new` writes it. The folder is made when missing.
    ///
    /// - Returns: Status 0 with a line per file (created or kept) and what to run next; 2 for a style name that
    ///   cannot be one, or a folder path that is a file; 1 when a file cannot be written or the bundled
    ///   `prestyle.meta.lua` is not found.
    public func initStyles(_ request: InitRequest) -> ToolResult {
        do {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: request.folder, isDirectory: &isFolder), !isFolder.boolValue {
                throw ToolError.usage(Messages.initFolderIsFile(request.folder))
            }
            guard let api = EditorSetup.apiFolder else { throw ToolError(Messages.noStyleAPI, status: .failure) }
            if let name = request.style {
                let name = name.hasSuffix(".lua") ? String(name.dropLast(4)) : name
                guard Self.isStyleName(name) else { throw ToolError.usage(Messages.badStyleName(name)) }
            }
            var output = Messages.setUp(try EditorSetup.write(
                EditorSetup.languageServerConfiguration(api: api), named: EditorSetup.languageServerFile, in: request.folder))
            output += Messages.setUp(try EditorSetup.write(
                EditorSetup.luacheckConfiguration(api: api), named: EditorSetup.luacheckFile, in: request.folder))
            if let name = request.style {
                let path = (request.folder as NSString).appendingPathComponent(name.hasSuffix(".lua") ? name : name + ".lua")
                if FileManager.default.fileExists(atPath: path) {
                    output += Messages.setUp(.kept(path))
                } else {
                    let created = newStyle(NewStyleRequest(name: name, directory: request.folder))
                    guard created.status == .success else { return created }
                    output += Messages.setUp(.created(path))
                }
            }
            return ToolResult(output: output + Messages.initialized(request.folder))
        } catch {
            return ToolResult(error)
        }
    }
}
