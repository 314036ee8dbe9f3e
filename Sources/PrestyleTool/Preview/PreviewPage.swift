import Foundation
import PrestyleExport

/// The page `prestyle preview` serves at `/` (`Resources/preview.html`, with `preview.css` and `preview.js`):
/// the last good run's HTML player in a frame, and a banner with the error of a save that broke the style, over
/// the run that stays.
///
/// The page listens to `/events` (an `EventSource`, which reconnects by itself if the stream drops): on `run N`
/// — unless it already shows run N, as a reconnected stream first repeats — it loads `/player?run=N` into the
/// frame (the page itself is never reloaded, so its banner and place stay), and once the frame has loaded it
/// reports `/shown?run=N&page=ID`, which the console prints (and tests and the latency measurement wait for);
/// on `problem` it shows the message, `file:line: …`, and reports the same way. `ID` is made once per page
/// load, so a report from a reloaded page is told apart. A report carries the header `X-Prestyle-Page`, which
/// another site's page cannot send without the server's leave (it never gives it), and the player's place.
///
/// A new run takes up the place of the one it replaces: the player's phase, time, toggles and play state
/// (its `prestylePlace()`, as the fields of its address), so a save does not throw the author back to the
/// start. The page keeps that place in its own address too (looking twice a second), so a reload keeps it,
/// and the first player starts at the place the page's address names (`/#phase=dismiss&t=0.3&names=1`).
enum PreviewPage {
    static func html(title: String) -> String {
        template.filled(["title": escaped(title), "stylesheet": stylesheet, "script": script])
    }

    private static let template = TextTemplate(BundledText.read("preview.html", from: .module))
    private static let stylesheet = BundledText.fragment("preview.css", from: .module)
    private static let script = BundledText.fragment("preview.js", from: .module)

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
