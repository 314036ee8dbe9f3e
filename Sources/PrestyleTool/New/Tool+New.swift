import Foundation

extension Tool {
    /// Writes a commented, working style file to start from: `prestyle new NAME`, and beside it, when its
    /// folder has none, a `.luarc.json` pointing the Lua language server at the style API (see `EditorSetup`).
    ///
    /// - Returns: Status 0 and where the file is with what to run next; 2 for a name that cannot be a style's,
    ///   an `--output` named otherwise, or a file that exists (without ``NewStyleRequest/force``); 1 when the
    ///   file cannot be written.
    public func newStyle(_ request: NewStyleRequest) -> ToolResult {
        do {
            let name = request.name.hasSuffix(".lua") ? String(request.name.dropLast(4)) : request.name
            guard Self.isStyleName(name) else { throw ToolError.usage(Messages.badStyleName(request.name)) }
            guard name.count <= Self.longestStyleName else {
                throw ToolError.usage(Messages.styleNameTooLong(name, limit: Self.longestStyleName))
            }
            let path = try Self.newStylePath(name: name, request)
            if FileManager.default.fileExists(atPath: path), !request.force {
                throw ToolError.usage(Messages.fileExists(path))
            }
            try OutputFile.write(StyleTemplate.text(name: name), to: path)
            // The language server's settings beside it, when the folder has none: completion and type checks of
            // the style API as soon as the file is opened.
            let folder = (path as NSString).deletingLastPathComponent
            guard let api = EditorSetup.apiFolder else {
                return ToolResult(output: Messages.created(path, name: name), errors: Messages.noLanguageServerSetUp)
            }
            let setUp = try EditorSetup.write(EditorSetup.languageServerConfiguration(api: api),
                                              named: EditorSetup.languageServerFile, in: folder.isEmpty ? "." : folder)
            let note = if case .created = setUp { Messages.setUp(setUp) } else { "" }
            return ToolResult(output: Messages.created(path, name: name, setUp: note))
        } catch {
            return ToolResult(error)
        }
    }

    /// The longest name `new` gives a style: room for `.lua` and a folder in any file system's name limit.
    static let longestStyleName = 64

    /// Whether `name` can name a style, length aside: a file name any system takes and `use("name")` can spell.
    static func isStyleName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, CharacterSet.letters.contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "_") }
    }

    private static func newStylePath(name: String, _ request: NewStyleRequest) throws(ToolError) -> String {
        guard let output = request.output else {
            let directory = request.directory ?? NewStyleRequest.defaultDirectory
            return (directory as NSString).appendingPathComponent(name + ".lua")
        }
        guard request.directory == nil else { throw .usage(Messages.outputOrDirectory) }
        guard (output as NSString).lastPathComponent == name + ".lua" else { throw .usage(Messages.outputNameMismatch(output, name: name)) }
        return output
    }
}
