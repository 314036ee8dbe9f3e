import Foundation

extension Tool {
    /// What a shell offers for a STYLE argument that starts with `prefix`: the names of the styles the registry
    /// finds (a file's name is its style's name, so no style is loaded), then the `.lua` files and folders the
    /// prefix leads to as a path — a STYLE argument takes both.
    ///
    ///     Tool().styleCompletions(for: "bo")         // ["bottom-half", "bouncy"]
    ///     Tool().styleCompletions(for: "Styles/c")   // ["Styles/card.lua", "Styles/cool.lua", …]
    ///
    /// - Parameter prefix: What is typed so far of the word being completed.
    /// - Returns: The candidates, names sorted first, then paths sorted; none when the registry cannot be made.
    public func styleCompletions(for prefix: String) -> [String] {
        let names = prefix.contains("/") ? [] : ((try? makeRegistry().styleNames) ?? []).filter { $0.hasPrefix(prefix) }
        return names + Self.pathCompletions(for: prefix)
    }

    /// The `.lua` files and the folders (with a trailing `/`) whose paths start with `prefix`; hidden ones
    /// only when the prefix's last part starts with a dot.
    static func pathCompletions(for prefix: String) -> [String] {
        let slash = prefix.lastIndex(of: "/")
        let folderPart = slash.map { String(prefix[...$0]) } ?? ""
        let namePart = slash.map { String(prefix[prefix.index(after: $0)...]) } ?? prefix
        let folder = folderPart.isEmpty ? "." : (folderPart as NSString).expandingTildeInPath
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return entries.sorted().compactMap { entry in
            guard entry.hasPrefix(namePart), namePart.hasPrefix(".") || !entry.hasPrefix(".") else { return nil }
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent(entry), isDirectory: &isFolder)
            else { return nil }
            if isFolder.boolValue { return folderPart + entry + "/" }
            return entry.hasSuffix(".lua") ? folderPart + entry : nil
        }
    }
}
