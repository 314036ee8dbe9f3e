import Foundation

/// The HTML pages' parts in other languages, read once from the module's resources (`Resources/` in the
/// sources): the skeleton, the player's script and look, the error trap, and the gallery's additions.
enum PageResources {
    /// The page around the players: its holes are `title`, `error-trap` and `stylesheet` in the head, `heading`
    /// and `subtitle` in the header, `data` (the recordings, the configuration and any page script) and `player`
    /// (the player's script) at the end of the body.
    static let page = TextTemplate(BundledText.read("page.html", from: .module))

    /// The HTML player's program (`player.js`): reads the recordings embedded in the page, builds one player per
    /// recording and one set of controls that drives them all (two players for a comparison, kept in step).
    ///
    /// Exactness over smoothness: at any playhead a player shows the recorded sample at or before it (the final
    /// state once the phase is over), never an interpolation, so what the page shows is what the run recorded.
    /// Views are absolutely positioned elements nested like the view tree, each with `data-name`, its CSS
    /// `left/top/width/height` from the view's center and bounds in its parent's bounds space, and
    /// `transform: matrix(…)` about its center, as UIKit applies it.
    static let playerScript = BundledText.fragment("player.js", from: .module)

    /// Installed first, in the head (`error-trap.js`), so that any later failure — in the player or the
    /// browser — is written where a DOM dump shows it: the `data-errors` count on the root element and the
    /// `#errors` list.
    static let errorTrap = BundledText.fragment("error-trap.js", from: .module)

    /// The HTML player's look (`player.css`): system fonts, a quiet gray page, the device as a dark bezel, the
    /// trace as a list whose passed events read normally, the current one marked, and those still to come
    /// greyed out.
    static let playerStylesheet = BundledText.fragment("player.css", from: .module)

    /// The gallery's part of the page (`gallery.js`), run before the player's script: defines the
    /// `window.prestyleExtend` hook the player calls once its players and controls exist, which gives each card
    /// its style's summary and source link and adds the filter box to the shared controls.
    static let galleryScript = BundledText.fragment("gallery.js", from: .module)

    /// The gallery's look after the player's (`gallery.css`), on a line of its own: the cards in a grid that
    /// fills the page, each a small player without its layer list and hook trace, with the style's summary and
    /// source link under its name.
    static let galleryStylesheet = "\n" + BundledText.fragment("gallery.css", from: .module)
}
