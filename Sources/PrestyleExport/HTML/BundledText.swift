import Foundation

/// The text of a file shipped in a module's resource bundle: the pages' scripts, stylesheets and skeletons, kept
/// in files of their own language so that editors and linters see them.
///
/// SwiftPM puts each module's resources in a bundle beside the executable (`prestyle_PrestyleExport.resources`
/// on Linux, `.bundle` on macOS), which `Bundle.module` finds there, or in the build folder; `make install`
/// copies the bundles beside the installed binary. A resource the bundle lacks is a broken build or install,
/// not bad input: it traps, naming the file and the bundle.
package enum BundledText {
    /// The whole text of `file` (a name with its extension) in the `Resources` folder of `bundle`.
    package static func read(_ file: String, from bundle: Bundle) -> String {
        guard let url = bundle.url(forResource: file, withExtension: nil, subdirectory: "Resources"),
              let data = FileManager.default.contents(atPath: url.path) else {
            preconditionFailure("prestyle's resource \(file) is missing from \(bundle.bundlePath): reinstall prestyle")
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// The text of `file` without the line break that ends its last line: a script or stylesheet inserted into a
    /// page between its tags (`<script>…</script>`).
    package static func fragment(_ file: String, from bundle: Bundle) -> String {
        let text = read(file, from: bundle)
        return text.hasSuffix("\n") ? String(text.dropLast()) : text
    }
}
