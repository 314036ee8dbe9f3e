import Foundation
import Prestyle

/// What one reference on a command line names: a style (a name, file name or path), or a folder's worth.
/// The one way `check`, `gallery` and `compare` read their STYLE arguments.
enum StyleTarget: Sendable, Hashable {
    /// A style's name, file name or path, as given or as found in a folder.
    case style(String)
    /// A reference that names nothing to run: a folder without styles in it.
    case missing(reference: String, error: ToolError)

    /// What the references name, in order: a folder stands for every style file in it (sorted by name), any
    /// other reference for itself (the registry says later whether it names a style).
    ///
    /// - Parameter registry: Lists every style found when there are no references.
    /// - Throws: ``ToolError`` (usage) when there are no references and the registry finds no style.
    static func resolve(_ references: [String], registry: StyleRegistry) throws(ToolError) -> [StyleTarget] {
        guard !references.isEmpty else {
            let names = registry.styleNames
            guard !names.isEmpty else { throw .usage(Messages.noStylesFound(in: registry.searchPaths)) }
            return names.map(StyleTarget.style)
        }
        return references.flatMap { reference -> [StyleTarget] in
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: reference, isDirectory: &isFolder), isFolder.boolValue else {
                return [.style(reference)]
            }
            let files = StyleRegistry.styleFiles(inFolder: reference)
            guard !files.isEmpty else { return [.missing(reference: reference, error: .usage(Messages.noStylesFound(in: [reference])))] }
            return files.map(StyleTarget.style)
        }
    }

    /// The styles the references name, folders expanded, for a command that needs every one to exist.
    ///
    /// - Throws: ``ToolError`` (usage) for a folder without styles, or no references and no style found.
    static func styles(_ references: [String], registry: StyleRegistry) throws(ToolError) -> [String] {
        try resolve(references, registry: registry).map { target throws(ToolError) -> String in
            switch target {
            case .style(let reference): return reference
            case .missing(_, let error): throw error
            }
        }
    }
}
