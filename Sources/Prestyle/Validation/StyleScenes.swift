import LuaKit

/// The scenes a style's animator can play in — `style { scenes = { "present", "push", "tab" } }` — and the
/// checking of the field.
///
/// The same animator class serves a presentation, a navigation push or pop and a tab switch in UIKit
/// (`UIViewControllerAnimatedTransitioning`, WWDC 2013 "Custom Transitions Using View Controllers"), but an
/// animator written for one may assume things only it gives (a presented controller's final frame inset, a
/// dimming view): so a style says which scenes it was written for, and `prestyle apply --scene` and
/// `prestyle check` run only those. Without the field a style plays in `present` alone.
public enum StyleScenes {
    /// Every scene a style may name, in the order `prestyle` lists them: a presentation, a navigation push
    /// then pop, a tab switch and back, a collection view's layout-to-layout push then pop, a presentation
    /// from a split view controller's secondary.
    public static let known = ["present", "push", "tab", "layout", "split"]
    /// The scenes of a style that does not say.
    public static let standard = ["present"]
}

extension StyleValidator {
    /// `scenes = { "present", "push" }`: a non-empty list of known scene names, each once; absent means
    /// ``StyleScenes/standard``. A wrong value is a structure error at the field's line, an unknown name one
    /// that suggests the closest known name.
    func readScenes(_ value: LuaValue?) throws -> [String] {
        guard let value, value != .nil else { return StyleScenes.standard }
        let line = source.line(assigning: "scenes", from: styleLine) ?? styleLine
        func problem(_ message: String) -> StyleError {
            StyleError(.structure, message, file: file, line: line, hook: "scenes")
        }
        let known = StyleScenes.known.joined(separator: ", ")
        guard let table = value.tableValue, table.count > 0, try table.entries().count == table.count else {
            throw problem("scenes must be a list of scene names such as { \"present\", \"push\" } (known: \(known)), "
                + "not \(value.typeDescription)")
        }
        var scenes: [String] = []
        for (index, element) in try table.array(of: LuaValue.self).enumerated() {
            guard let name = element.stringValue else {
                throw problem("scenes has \(element.typeDescription) at position \(index + 1); each is a scene's name (\(known))")
            }
            guard StyleScenes.known.contains(name) else {
                let hint = NameSuggestions.closest(to: name, among: StyleScenes.known).first
                    .map { "; did you mean '\($0)'?" } ?? " (known: \(known))"
                throw problem("'\(name)' is not a scene\(hint)")
            }
            if !scenes.contains(name) { scenes.append(name) }
        }
        return scenes
    }
}
