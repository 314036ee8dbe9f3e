import Foundation

/// Writes a command's document to the file `--output` names, making its folders first (`out/cool.html` in a
/// fresh clone has no `out/`).
enum OutputFile {
    /// - Throws: ``ToolError`` (status 1) naming the file and what the system said.
    static func write(_ text: String, to path: String) throws(ToolError) {
        let url = URL(fileURLWithPath: path)
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url, options: .atomic)
        } catch {
            throw ToolError(Messages.cannotWrite(path, error, fileInTheWay: fileInTheWay(of: url)), status: .failure)
        }
    }

    /// The file that stands where a folder of the path must be (`--output notes.txt/run.json`), if any: the
    /// system's own words for that ("a file with the same name already exists") do not say which.
    private static func fileInTheWay(of url: URL) -> String? {
        var folder = url.deletingLastPathComponent().standardizedFileURL
        while folder.path != "/" {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) {
                return isFolder.boolValue ? nil : folder.path
            }
            folder.deleteLastPathComponent()
        }
        return nil
    }

    /// The file's absolute address, for a terminal to open: `file:///work/out/cool.html`.
    static func address(of path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.absoluteString
    }
}
