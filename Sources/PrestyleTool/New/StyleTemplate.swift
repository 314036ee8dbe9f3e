import Foundation
import PrestyleExport

/// The style file `prestyle new NAME` writes (`Resources/style-template.lua`): a working bottom sheet, commented so
/// that an author can change it into their own — options with defaults at the top, the presentation
/// controller's hooks in the order UIKit calls them, then the animator. It passes `prestyle check` as written (a
/// test proves it), and `make lint` lints it with the bundled styles.
enum StyleTemplate {
    /// The file for a style named `name`.
    static func text(name: String) -> String {
        template.filled(["NAME": name])
    }

    private static let template = TextTemplate(BundledText.read("style-template.lua", from: .module))
}
