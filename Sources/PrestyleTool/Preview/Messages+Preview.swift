import Foundation

extension Messages {
    // MARK: preview

    /// The first line `prestyle preview` prints, on standard output: where the page is.
    static func previewAddress(_ port: UInt16) -> String {
        "preview: http://127.0.0.1:\(port)/ — open it in a browser; each save updates the page; Ctrl-C stops\n"
    }

    static func previewPortUnavailable(_ port: UInt16, _ error: any Error) -> String {
        let reason = String(describing: error)
        return port == 0
            ? "cannot serve the preview on 127.0.0.1: \(reason)"
            : "cannot serve the preview on 127.0.0.1:\(port) (is another program using it? --port 0 takes a free one): "
                + reason
    }

    /// A page's word that it shows a run: `page 1 shows run 2, 38 ms after the save`.
    static func previewShown(_ shown: PreviewHub.Shown) -> String {
        let what = shown.problem ? "run \(shown.run) under the last save's error" : "run \(shown.run)"
        let latency = shown.secondsSinceSave.map { ", \(Int(($0 * 1_000).rounded())) ms after the save" } ?? ""
        return "page \(shown.page) shows \(what)\(previewPlace(shown.place))\(latency)\n"
    }

    /// Where the player is, from the fields of its address: ` at dismiss 0.3 s, all names, safe area, playing`;
    /// nothing at the start of a phase with nothing toggled (where every new page starts).
    static func previewPlace(_ place: String) -> String {
        var fields: [String: String] = [:]
        for field in place.split(separator: "&") {
            let parts = field.split(separator: "=", maxSplits: 1).map { String($0).removingPercentEncoding ?? String($0) }
            if parts.count == 2 { fields[parts[0]] = parts[1] }
        }
        guard let phase = fields["phase"], let time = fields["t"] else { return "" }
        let toggles = [("names", "all names"), ("safe", "safe area"), ("play", "playing")].filter { fields[$0.0] == "1" }.map(\.1)
        guard time != "0" || !toggles.isEmpty else { return "" }
        return " at \(phase) \(time) s" + toggles.map { ", " + $0 }.joined()
    }

    static func previewShows(run: Int, status: ToolStatus) -> String {
        "run \(run) \(status == .success ? "ok" : "with errors") — sent to the page\n"
    }

    /// Said once when `accept()` starts failing (the server goes on trying, and listening).
    static func previewCannotAccept(_ error: any Error) -> String {
        "warning: the preview cannot accept connections for now (\(error)); it keeps trying — close some "
            + "connections or raise the limit on open files (ulimit -n)\n"
    }

    static let previewAcceptsAgain = "the preview accepts connections again\n"

    /// The body of the 431 answer to a request past the server's size limits.
    static func previewRequestTooLarge(_ limits: PreviewServer.Limits) -> String {
        "the request line and each header may be \(limits.requestLine) bytes, all of them \(limits.requestHead)"
    }

    /// `--open`: the page could not be opened in a browser (the preview goes on).
    static func previewCannotOpen(_ reason: String) -> String {
        "note: cannot open the page in a browser (\(reason)): open the address above by hand\n"
    }
}
