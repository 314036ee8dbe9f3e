import Foundation

/// Writes a command's document to the file `--output` names, making its folders first (`out/cool.html` in a
/// fresh clone has no `out/`).
///
/// The document goes *into* what the path names, as a shell's `>` would: a symbolic link's target is
/// written (the link stays a link), a device or a named pipe (`/dev/null`, `mkfifo`) is written in place,
/// and a file that exists keeps its permissions. A regular file is replaced atomically, so a browser
/// reloading `--watch`'s HTML never reads half a page. Nothing is written over a folder, or over a style file
/// the run read (`--output` naming the style by mistake would destroy it).
enum OutputFile {
    /// - Parameter protected: Files the document must not replace: the style files the run read.
    /// - Throws: ``ToolError``: status 2 for a path that cannot name an output (empty, a folder, a style
    ///   file), status 1 naming the file and what the system said when the write fails.
    static func write(_ text: String, to path: String, protecting protected: [String] = []) throws(ToolError) {
        try write(Data(text.utf8), to: path, protecting: protected)
    }

    /// Writes bytes (a GIF, a video) as ``write(_:to:protecting:)-(String,_,_)`` writes text.
    static func write(_ data: Data, to path: String, protecting protected: [String] = []) throws(ToolError) {
        guard !path.isEmpty else { throw .usage(Messages.emptyOutputPath) }
        let target = linkTarget(of: URL(fileURLWithPath: path))
        let canonicalTarget = CanonicalPath.of(target.path)
        if let style = protected.first(where: { CanonicalPath.of($0) == canonicalTarget }) {
            throw .usage(Messages.outputIsStyleFile(path, style: style))
        }
        var status = stat()
        let exists = stat(target.path, &status) == 0
        if exists, status.st_mode & S_IFMT == S_IFDIR { throw .usage(Messages.outputIsFolder(path)) }
        do {
            if exists, status.st_mode & S_IFMT != S_IFREG {
                try writeInPlace(data, to: target.path)
                return
            }
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: target, options: .atomic)
            if exists { _ = chmod(target.path, status.st_mode & 0o7777) }
        } catch {
            throw ToolError(Messages.cannotWrite(path, error, fileInTheWay: fileInTheWay(of: target)), status: .failure)
        }
    }

    /// Where a symbolic link at `url` leads, following links in turn (even to a file not made yet, which
    /// Foundation's `resolvingSymlinksInPath()` does not follow); `url` when it is not a link.
    private static func linkTarget(of url: URL) -> URL {
        var url = url
        for _ in 0..<32 {
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: url.path) else { break }
            url = destination.hasPrefix("/") ? URL(fileURLWithPath: destination)
                : url.deletingLastPathComponent().appendingPathComponent(destination)
        }
        return url.standardizedFileURL
    }

    /// Writes to something that is not a regular file (a device, a pipe) through the path itself: replacing
    /// it by a file, as an atomic write does, would break it for everyone.
    private static func writeInPlace(_ data: Data, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(descriptor) }
        if let failure = DescriptorWriter.writeAll(data, to: descriptor) {
            throw POSIXError(POSIXErrorCode(rawValue: failure) ?? .EIO)
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
