import PresentationKit
@testable import Prestyle
import Testing

/// A view's properties are declared once (``ScriptViewProperty/all``): setting one (`v.x = …`) and giving it
/// to `view{ x = … }` check a value alike, with one message that names the way it came, and UIKit's names
/// for them come from the same list.
@Suite struct ScriptViewPropertyTests {
    @Test(arguments: ScriptViewProperty.all.filter { $0.assign != nil }.map(\.name))
    func aWrongValueIsRefusedAlikeWhetherSetOrGivenToView(_ name: String) throws {
        let property = try #require(ScriptViewProperty.all.first { $0.name == name })
        let results = try ScriptArgumentsTests.results([
            "(function() local v = view {}; v.\(name) = function() end end)()",
            "view { \(name) = function() end }",
        ])
        try #require(results.count == 2)
        #expect(results[0].hasPrefix("a view's \(name) ") && results[0].hasSuffix("not a function"), "\(results[0])")
        if property.isConstructorField {
            #expect(results[1] == results[0].replacingOccurrences(of: "a view's \(name)", with: "view{}.\(name)"))
        } else {
            #expect(results[1].contains("view{} has no field '\(name)'"), "\(results[1])")
        }
    }

    @Test func bordersAndMaskedCornersGoThroughBothWays() throws {
        let results = try ScriptArgumentsTests.results([
            """
            (function()
                    local v = view { borderWidth = 2, borderColor = "#ff0000", maskedCorners = { "topRight", "topLeft" } }
                    local before = v.borderWidth .. v.borderColor .. table.concat(v.maskedCorners, ",")
                    v.borderWidth, v.borderColor, v.maskedCorners = 0.5, "#00ff0080", {}
                    return before .. " " .. v.borderWidth .. v.borderColor .. #v.maskedCorners
                  end)()
            """,
            "view { borderWidth = -1 }",
            "(function() view {}.borderColor = 'blue' end)()",
        ])
        #expect(results == [
            "2.0#ff0000topLeft,topRight 0.5#00ff00800",
            "view{}.borderWidth must not be negative, not -1",
            "a view's borderColor is \"blue\", not a color: write \"#rrggbb\" or \"#rrggbbaa\" (hex digits), or "
                + "\"clear\", \"black\", \"white\"",
        ])
    }

    @Test func theViewsUIKitNamesComeFromItsProperties() {
        #expect(UIKitNames.counterparts(of: "backgroundColor") == ["color"])
        #expect(UIKitNames.counterparts(of: "isHidden") == ["hidden"])
        #expect(UIKitNames.counterparts(of: "layer") == ["cornerRadius", "borderWidth", "borderColor", "shadow"])
        for property in ScriptViewProperty.all {
            for uikit in property.uikitNames { #expect(UIKitNames.counterparts(of: uikit).contains(property.name)) }
        }
    }
}
