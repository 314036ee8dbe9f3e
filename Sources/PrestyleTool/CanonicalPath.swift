import Foundation

/// Paths as the tool compares them. (Not `FilePath`, which names swift-system's path type: a file here that
/// imports System would see two.)
enum CanonicalPath {
    /// `path` made absolute and free of `.`, `..` and symbolic links: two paths naming one file come out equal.
    static func of(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }
}
