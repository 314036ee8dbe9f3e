import Foundation

/// Paths as the tool compares them.
enum FilePath {
    /// `path` made absolute and free of `.`, `..` and symbolic links: two paths naming one file come out equal.
    static func canonical(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }
}
