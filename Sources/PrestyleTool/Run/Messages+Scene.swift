extension Messages {
    /// `--scene` names a scene the style does not declare in its `scenes = { … }`.
    static func sceneNotDeclared(_ scene: String, style: String, declared: [String]) -> String {
        "the style \"\(style)\" does not play in the \(scene) scene: it declares scenes = { "
            + declared.map { "\"\($0)\"" }.joined(separator: ", ") + " } (add \"\(scene)\" there if its animator works as a "
            + (scene == "tab" ? "tab switch" : scene == "push" || scene == "layout" ? "navigation push and pop" : "presentation")
            + ")"
    }
}
