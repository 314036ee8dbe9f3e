import Foundation

/// The package's folders, found from this file's place in the tree (`Tests/TestSupport/`), so that a test
/// reads the same files whichever directory it runs in.
public enum PackageRoot {
    /// The package's root folder: where `Package.swift` is.
    public static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The bundled styles: `Styles/`.
    public static let styles = path("Styles")

    /// The URL of `relativePath` below the root (`Tests/PrestyleToolTests/Fixtures`).
    public static func url(_ relativePath: String) -> URL {
        url.appendingPathComponent(relativePath)
    }

    /// The path of `relativePath` below the root.
    public static func path(_ relativePath: String) -> String {
        url(relativePath).path
    }
}
