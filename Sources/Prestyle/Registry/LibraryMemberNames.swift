/// The members of the libraries a style's environment holds under a table (`transform.translate`), so a style
/// that calls one as a global (`translate(w, 0)`, as Core Graphics' free functions read) is told where it lives.
///
/// Without it the only word is Lua's own, `attempt to call a nil value (global 'translate')`, which names the
/// mistake but not the fix. The table lists the `transform` library's members (Styles/README.md's Values
/// table); the other value constructors (`rect`, `point`, `size`, `insets`, `view`) are globals already.
enum LibraryMemberNames {
    /// The qualified name for each member written bare.
    static let qualified: [String: String] = [
        "identity": "transform.identity",
        "scale": "transform.scale",
        "rotate": "transform.rotate",
        "translate": "transform.translate",
    ]

    /// The hint for a run-time error that reads or calls a library member as a global: `attempt to call a nil
    /// value (global 'translate')` — `"; did you mean 'transform.translate'?"`; nil for any other message, or one
    /// that already suggests something.
    static func hint(forError message: String) -> String? {
        guard let name = UIKitNames.names(in: message, after: ["(global '"]).first.flatMap({ qualified[$0] }) else { return nil }
        return "; did you mean '\(name)'?"
    }
}
