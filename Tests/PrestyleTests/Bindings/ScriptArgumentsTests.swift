import PresentationKit
import Prestyle
import TestSupport
import Testing

/// The functions and methods that take several forms (`r:inset`, `r:offset`, `rect`, `insets`) read their
/// arguments where they lie on the Lua stack: the forms they accept, the arguments past their last form they
/// ignore, trailing nils, and their errors, word for word.
@Suite struct ScriptArgumentsTests {
    /// What each expression gives (`tostring` of its result, or its error message without the position),
    /// evaluated in a hook of a presented style.
    static func results(_ expressions: [String]) throws -> [String] {
        let styles = TemporaryStyles()
        let calls = expressions.map { "check(function() return \($0) end)" }.joined(separator: "\n      ")
        styles.write("forms", """
            local function check(f)
              local ok, result = pcall(f)
              trace(ok and tostring(result) or (string.gsub(tostring(result), "^[^:]*:%d+: ", "")))
            end
            return style {
              presentation = {
                presentationWillBegin = function(self)
                  local r = rect(10, 20, 100, 50)
                  \(calls)
                end,
              },
            }
            """)
        let registry = try styles.registry()
        var details: [String] = []
        withStyleScene(try registry.transitioningDelegate(for: "forms")) { scene in
            scene.present()
            details = scene.window.trace.events.filter { $0.call == "trace" }.map { $0.detail ?? "" }
            scene.dismiss()
        }
        return details
    }

    @Test func insetTakesEachFormIgnoresExtraArgumentsAndDropsTrailingNils() throws {
        #expect(
            try Self.results([
                "r:inset(5)", "r:inset(10, 5)", "r:inset(1, 2, 3, 4)", "r:inset(insets(1, 2, 3, 4))",
                "r:inset(1, 2, 3, 4, 'ignored')", "r:inset(5, nil)", "r:inset(5, nil, nil, nil, nil)",
            ]) == [
                "rect(15, 25, 90, 40)", "rect(20, 25, 80, 40)", "rect(12, 21, 94, 46)", "rect(12, 21, 94, 46)",
                "rect(12, 21, 94, 46)", "rect(15, 25, 90, 40)", "rect(15, 25, 90, 40)",
            ])
    }

    @Test func insetNamesTheBadArgumentAndTheFormsItTakes() throws {
        #expect(
            try Self.results([
                "r:inset('3')", "r:inset(1, {})", "r:inset(1, 2, 3)", "r:inset()", "r:inset(transform.scale(2))",
                "r:inset(nil, 2)",
            ]) == [
                "bad argument #1 to 'inset' (number expected, got the string \"3\")",
                "bad argument #2 to 'inset' (number expected, got a table)",
                "inset takes (d), (dx, dy), (top, left, bottom, right) or (insets)",
                "inset takes (d), (dx, dy), (top, left, bottom, right) or (insets)",
                "bad argument #1 to 'inset' (Insets expected, got a Transform)",
                "bad argument #1 to 'inset' (number expected, got nil)",
            ])
    }

    @Test func offsetTakesNumbersOrAPoint() throws {
        #expect(
            try Self.results([
                "r:offset(5, -5)", "r:offset(5)", "r:offset(point(1, 1))", "r:offset(1, 2, 3)", "r:offset({ 1, 1 }, 99, 99)",
            ]) == [
                "rect(15, 15, 100, 50)", "rect(15, 20, 100, 50)", "rect(11, 21, 100, 50)", "rect(11, 22, 100, 50)",
                "bad argument #1 to 'offset' (number expected, got a table)",
            ])
    }

    @Test func rectAndInsetsTakeTheirFormsAndCountArgumentsFromOne() throws {
        #expect(
            try Self.results([
                "rect(1, 2, 3, 4, 'ignored')", "rect(point(1, 2), size(3, 4))", "rect(1, 2, 3)", "rect(1, 2, 3, 'x')",
                "insets(1, 2)", "insets(1, 'x')", "insets(1, 2, 3)",
            ]) == [
                "rect(1, 2, 3, 4)", "rect(1, 2, 3, 4)", "rect takes (x, y, width, height) or (origin, size)",
                "bad argument #4 to 'rect' (number expected, got the string \"x\")",
                "insets(1, 2, 1, 2)", "bad argument #2 to 'insets' (number expected, got the string \"x\")",
                "insets takes (top, left, bottom, right), (vertical, horizontal) or (all)",
            ])
    }
}
