import LuaKit

extension StyleValidator {
    /// `scenes = { "present", "push" }`: a non-empty list of ``StyleScene`` names, each once; absent means
    /// ``StyleScene/standard``. A wrong value is a structure error at the field's line, an unknown name one
    /// that suggests the closest known name.
    func readScenes(_ value: LuaValue?) throws -> [StyleScene] {
        guard let value, value != .nil else { return StyleScene.standard }
        let line = source.line(assigning: "scenes", from: styleLine) ?? styleLine
        func problem(_ message: String) -> StyleError {
            StyleError(.structure, message, file: file, line: line, hook: "scenes")
        }
        let names = StyleScene.allCases.map(\.rawValue)
        let known = names.joined(separator: ", ")
        guard let table = value.tableValue, table.count > 0, try table.entries().count == table.count else {
            throw problem("scenes must be a list of scene names such as { \"present\", \"push\" } (known: \(known)), "
                + "not \(value.typeDescription)")
        }
        var scenes: [StyleScene] = []
        for (index, element) in try table.array(of: LuaValue.self).enumerated() {
            guard let name = element.stringValue else {
                throw problem("scenes has \(element.typeDescription) at position \(index + 1); each is a scene's name (\(known))")
            }
            guard let scene = StyleScene(rawValue: name) else {
                let hint = NameSuggestions.closest(to: name, among: names).first
                    .map { "; did you mean '\($0)'?" } ?? " (known: \(known))"
                throw problem("'\(name)' is not a scene\(hint)")
            }
            if !scenes.contains(scene) { scenes.append(scene) }
        }
        return scenes
    }
}
